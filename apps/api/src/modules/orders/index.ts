export { advanceDemoOrders, type DemoAdvanceResult, type DemoSeedResult, seedDemoOrders } from './demo';
export { MAX_IDS_PARAM_LENGTH, registerOrderRoutes } from './routes';
export {
  assertMayPlaceOrders,
  type BulkCreateHooks,
  type BulkCreateResult,
  type BulkOrderRow,
  createOrdersInBulk,
} from './service';
