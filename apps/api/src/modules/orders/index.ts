export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
  newOrderId,
  pickupSnapshot,
  transitionOrder,
} from './service';
