// The WooCommerce adapter against the store's stand-in, over plain http (OAuth 1.0a signing, as
// WooCommerce requires without TLS): webhooks, recent orders, tracking back, and webhook checks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWooCommerceStandIn, type WooStandIn } from '../../../../test/stand-ins/woocommerce/stand-in';
import type { ShopConnectionRef } from '../shop-platform';
import { ShopAuthError } from '../shop-platform';
import { createWooCommerceAdapter } from './adapter';

/** The adapter as configuration builds it, reaching the local stand-in store as a trusted host. */
const woo = createWooCommerceAdapter({
  woocommerceHttpHosts: ['127.0.0.1'],
  outbound: { trustedHosts: [], ports: [] },
});

type Received = { headers: http.IncomingHttpHeaders; body: Buffer };

let store: WooStandIn;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
let connection: ShopConnectionRef;

beforeAll(async () => {
  store = await startWooCommerceStandIn();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await store.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  const key = {
    keyId: store.keys.length + 1,
    userId: 'u',
    consumerKey: `ck_${Date.now()}${Math.random()}`,
    consumerSecret: 'cs_secret',
    permissions: 'read_write',
  };
  store.keys.push(key);
  connection = {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    shop: store.url,
    credentials: { consumerKey: key.consumerKey, consumerSecret: key.consumerSecret, storeUrl: store.url },
    webhookSecret: 'whsec-woo-test-secret',
  };
  received.length = 0;
  store.webhooks.clear();
  store.orders.clear();
  store.deliveries.length = 0;
});

describe('webhooks through the REST API', () => {
  it('registers one signed webhook per order topic, answers their pings, and replaces them on a second call', async () => {
    await woo.registerWebhooks(connection, receiverUrl);
    const hooks = () => [...store.webhooks.values()];
    expect(
      hooks()
        .map((h) => h.topic)
        .sort(),
    ).toEqual(['order.created', 'order.deleted', 'order.updated']);
    expect(hooks().every((h) => h.delivery_url === receiverUrl && h.secret === connection.webhookSecret)).toBe(true);
    expect(store.requests.slice(-4).every((r) => r.authenticated)).toBe(true);
    const pings = received.filter((r) => woo.isPing(r.body, r.headers));
    expect(pings).toHaveLength(3);
    expect(pings.every((p) => !woo.verifyWebhook(p.body, p.headers, connection))).toBe(true);

    await woo.registerWebhooks(connection, receiverUrl);
    expect(hooks()).toHaveLength(3);
  });

  it('deletes only its own webhooks', async () => {
    store.webhooks.set(900, {
      id: 900,
      name: 'Merchant ERP',
      status: 'active',
      topic: 'order.created',
      resource: 'order',
      event: 'created',
      delivery_url: 'https://erp.example.com/hook',
      secret: 'x',
      date_created_gmt: '2026-01-01T00:00:00',
    });
    await woo.registerWebhooks(connection, receiverUrl);
    await woo.deleteWebhooks(connection);
    expect([...store.webhooks.keys()]).toEqual([900]);
  });

  it('verifies deliveries signed by the store and refuses tampered or foreign ones', async () => {
    await woo.registerWebhooks(connection, receiverUrl);
    received.length = 0;
    const order = await store.placeOrder();
    await store.settled();
    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    expect(woo.verifyWebhook(delivery.body, delivery.headers, connection)).toBe(true);
    expect(woo.shopOf(delivery.headers)).toBe(store.url.replace('http://', ''));
    expect(woo.topicOf(delivery.headers)).toBe('order.created');
    expect(woo.deliveryId(delivery.headers, delivery.body)).toMatch(/^\d+:[0-9a-f]{32}$/);

    const tampered = Buffer.from(delivery.body.toString().replace('"149.00"', '"1.00"'));
    expect(woo.verifyWebhook(tampered, delivery.headers, connection)).toBe(false);
    expect(woo.verifyWebhook(delivery.body, delivery.headers, { webhookSecret: 'another' })).toBe(false);
    expect(woo.verifyWebhook(delivery.body, delivery.headers, null)).toBe(false);
    expect(
      woo.verifyWebhook(delivery.body, { ...delivery.headers, 'x-wc-webhook-signature': undefined }, connection),
    ).toBe(false);

    const event = woo.parseWebhook('order.created', JSON.parse(delivery.body.toString()));
    expect(event).toMatchObject({
      kind: 'order_upsert',
      order: { shopOrderId: String(order.id), cashOnDelivery: true },
    });
  });
});

describe('recent orders', () => {
  it('pages through every order waiting to be shipped since the date, and nothing else', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '');
    for (let i = 0; i < 230; i++)
      store.orders.set(5000 + i, { ...(await sample(5000 + i)), status: i % 2 ? 'processing' : 'on-hold' });
    store.orders.set(6000, { ...(await sample(6000)), status: 'pending' });
    store.orders.set(6001, { ...(await sample(6001)), status: 'completed' });
    store.orders.set(6002, { ...(await sample(6002)), date_created_gmt: old });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await woo.listRecentOrders(connection, new Date(Date.now() - 7 * 86_400_000), cursor);
      seen.push(...page.orders.map((o) => o.shopOrderId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(230);
    expect(seen).not.toContain('6000');
    expect(seen).not.toContain('6001');
    expect(seen).not.toContain('6002');
    expect(store.requests.at(-1)?.query).toMatchObject({ per_page: '100', page: '3', status: 'processing,on-hold' });
  });
});

describe('tracking back', () => {
  it('puts the tracking in the order and tells the customer once, completes on delivery, and keeps private notes private', async () => {
    const order = await store.placeOrder();
    const tracking = { number: 'SD-123456', url: 'https://track.sameday.ae/SD-123456', company: 'Sameday' };
    await woo.markFulfilled(connection, String(order.id), tracking);
    await woo.markFulfilled(connection, String(order.id), tracking);
    const notes = store.notes.get(order.id) ?? [];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ customer_note: true });
    expect(notes[0]?.note).toContain('SD-123456');
    expect(notes[0]?.note).toContain(tracking.url);
    expect(store.orders.get(order.id)?.meta_data).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'sameday_tracking_number', value: 'SD-123456' })]),
    );
    expect(store.orders.get(order.id)?.status).toBe('processing');

    await woo.markDelivered(connection, String(order.id));
    expect(store.orders.get(order.id)?.status).toBe('completed');
    await woo.addNote(connection, String(order.id), 'Returned to the sender: recipient unreachable.');
    expect(store.notes.get(order.id)?.at(-1)).toMatchObject({ customer_note: false });
  });

  it('fails as refused access, naming no key, when the keys are wrong', async () => {
    const wrong = { ...connection, credentials: { ...connection.credentials, consumerSecret: 'cs_wrong' } };
    const failure = await woo.markDelivered(wrong, '1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopAuthError);
    expect(JSON.stringify(failure) + String(failure)).not.toContain('cs_wrong');
    expect(String(failure)).not.toContain(connection.credentials.consumerKey);
  });
});

async function sample(id: number) {
  const { sampleOrder } = await import('../../../../test/stand-ins/woocommerce/orders');
  return sampleOrder({ id });
}
