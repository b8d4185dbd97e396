import type { Config } from '../../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe';

/** The provider the configuration names: Stripe's protocol, at Stripe or at the test stand-in; null when cards are off. */
export const createPaymentProvider = (config: Pick<Config, 'payments'>): PaymentProvider | null =>
  config.payments ? createStripeProvider(config.payments) : null;
