export { placesModule } from './module';
export { registerPlaceRoutes } from './routes';
