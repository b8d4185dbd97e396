// Demo and seed data (decision 017): the demo merchant, its orders and its money. The
// demo uses modules through their index.ts; no module imports it.
export { type DemoFinanceResult, seedDemoFinance } from './finance';
export {
  advanceDemoOrders,
  type DemoAdvanceResult,
  type DemoSeedOptions,
  type DemoSeedResult,
  seedDemoOrders,
} from './orders';
export { findPrimaryAccount } from './queries';
export { DEMO_EMAIL, DEMO_ORDERS, seedDemo } from './seed';
