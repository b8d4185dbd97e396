/*
 * The account's rate card (GET {platform}/accounts/{id}/pricing-model), read by
 * the pricing screen and summed up on the account hub.
 */
export { getPricingModel, pricingModelKeys, pricingModelQueryOptions } from './api/pricing-model-query';
export { usePricingModel } from './api/use-pricing-model';
