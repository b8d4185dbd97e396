// `npm run shops:stand-in -w @sameday/api`: the Shopify stand-in on its own, for trying the shop
// connection on a development machine without a Shopify Partners account. It prints the settings
// to start Sameday with. `POST /_send/{shop}/{topic}` with a JSON order sends that webhook, signed
// as Shopify signs it, to the address the shop subscribed.
import { randomBytes } from 'node:crypto';
import { startShopifyStandIn } from './stand-in';

const port = Number(process.env.PORT ?? 3098);
const app = { apiKey: `stand-in-app-${randomBytes(4).toString('hex')}`, apiSecret: randomBytes(24).toString('hex') };
const standIn = await startShopifyStandIn(app, port);
console.log(`Shopify stand-in at http://127.0.0.1:${standIn.port}: every install is approved at once.`);
console.log('Start Sameday with:');
console.log(
  `  SHOPIFY_API_KEY=${app.apiKey} SHOPIFY_API_SECRET=${app.apiSecret} SHOPIFY_API_BASE_URL='${standIn.baseUrl}' npm start`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
