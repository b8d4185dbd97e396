export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
  getOrder,
  listOrders,
  newOrderId,
  pickupSnapshot,
  transitionOrder,
  updateOrder,
} from './service';
