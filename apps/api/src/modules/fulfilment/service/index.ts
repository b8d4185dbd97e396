// The fulfilment module's operations; routes and other modules import them from here.
export { getCapability, hasFulfilment, requestContact, setCapability } from './capability';
export { announceInbound, getInbound, listInbound, receiveInbound } from './inbound';
export { adjustStock, listMovements } from './movements';
export { moveFulfilmentOrder } from './operations';
export {
  cancelFulfilmentOrder,
  createFulfilmentOrder,
  getFulfilmentOrder,
  listFulfilmentOrders,
  patchFulfilmentOrder,
} from './orders';
export { exportProductsCsv, importProducts } from './product-files';
export { createProduct, getInventoryItem, getProduct, listInventory, listProducts, updateProduct } from './products';
export { type Actor, actorOf, namesOfAccounts, SYSTEM_ACTOR } from './shared';
