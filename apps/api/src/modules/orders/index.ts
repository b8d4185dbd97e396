export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateOptions,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
  getOrder,
  listOrders,
  newOrderId,
  pickupSnapshot,
  takeBackBulkOrders,
  transitionOrder,
} from './service';
