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
  type OrderMoved,
  onOrderMoved,
  pickupSnapshot,
  transitionOrder,
  updateOrder,
} from './service';
