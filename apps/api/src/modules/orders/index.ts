export { type OrderCreated, onOrderCreated, onOrdersCreated } from './order-events';
export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateOptions,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrder,
  createOrdersInBulk,
  getOrder,
  getOrders,
  listOrders,
  newOrderId,
  type OrderMoved,
  onOrderMoved,
  pickupSnapshot,
  provideTrackingUrls,
  takeBackBulkOrders,
  transitionOrder,
  updateOrder,
  violates,
} from './service';
