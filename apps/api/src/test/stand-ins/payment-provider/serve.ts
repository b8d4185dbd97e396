// `npm run payments:stand-in -w @sameday/api`: the payment provider's test stand-in on its own, for
// trying card payments on a development machine with no provider account. It prints the settings to
// start Sameday with; its hosted page takes Stripe's test cards and no money moves.
import { randomBytes } from 'node:crypto';
import { API_BASES, FINANCE_PATHS } from '@sameday/contract';
import { startPaymentProviderStandIn } from './stand-in';

const sameday = (process.env.SAMEDAY_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const port = Number(process.env.PORT ?? 3099);
const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
const standIn = await startPaymentProviderStandIn({
  port,
  secretKey,
  webhookSecret,
  webhookUrl: `${sameday}${API_BASES.platform}${FINANCE_PATHS.paymentWebhook}`,
});
console.log(`Payment provider stand-in at ${standIn.url}: test cards only, no money moves.`);
console.log('Start Sameday with:');
console.log(
  `  PAYMENT_PROVIDER_URL=${standIn.url} PAYMENT_SECRET_KEY=${secretKey} PAYMENT_WEBHOOK_SECRET=${webhookSecret} npm start`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
