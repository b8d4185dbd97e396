export { registerPricingRoutes } from './routes';
export { getPricingModel } from './service';
