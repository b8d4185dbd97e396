export { registerAddressRoutes } from './routes';
export { findLocation } from './service';
