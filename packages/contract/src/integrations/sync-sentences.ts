/**
 * Why a shop order was skipped, failed or not applied, and what was sent back to the shop, as
 * the sync log says it, in English; values in braces (see ../sentences.ts). A field's own check
 * reads "{field}: {message}" and is not a template: it would take any sentence with a colon for
 * its own.
 */
export const SHOP_SYNC_SENTENCES = {
  autoImportOff: 'Automatic import is off for this shop.',
  shippingMethodFiltered: 'Its shipping method ({methods}) does not contain "{wanted}".',
  tagFiltered: 'It is not tagged "{wanted}".',
  phoneInvalid: 'The phone number "{phone}" is not a valid UAE phone number ({problem}).',
  noEmirate: 'The address is outside our service area: it names none of the seven emirates.',
  noPickup: 'No pickup address: add one, or choose the default in the settings.',
  itemsInvalid: 'The items cannot be delivered as they are ({problem}).',
  outsideCountry: 'The address is outside our service area (country {country}).',
  cannotBecomeOrder: 'It cannot become an order: {problem}.',
  referenceExists: 'An order with the reference {reference} already exists.',
  accountBlocked: 'Your account is blocked from placing orders (overdue invoices): pay them, then import this order.',
  changedAfterCollection: 'The shop changed this order after it was collected: the change was not applied.',
  cancelledBeforeImport: 'Cancelled in the shop before it became an order here.',
  cancelledAfterCollection: 'The shop cancelled this order after it was collected: it was not cancelled here.',
  fixedByHand: 'Fixed by hand and placed.',
  /** What was sent back to the shop (tracking_sent, tracking_failed); the order id is its tracking number. */
  trackingCollected: 'Collected: the shop got a fulfilment with tracking number {order}.',
  trackingDelivered: 'Delivered: the shop order was marked delivered.',
  trackingReturning: 'Returning: a note was added to the shop order.',
  trackingRefused: 'The shop refused Sameday’s access: reconnect it to send tracking again.',
  trackingRetrying: 'The shop could not be told ({problem}); retrying.',
  /** Why the shop could not be told, as its platform answered; codes and the platform's own words as written. */
  storeAnswered: 'The store answered {status} ({code}).',
  storeUnreachable: 'The store could not be reached ({code}).',
  shopifyAnswered: 'Shopify answered: {message}',
  shopifyAnsweredNothing: 'Shopify answered nothing',
  shopifyRefused: 'Shopify refused: {message}',
} as const;
