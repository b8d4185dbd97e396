/*
 * What the rest of the app may use of the fulfilment feature: its paths. The router
 * mounts its *-page files lazily.
 */
export {
  FULFILMENT_ORDERS_PATH,
  NEW_BUNDLE_PATH,
  NEW_FULFILMENT_ORDER_PATH,
  NEW_PRODUCT_PATH,
} from './paths';
