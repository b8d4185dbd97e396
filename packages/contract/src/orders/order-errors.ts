/**
 * The orders API's refusals, in English as it answers them; the dashboard shows each in Arabic
 * (issue 21). Fixed sentences here, sentences with values in ORDER_ERROR_SENTENCES (a status
 * is its label, ORDER_STATUS_LABELS; a rule's name and reason are the merchant's own words).
 */
export const ORDER_ERROR_MESSAGES = {
  notFound: 'Order not found',
  changedMeanwhile: 'The order changed meanwhile. Reload it and try again.',
  sameRequestInProgress: 'The same request is still being processed. Try again in a moment.',
  reattemptNeedsADay: 'An order on hold goes out again on a day you choose: use Reattempt and pick the day.',
  dayFromToday: 'Choose a day from today on',
  parcelsLocked: 'Parcels can be changed only before collection.',
  parcelNotFound: 'Parcel not found',
  lastParcel: 'An order keeps at least one item.',
  unknownPickup: 'Unknown pickup address',
  serviceNotAvailable: 'Not available',
  referenceTaken: 'An order with this reference already exists',
  unknownGroup: 'Unknown order group',
  regionNotFound: 'Region not found',
} as const;

export const ORDER_ERROR_SENTENCES = {
  cannotBecome: 'An order that is {from} cannot become {to}.',
  noLongerEditable: 'An order that is {status} can no longer be edited.',
  notHeldToReattempt: 'Order {order} is {status}: only orders on hold can be reattempted.',
  notHeldToReturn: 'Order {order} is {status}: only orders on hold can be returned.',
  heldForReview:
    'Order {order} is held for review by Sameday operations as it was placed: they release it for collection.',
  noPriceForService: 'Your rate card has no price for this service to {emirate}',
  noPriceForReturn: 'Your rate card has no price for a return to {emirate}.',
  /** Why a rule refused an order at placement (a bulk upload's row says it so). */
  refusedByRule: 'Refused by the dispatcher rule “{rule}”',
  refusedByRuleWithReason: 'Refused by the dispatcher rule “{rule}”: {reason}',
  refusedByRules: 'Refused by the dispatcher rules',
  refusedByRulesWithReason: 'Refused by the dispatcher rules: {reason}',
  /** The same, as the error of a single placement. */
  notPlacedByRule: 'This order cannot be placed: refused by the dispatcher rule “{rule}”.',
  notPlacedByRuleWithReason: 'This order cannot be placed: refused by the dispatcher rule “{rule}”: {reason}.',
  notPlacedByRules: 'This order cannot be placed: refused by the dispatcher rules.',
  notPlacedByRulesWithReason: 'This order cannot be placed: refused by the dispatcher rules: {reason}.',
} as const;
