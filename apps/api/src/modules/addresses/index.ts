export { registerAddressRoutes } from './routes';
export { createLocation, findLocation } from './service';
