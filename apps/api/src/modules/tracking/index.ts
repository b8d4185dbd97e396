export { trackingModule } from './module';
export { registerTrackingRoutes } from './routes';
export { createMessageProvider, createTrackingCodes, type TrackingCodes } from './service';
