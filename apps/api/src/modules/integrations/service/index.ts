export { type ConnectShopInput, connectShop } from './connect-shop';
export { listConnections } from './list-connections';
