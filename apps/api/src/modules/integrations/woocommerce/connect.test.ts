// The key exchange against the store's stand-in, on the test database: Sameday's callback listens on
// a real port (the store POSTs to it). The core's connectShop is played here by a small recorder that
// registers the webhooks through the adapter, until the core's own is wired in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type IntegrationConnection, WooKeysSchema } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { woocommerceConnectAttempts } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newMerchant } from '../../../test/orders';
import { startWooCommerceStandIn, type WooStandIn } from '../../../test/stand-ins/woocommerce/stand-in';
import type { Member } from '../../../test/teams';
import { createWooCommerceAdapter } from '../adapters/woocommerce/adapter';
import { beginConnect, type ConnectShop, connectOutcome, receiveKeys, type WooConnectDeps } from './connect';

let t: TestApp;
let store: WooStandIn;
let sameday: http.Server;
let deps: WooConnectDeps;
/** The adapter as configuration builds it, reaching the local stand-in store as a trusted host. */
const wooCommerceAdapter = createWooCommerceAdapter({
  woocommerceHttpHosts: ['127.0.0.1'],
  outbound: { trustedHosts: [], ports: [] },
});
let merchant: Member;
let other: Member;
const connected = new Map<string, { accountId: string; credentials: Record<string, string> }>();
const webhooks: Buffer[] = [];

const recordingConnectShop: ConnectShop = async (input) => {
  const holder = connected.get(input.shop);
  if (holder && holder.accountId !== input.accountId) throw new AppError('already_exists', 'Held by another account.');
  connected.set(input.shop, { accountId: input.accountId, credentials: input.credentials });
  const ref = {
    id: `conn-${input.accountId}`,
    shop: input.shop,
    credentials: input.credentials,
    webhookSecret: input.webhookSecret,
  };
  await wooCommerceAdapter.registerWebhooks(ref, `${deps.publicUrl}/webhooks`);
  const connection: IntegrationConnection = {
    id: ref.id,
    platform: 'woocommerce',
    shop: input.shop,
    shopName: null,
    status: 'connected',
    connectedAt: new Date().toISOString(),
    lastOrderAt: null,
    importedToday: 0,
    failedToday: 0,
  };
  return connection;
};

/** Sameday's side of the wire: the keys callback, and the webhook address (pings land there). */
function samedayServer() {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/webhooks') {
        webhooks.push(Buffer.concat(chunks));
        return res.writeHead(200).end();
      }
      const parsed = WooKeysSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString() || '{}'));
      if (!parsed.success) return res.writeHead(400).end();
      receiveKeys(deps, parsed.data).then(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}'),
        (error: unknown) => res.writeHead(error instanceof AppError ? error.httpStatus : 500).end(),
      );
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  store = await startWooCommerceStandIn();
  sameday = samedayServer();
  await new Promise<void>((resolve) => sameday.listen(0, '127.0.0.1', resolve));
  deps = {
    db: t.database.db,
    publicUrl: `http://127.0.0.1:${(sameday.address() as AddressInfo).port}`,
    httpHosts: ['127.0.0.1'],
    outbound: wooCommerceAdapter.outbound,
    connectShop: recordingConnectShop,
  };
  merchant = await newMerchant(t);
  other = await newMerchant(t);
});
afterAll(async () => {
  await store.close();
  await new Promise((resolve) => sameday.close(resolve));
  await t.close();
});
beforeEach(() => {
  connected.clear();
  store.decision = 'approve';
});

/** How connections name the stand-in store: its address without the scheme. */
const shopName = () => store.url.replace(/^http:\/\//, '');

/** The merchant's browser: opens the store's approval page, which answers with a redirect. */
async function approve(authorizeUrl: string) {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, location: new URL(answer.headers.get('location') ?? 'http://none/') };
}
const backQuery = (location: URL) =>
  Object.fromEntries(location.searchParams) as { success?: string; user_id?: string };

describe('connecting a WooCommerce store', () => {
  it('sends the merchant to the store, receives read-write keys, registers the webhooks and says so on return', async () => {
    const { authorizeUrl } = await beginConnect(deps, merchant.accountId, `${store.url}/`);
    const asked = new URL(authorizeUrl);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${store.url}/wc-auth/v1/authorize`);
    expect(asked.searchParams.get('app_name')).toBe('Sameday');
    expect(asked.searchParams.get('scope')).toBe('read_write');
    expect(asked.searchParams.get('callback_url')).toBe(`${deps.publicUrl}/api/platform/integrations/woocommerce/keys`);
    expect(asked.searchParams.get('return_url')).toBe(`${deps.publicUrl}/integrations/woocommerce`);

    const back = await approve(authorizeUrl);
    expect(back.status).toBe(302);
    expect(`${back.location.origin}${back.location.pathname}`).toBe(`${deps.publicUrl}/integrations/woocommerce`);
    expect(back.location.searchParams.get('success')).toBe('1');

    const key = store.keys.at(-1);
    expect(connected.get(shopName())).toEqual({
      accountId: merchant.accountId,
      credentials: { consumerKey: key?.consumerKey, consumerSecret: key?.consumerSecret, storeUrl: store.url },
    });
    expect([...store.webhooks.values()].map((hook) => hook.topic).sort()).toEqual([
      'order.created',
      'order.deleted',
      'order.updated',
    ]);
    expect(await connectOutcome(deps.db, merchant.accountId, backQuery(back.location))).toEqual({
      outcome: 'connected',
      message: expect.stringContaining('connected'),
      store: shopName(),
    });
    // Another account holding the same return address learns nothing.
    expect((await connectOutcome(deps.db, other.accountId, backQuery(back.location))).outcome).toBe('expired');
  });

  it('takes a state once: the same keys posted again are refused', async () => {
    const { authorizeUrl } = await beginConnect(deps, merchant.accountId, store.url);
    const state = new URL(authorizeUrl).searchParams.get('user_id') ?? '';
    await approve(authorizeUrl);
    const key = store.keys.at(-1);
    const again = receiveKeys(deps, {
      key_id: 99,
      user_id: state,
      consumer_key: key?.consumerKey ?? '',
      consumer_secret: key?.consumerSecret ?? '',
      key_permissions: 'read_write',
    });
    await expect(again).rejects.toMatchObject({ code: 'permission_denied' });
    const rows = await deps.db.select().from(woocommerceConnectAttempts);
    expect(JSON.stringify(rows)).not.toContain(state);
  });

  it('refuses an unknown or expired state, read-only keys, and a store another account holds; the store then deletes the keys', async () => {
    const forged = {
      key_id: 1,
      user_id: 'guessed',
      consumer_key: `ck_${'a'.repeat(40)}`,
      consumer_secret: `cs_${'b'.repeat(40)}`,
      key_permissions: 'read_write',
    };
    await expect(receiveKeys(deps, forged)).rejects.toMatchObject({ code: 'permission_denied' });

    const expired = await beginConnect(deps, merchant.accountId, store.url);
    const expiredState = new URL(expired.authorizeUrl).searchParams.get('user_id') ?? '';
    await deps.db.update(woocommerceConnectAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(receiveKeys(deps, { ...forged, user_id: expiredState })).rejects.toMatchObject({
      code: 'permission_denied',
    });

    const readOnly = await beginConnect(deps, merchant.accountId, store.url);
    const readOnlyState = new URL(readOnly.authorizeUrl).searchParams.get('user_id') ?? '';
    await expect(
      receiveKeys(deps, { ...forged, user_id: readOnlyState, key_permissions: 'read' }),
    ).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    expect((await connectOutcome(deps.db, merchant.accountId, { success: '1', user_id: readOnlyState })).outcome).toBe(
      'read_only',
    );

    await approve((await beginConnect(deps, other.accountId, store.url)).authorizeUrl);
    const keysBefore = store.keys.length;
    const attempt = await beginConnect(deps, merchant.accountId, store.url);
    const back = await approve(attempt.authorizeUrl);
    expect(back.status).toBe(401);
    expect(store.keys).toHaveLength(keysBefore);
    const state = new URL(attempt.authorizeUrl).searchParams.get('user_id') ?? '';
    expect((await connectOutcome(deps.db, merchant.accountId, { success: '1', user_id: state })).outcome).toBe(
      'already_exists',
    );
    expect(connected.get(shopName())?.accountId).toBe(other.accountId);
  });

  it('says denied when the merchant refuses in the store', async () => {
    store.decision = 'deny';
    const { authorizeUrl } = await beginConnect(deps, merchant.accountId, store.url);
    const back = await approve(authorizeUrl);
    expect(back.location.searchParams.get('success')).toBe('0');
    expect((await connectOutcome(deps.db, merchant.accountId, backQuery(back.location))).outcome).toBe('denied');
    expect(connected.size).toBe(0);
  });

  it('refuses a store address that is not https or not a public name, unless configuration allows that host', async () => {
    // An https public address (so WooCommerce is set up) and no plain-http store hosts.
    const strict = { ...deps, httpHosts: [], publicUrl: 'https://merchants.sameday.ae' };
    await expect(beginConnect(strict, merchant.accountId, store.url)).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    await expect(beginConnect(strict, merchant.accountId, 'https://10.0.0.5')).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    const rows = await deps.db
      .select()
      .from(woocommerceConnectAttempts)
      .where(eq(woocommerceConnectAttempts.store, 'https://10.0.0.5'));
    expect(rows).toEqual([]);
  });
});
