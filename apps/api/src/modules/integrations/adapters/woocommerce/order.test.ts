import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../../../test/stand-ins/woocommerce/orders';
import { checkStoreUrl } from '../../store-url';
import { orderEvent } from './order';
import { isWooPing, wooDeliveryId, wooShopOf } from './webhook';

describe('a WooCommerce order read into a shop order', () => {
  it('reads a cash-on-delivery order with its shipping address, items and shipping method', () => {
    const event = orderEvent('order.created', sampleOrder({ id: 77, number: 'WC-77', customer_note: 'Ring twice' }));
    expect(event).toEqual({
      kind: 'order_upsert',
      order: expect.objectContaining({
        shopOrderId: '77',
        orderNumber: 'WC-77',
        status: 'open',
        cashOnDelivery: true,
        total: '149.00',
        currency: 'AED',
        shippingMethods: ['Same day delivery'],
        note: 'Ring twice',
        items: [{ sku: 'DATES-500', name: 'Date gift box', quantity: 1, unitPrice: '124.00' }],
        recipient: expect.objectContaining({
          name: 'Layla Haddad',
          phone: '+971501234567',
          city: 'Dubai',
          countryCode: 'AE',
        }),
      }),
    });
    if (event.kind === 'order_upsert') expect(event.order.createdAt).toMatch(/Z$/);
  });

  it('treats a paid or card order as prepaid, and falls back to the billing address', () => {
    const paid = orderEvent('order.updated', sampleOrder({ date_paid_gmt: '2026-11-24T08:00:00' }));
    const card = orderEvent('order.updated', sampleOrder({ payment_method: 'stripe', shipping: {} }));
    expect(paid).toMatchObject({ order: { cashOnDelivery: false } });
    expect(card).toMatchObject({ order: { cashOnDelivery: false, recipient: { email: 'layla@example.com' } } });
  });

  it('cancels on cancelled, refunded and failed; deletes on trash and order.deleted; ignores the rest', () => {
    for (const status of ['cancelled', 'refunded', 'failed'])
      expect(orderEvent('order.updated', sampleOrder({ status })).kind).toBe('order_cancelled');
    expect(orderEvent('order.updated', sampleOrder({ id: 5, status: 'trash' }))).toEqual({
      kind: 'order_deleted',
      shopOrderId: '5',
    });
    expect(orderEvent('order.deleted', { id: 9 })).toEqual({ kind: 'order_deleted', shopOrderId: '9' });
    expect(orderEvent('order.created', sampleOrder({ status: 'pending' }))).toMatchObject({ kind: 'ignored' });
    expect(orderEvent('order.updated', sampleOrder({ status: 'completed' }))).toMatchObject({ kind: 'ignored' });
    expect(orderEvent('order.created', { nonsense: true })).toMatchObject({ kind: 'ignored' });
    expect(orderEvent('product.created', sampleOrder())).toMatchObject({ kind: 'ignored' });
  });
});

describe('webhook headers', () => {
  it('recognises the unsigned ping a new webhook sends, and nothing else as a ping', () => {
    expect(isWooPing(Buffer.from('webhook_id=12'), {})).toBe(true);
    expect(isWooPing(Buffer.from('webhook_id=12'), { 'x-wc-webhook-signature': 'abc' })).toBe(false);
    expect(isWooPing(Buffer.from('{"id":12}'), {})).toBe(false);
  });

  it('needs both the webhook id and the delivery id; reads the source as the store', () => {
    expect(wooDeliveryId({ 'x-wc-webhook-id': '3', 'x-wc-webhook-delivery-id': 'abc123' })).toBe('3:abc123');
    expect(wooDeliveryId({ 'x-wc-webhook-delivery-id': 'abc123' })).toBeNull();
    expect(wooDeliveryId({ 'x-wc-webhook-id': '3;drop', 'x-wc-webhook-delivery-id': 'abc' })).toBeNull();
    expect(wooShopOf({ 'x-wc-webhook-source': 'https://Shop.Example.com/' })).toBe('shop.example.com');
    expect(wooShopOf({})).toBeNull();
  });
});

describe('the store address', () => {
  it('accepts https stores, with or without the scheme, in a sub-folder too', () => {
    expect(checkStoreUrl('shop.example.com', [])).toEqual({
      ok: true,
      url: 'https://shop.example.com',
      shop: 'shop.example.com',
    });
    expect(checkStoreUrl('https://Example.ae/store/', [])).toEqual({
      ok: true,
      url: 'https://example.ae/store',
      shop: 'example.ae/store',
    });
  });

  it('refuses http, credentials, queries, addresses, local names and odd paths', () => {
    for (const bad of [
      'http://shop.example.com',
      'https://user:pw@shop.example.com',
      'https://shop.example.com@evil.example',
      'https://shop.example.com/?x=1',
      'https://shop.example.com/#a',
      'https://127.0.0.1',
      'https://localhost',
      'https://169.254.169.254/latest',
      'https://shop.example.com/a/../b',
      'https://shop.example.com/%2e%2e/',
      'ftp://shop.example.com',
      '',
    ])
      expect(checkStoreUrl(bad, []).ok, bad).toBe(false);
  });

  it('lets plain http through only for the hosts configuration names', () => {
    expect(checkStoreUrl('http://127.0.0.1:34601', ['127.0.0.1'])).toEqual({
      ok: true,
      url: 'http://127.0.0.1:34601',
      shop: '127.0.0.1:34601',
    });
    expect(checkStoreUrl('http://10.0.0.1:80', ['127.0.0.1']).ok).toBe(false);
  });
});
