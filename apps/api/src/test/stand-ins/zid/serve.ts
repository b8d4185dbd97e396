// `npm run shops:stand-in:zid -w @sameday/api`: the Zid stand-in on its own, for trying the store
// connection on a development machine without a Zid partner account. It prints the settings to
// start Sameday with. `POST /_send/{store id}/{event}` with a JSON order sends that delivery to the
// store's webhooks as Zid sends it; `GET /_received` shows the status changes Sameday made.
import { randomBytes } from 'node:crypto';
import { startZidStandIn } from './stand-in';

const port = Number(process.env.PORT ?? 3097);
const app = { clientId: String(1000 + (randomBytes(1)[0] ?? 0)), clientSecret: randomBytes(24).toString('hex') };
const standIn = await startZidStandIn(app, port);
console.log(
  `Zid stand-in at ${standIn.oauthBaseUrl}: every install is approved at once, for store ${standIn.store.id}.`,
);
console.log('Start Sameday with:');
console.log(
  `  ZID_CLIENT_ID=${app.clientId} ZID_CLIENT_SECRET=${app.clientSecret} ZID_OAUTH_BASE_URL=${standIn.oauthBaseUrl} ZID_API_BASE_URL=${standIn.apiBaseUrl} OUTBOUND_TRUSTED_HOSTS=127.0.0.1 npm start`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
