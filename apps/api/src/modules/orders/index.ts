export { ordersModule } from './module';
export type { OrderCreated, PlacedOrder, PlacementVerdict } from './order-events';
/** Each order's account (the live socket's merchants). */
export { accountsOfOrders } from './queries';
/** The courier app's check of a delivery code (decision 059). */
export { deliveryCodesOf } from './queries/delivery-code';
export { registerOrderRoutes } from './routes';
export {
  type ActorRef,
  assertMayPlaceOrders,
  atDepotOrderIds,
  type BulkCreateHooks,
  type BulkCreateOptions,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrder,
  createOrdersInBulk,
  createReturn,
  type FindOrdersQuery,
  type FollowAnswer,
  followShipment,
  getOrder,
  getOrders,
  groupCounts,
  listOrders,
  listOrdersAnswer,
  moveDeliveryDayForRecipient,
  newOrderId,
  noteRecipientLine,
  type OrderMoved,
  ordersForDispatch,
  type PlannedStops,
  pickupSnapshot,
  plannedCourierOf,
  type RecipientOrder,
  type ReturnActor,
  readyOrderIds,
  readyOrdersAt,
  recordProviderMove,
  type ShipmentProgress,
  setRecipientInstructions,
  takeBackBulkOrders,
  transitionOrder,
  updateOrder,
  violates,
} from './service';
