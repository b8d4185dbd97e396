// `npm run shops:stand-in:salla -w @sameday/api`: the Salla stand-in on its own, for trying a Salla
// connection on a development machine without a Salla Partners account. It prints the settings to
// start Sameday with. `POST /_send/{merchant}/{event}` with a JSON order sends that event, signed as
// Salla signs it, to Sameday's webhook address; `GET /_received` shows the statuses sent back.
import { randomBytes } from 'node:crypto';
import { startSallaStandIn } from './stand-in';

const port = Number(process.env.PORT ?? 3097);
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const app = {
  clientId: `stand-in-${randomBytes(4).toString('hex')}`,
  clientSecret: randomBytes(24).toString('hex'),
  webhookSecret: randomBytes(24).toString('hex'),
};
const standIn = await startSallaStandIn(app, port);
standIn.webhookUrl = `${publicUrl}/api/platform/integrations/webhooks/salla`;
console.log(`Salla stand-in at ${standIn.accountsUrl}: every approval is given at once, for a new store.`);
console.log('Start Sameday with:');
console.log(
  `  SALLA_CLIENT_ID=${app.clientId} SALLA_CLIENT_SECRET=${app.clientSecret} SALLA_WEBHOOK_SECRET=${app.webhookSecret} SALLA_ACCOUNTS_URL=${standIn.accountsUrl} SALLA_API_URL=${standIn.apiUrl} OUTBOUND_TRUSTED_HOSTS=127.0.0.1 npm start`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
