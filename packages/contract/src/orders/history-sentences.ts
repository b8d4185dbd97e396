/**
 * What the system writes into an order's history (`OrderEvent.reason`, `actorName`), in English;
 * values in braces. People's own words (a cancellation reason, a carrier's failure reason, a
 * note) are stored as they wrote them. See ../sentences.ts.
 */
export const HISTORY_SENTENCES = {
  placed: 'Order placed',
  edited: 'Order edited',
  parcelsAdded: 'Parcels added: {items}',
  parcelRemoved: 'Parcel removed: {items}',
  returnChosen: 'Return to origin chosen',
  reattemptChosen: 'Reattempt chosen for {date}',
  attemptFailed: 'Delivery attempt failed',
  secondFailedAttempt: 'Second failed attempt: held 72 h for your choice',
  thirdFailedAttempt: 'Third failed attempt: returning to you',
  collectedBy: 'Collected by {carrier}',
  released: 'Released by Sameday operations',
  releasedWithNote: 'Released by Sameday operations: {note}',
  heldByRule: 'Held for review by the dispatcher rule “{rule}”',
  heldByRuleWithReason: 'Held for review by the dispatcher rule “{rule}”: {reason}',
  heldByRules: 'Held for review by the dispatcher rules',
  heldByRulesWithReason: 'Held for review by the dispatcher rules: {reason}',
  returnOf: 'Return of #{order}',
  returnOfWithReason: 'Return of #{order}: {reason}',
  returnRequested: 'Return requested: #{order}',
  returnRequestedByRecipient: 'Return requested by the recipient: #{order}',
  rescheduledByRecipient: 'Rescheduled by the recipient to {date}',
  ratedByRecipient: 'Rated {stars}/5 by the recipient',
  ratedByRecipientWithComment: 'Rated {stars}/5 by the recipient: “{comment}”',
  instructionsFromRecipient: 'Delivery instructions from the recipient: {text}',
  cancelledInShop: 'Cancelled in the shop',
  recipientUnavailable: "The recipient won't be available: held for your choice",
  /** Actor names. */
  recipientActor: '{name} (recipient)',
  operationsActor: 'Sameday operations',
} as const;

/** What the system writes in an order's own fields (the courier's notes of a customer return). */
export const ORDER_NOTE_SENTENCES = {
  customerReturnOf: 'Customer return of #{order}',
} as const;
