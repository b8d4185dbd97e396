import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { type Merchant, openMerchantApp, placeOrder } from '../test/orders';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
  for (let index = 0; index < 6; index++) await placeOrder(t, merchant);
});
afterAll(() => t.close());

const list = (encoding?: string) =>
  t.app.inject({
    url: '/api/platform/quiqdash/orders?limit=50',
    headers: {
      authorization: `Bearer ${merchant.token}`,
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });

describe('compressed answers', () => {
  it('sends the orders list in brotli or gzip to a client that accepts it, the same JSON once unpacked', async () => {
    const plain = await list();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await list('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(brotli.rawPayload).toString();
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'OK' });
  });
});
