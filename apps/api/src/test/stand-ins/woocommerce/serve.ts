// `npm run shops:stand-in:woocommerce -w @sameday/api`: a WooCommerce store's stand-in on its own, for
// connecting a store on a development machine with no WooCommerce at hand. It prints the settings to
// start Sameday with and places an order every time Enter is pressed.
import { startWooCommerceStandIn } from './stand-in';

const port = Number(process.env.PORT ?? 3098);
const standIn = await startWooCommerceStandIn({ port });
console.log(
  `WooCommerce store stand-in at ${standIn.url}: connect it from /integrations/woocommerce with this address.`,
);
console.log('Start Sameday with (plain http is allowed for this host only):');
console.log('  WOOCOMMERCE_HTTP_HOSTS=127.0.0.1 PUBLIC_URL=http://127.0.0.1:3000 npm start');
console.log('Press Enter to place a cash-on-delivery order in the store.');
process.stdin.on('data', () => {
  void standIn.placeOrder().then((order) => {
    console.log(`Placed order ${order.number}; ${standIn.deliveries.length} deliveries so far.`);
  });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
