import { API_BASES, FINANCE_PATHS } from '@sameday/contract';
import { type Config, DEFAULT_RATE_LIMITS } from '../config';
import { createTestApp, type TestApp } from './harness';
import { CARRIER_KEY } from './orders';
import { type PaymentProviderStandIn, startPaymentProviderStandIn } from './stand-ins/payment-provider/stand-in';

export const WEBHOOK_URL = `${API_BASES.platform}${FINANCE_PATHS.paymentWebhook}`;
export const PROVIDER_KEYS = { secretKey: 'sk_test_sameday_tests', webhookSecret: 'whsec_sameday_tests_0123456789' };

/**
 * The app with card payments through the provider's stand-in: Sameday speaks to it over HTTP as it
 * would to the provider, and the stand-in's webhook events are injected into the app.
 */
export async function openPaymentsApp(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; provider: PaymentProviderStandIn; close: () => Promise<void> }> {
  let app: TestApp | undefined;
  const provider = await startPaymentProviderStandIn({
    ...PROVIDER_KEYS,
    deliver: async (payload, signature) => {
      await app?.app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    },
  });
  app = await createTestApp({
    carrierWebhookKey: CARRIER_KEY,
    payments: { apiUrl: provider.url, ...PROVIDER_KEYS },
    ...overrides,
  });
  const t = app;
  return {
    t,
    provider,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}

/** The default limits, raised but for the card payment routes'. */
export const rateLimitsWithCardPayments = (cardPayment: Config['rateLimits']['cardPayment']) =>
  ({
    ...Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([key, limit]) => [key, { ...limit, max: 10_000 }])),
    cardPayment,
  }) as Config['rateLimits'];
