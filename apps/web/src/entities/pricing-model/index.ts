/*
 * The account's rate card (GET {platform}/accounts/{id}/pricing-model), read by
 * the pricing screen and summed up on the account hub.
 */
export { getPricingModel, pricingModelKeys, pricingModelQueryOptions } from './pricing-model-query';
export { usePricingModel } from './use-pricing-model';
