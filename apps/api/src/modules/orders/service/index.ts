// The orders module's operations, one file each; routes and other modules import them from here.
export { applyCarrierStatus } from './carrier-status';
export { changeStates, changeStatesBy, type OrderMoved, transitionOrder } from './change-state';
export { createOrder } from './create-order';
export {
  type BulkCreateHooks,
  type BulkCreateOptions,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
  takeBackBulkOrders,
} from './create-orders-in-bulk';
export { createReturn, createReturnBy, type ReturnActor, type ReturnPlaced } from './create-return';
export { exportOrders } from './export-orders';
export {
  type FindOrdersQuery,
  getHistory,
  getOrder,
  getOrderDetails,
  getOrders,
  groupCounts,
  listOrders,
  listOrdersAnswer,
} from './find-orders';
export { type FollowAnswer, followShipment, type ShipmentProgress } from './follow-shipment';
export { reattemptOrders, returnHeldOrders } from './hold-choice';
export { ListedPages, listChangesCompaction, ordersPageAnswer } from './listed-pages';
export { courierFor, type PlannedStops, plannedCourierOf } from './order-courier';
export { addParcels, removeParcel } from './parcels';
export { pickupSnapshot, violates } from './planning';
export { printLabels, type TrackingUrls } from './print-labels';
export { atDepotOrderIds, ordersForDispatch, readyOrderIds, readyOrdersAt, recordProviderMove } from './provider-moves';
export {
  moveDeliveryDayForRecipient,
  noteRecipientLine,
  type RecipientOrder,
  setRecipientInstructions,
} from './recipient-changes';
export { regionConfig } from './region';
export { listReviewHolds, releaseReviewHold } from './review-holds';
export { type ActorRef, assertMayPlaceOrders, historyActorOf, newOrderId } from './shared';
export { updateOrder } from './update-order';
