export { createMessageProvider } from './adapters';
export { trackingModule } from './module';
export { registerTrackingRoutes } from './routes';
export { createTrackingCodes, type TrackingCodes } from './service';
