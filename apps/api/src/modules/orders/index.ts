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
  pickupSnapshot,
  takeBackBulkOrders,
  transitionOrder,
  violates,
} from './service';
