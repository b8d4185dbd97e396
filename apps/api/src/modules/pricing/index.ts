export { pricingModule } from './module';
export { registerPricingRoutes } from './routes';
export { getPricingModel } from './service';
