export { ordersModule } from './module';
export type { OrderCreated, PlacedOrder, PlacementVerdict } from './order-events';
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
  createReturn,
  type FollowAnswer,
  followShipment,
  getOrder,
  getOrders,
  listOrders,
  newOrderId,
  type OrderMoved,
  pickupSnapshot,
  type ReturnActor,
  type ShipmentProgress,
  takeBackBulkOrders,
  transitionOrder,
  updateOrder,
  violates,
} from './service';
