export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrder,
  createOrdersInBulk,
  getOrder,
  getOrders,
  listOrders,
  newOrderId,
  pickupSnapshot,
  transitionOrder,
  violates,
} from './service';
