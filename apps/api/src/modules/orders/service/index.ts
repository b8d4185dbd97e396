// The orders module's operations, one file each; routes and other modules import them from here.
export { applyCarrierStatus } from './carrier-status';
export { changeStates, changeStatesAsCaller, type OrderMoved, onOrderMoved, transitionOrder } from './change-state';
export { createOrder } from './create-order';
export {
  type BulkCreateHooks,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
} from './create-orders-in-bulk';
export { exportOrders } from './export-orders';
export { getHistory, getOrder, getOrders, groupCounts, listOrders } from './find-orders';
export { reattemptOrders, returnHeldOrders } from './hold-choice';
export { addParcels, removeParcel } from './parcels';
export { pickupSnapshot } from './planning';
export { printLabels } from './print-labels';
export { regionConfig } from './region';
export { type ActorRef, actorOf, assertMayPlaceOrders, newOrderId } from './shared';
export { updateOrder } from './update-order';
