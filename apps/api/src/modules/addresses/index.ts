export { addressesModule } from './module';
export { registerAddressRoutes } from './routes';
export { createLocation, findLocation, listLocations } from './service';
