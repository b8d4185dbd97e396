import {
  type FulfilmentOrder,
  type FulfilmentOrderList,
  type InboundList,
  type InventoryItem,
  type InventoryList,
  type MovementList,
  type Product,
  type ProductList,
  STOCK_MOVEMENT_MESSAGES,
  type StaffFulfilmentOrderList,
  type StaffInboundList,
} from '@sameday/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, staffAuditLog } from '../../db/schema';
import {
  createProduct,
  type FulfilmentWorld,
  fulfilmentOrderBody,
  internalOrder,
  moveTo,
  newFulfilmentMerchant,
  openFulfilmentApp,
  placeFulfilmentOrder,
  postFulfilmentOrder,
  stockUp,
} from '../../test/fulfilment';
import { expectError, NOT_VALID } from '../../test/identity';
import { carrierEvent, putInState } from '../../test/orders';
import { call, type Member, newMember, ok } from '../../test/teams';

let world: FulfilmentWorld;
let merchant: Member;
beforeAll(async () => {
  world = await openFulfilmentApp();
  merchant = await newFulfilmentMerchant(world);
});
afterAll(async () => world?.t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, token: string, body?: unknown) =>
  call(world.t.app, method, `/api/fulfilment${path}`, token, body);
const stock = async (sku: string, who = merchant) =>
  ok<InventoryItem>(await api('GET', `/inventory/${sku}`, who.token));
const order = async (id: string, who = merchant) => ok<FulfilmentOrder>(await api('GET', `/orders/${id}`, who.token));
/** The staff audit log's entries about one target, oldest first. */
const auditOf = (targetId: string) =>
  world.t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.targetId, targetId))
    .orderBy(asc(staffAuditLog.id));

describe('fulfilment capability', () => {
  it('refuses fulfilment work to an account operations have not set up, and takes its contact request', async () => {
    const outsider = await newMember(world.t.app);
    expectError(
      await api('POST', '/products', outsider.token, { sku: 'NOPE-1', name: 'Nope' }),
      412,
      'failed_precondition',
      'Fulfilment is not set up for this account. Contact fulfilment to start.',
    );
    expect(ok<{ enabled: boolean }>(await api('GET', '/capability', outsider.token)).enabled).toBe(false);
    const decide = () =>
      call(world.t.app, 'POST', '/featureflags/decide', outsider.token, {
        Feature: 'fulfillment-setup-completed',
        Identifier: outsider.salesforceId,
      });
    expect(ok<{ Enabled: boolean }>(await decide()).Enabled).toBe(false);

    const asked = ok<{ message: string }>(
      await api('POST', '/contact-requests', outsider.token, {
        contactName: 'Omar Haddad',
        phone: '+971501234567',
        monthlyOrders: '100_500',
        message: 'We sell perfumes',
      }),
    );
    expect(asked.message).toBe('Thank you. Our fulfilment team will contact you shortly.');
    await expect.poll(() => world.t.mails.find((m) => m.to === 'fulfilment@sameday.ae')?.text).toContain('Omar Haddad');
    expect(
      ok<{ contactRequestedAt: string | null }>(await api('GET', '/capability', outsider.token)).contactRequestedAt,
    ).not.toBeNull();

    // Only operations set the capability; then the sidebar's flag follows it.
    expectError(
      await api('PUT', `/accounts/${outsider.accountId}/capability`, outsider.token, { enabled: true }),
      403,
      'permission_denied',
      'This is for Sameday operations staff only.',
    );
    const granted = ok<{ enabled: boolean; grantedBy: { name: string } }>(
      await api('PUT', `/accounts/${outsider.accountId}/capability`, world.staff.token, { enabled: true }),
    );
    expect(granted.enabled).toBe(true);
    expect(granted.grantedBy.name).toBe(world.staff.fullName);
    expect(ok<{ Enabled: boolean }>(await decide()).Enabled).toBe(true);
  });
});

describe('products', () => {
  it('creates, reads, changes and archives a product; a SKU is unique in the account', async () => {
    const created = await createProduct(world, merchant, 'TEA-GREEN', {
      barcode: '6291041500213',
      hsCode: '0902.10',
      countryOfOrigin: 'AE',
    });
    expect(created).toMatchObject({
      sku: 'TEA-GREEN',
      isBundle: false,
      stock: { onHand: 0, available: 0, lowStock: true },
    });
    expectError(
      await api('POST', '/products', merchant.token, { sku: 'TEA-GREEN', name: 'Again' }),
      409,
      'already_exists',
      'This SKU is already used by another product',
    );
    const changed = ok<Product>(
      await api('PATCH', '/products/TEA-GREEN', merchant.token, { name: 'Green tea 100 g', lowStockThreshold: 5 }),
    );
    expect(changed).toMatchObject({ name: 'Green tea 100 g', lowStockThreshold: 5, barcode: '6291041500213' });
    const archived = ok<Product>(await api('PATCH', '/products/TEA-GREEN', merchant.token, { archived: true }));
    expect(archived.archived).toBe(true);
    const active = ok<ProductList>(await api('GET', '/products?q=tea', merchant.token));
    expect(active.products.map((p) => p.sku)).not.toContain('TEA-GREEN');
    const all = ok<ProductList>(await api('GET', '/products?q=tea&status=all', merchant.token));
    expect(all.products.map((p) => p.sku)).toContain('TEA-GREEN');
  });

  it('answers field errors in the error shape', async () => {
    const response = await api('POST', '/products', merchant.token, {
      sku: 'bad sku!',
      name: '',
      imageUrl: 'http://x.test/a.png',
    });
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    const fields = (response.json() as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['sku', 'name', 'imageUrl']));
  });

  it('lists products searched, sorted and a page at a time', async () => {
    for (const sku of ['LIST-C', 'LIST-A', 'LIST-B']) await createProduct(world, merchant, sku);
    const page1 = ok<ProductList>(await api('GET', '/products?q=LIST-&sort=sku&limit=2&page=1', merchant.token));
    expect(page1.products.map((p) => p.sku)).toEqual(['LIST-A', 'LIST-B']);
    expect(page1.total).toBe(3);
    const page2 = ok<ProductList>(await api('GET', '/products?q=LIST-&sort=sku&limit=2&page=2', merchant.token));
    expect(page2.products.map((p) => p.sku)).toEqual(['LIST-C']);
    const desc = ok<ProductList>(await api('GET', '/products?q=LIST-&sort=sku&sort_desc=true', merchant.token));
    expect(desc.products.map((p) => p.sku)).toEqual(['LIST-C', 'LIST-B', 'LIST-A']);
  });
});

describe('products as CSV', () => {
  it('exports the products and imports a file row by row, answering the invalid rows', async () => {
    await createProduct(world, merchant, 'CSV-1', { unitValueMinor: 1250, name: '=HYPERLINK("x")' });
    const exported = await api('GET', '/product-files/export', merchant.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'sku,name,barcode,weight_kg,length_cm,width_cm,height_cm,unit_value,currency,hs_code,country_of_origin,image_url,low_stock_threshold',
    );
    expect(lines.find((l) => l.startsWith('CSV-1,'))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.find((l) => l.startsWith('CSV-1,'))).toContain('12.50');

    const csv = [
      'sku,name,weight_kg,unit_value,low_stock_threshold',
      'CSV-1,Renamed by file,0.5,20,3',
      'CSV-2,New from file,1,9.99,0',
      'bad sku,Broken,abc,1,0',
      'CSV-2,Twice,1,1,0',
    ].join('\n');
    const boundary = 'sameday-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/platform/api/fulfilment/product-files/import',
      headers: {
        authorization: `Bearer ${merchant.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const result = ok<{ created: number; updated: number; errors: { row: number; errors: { field: string }[] }[] }>(
      response,
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    expect(result.errors.map((e) => e.row)).toEqual([4, 5]);
    expect(result.errors[0]?.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['sku', 'weightKg']));
    expect(ok<Product>(await api('GET', '/products/CSV-1', merchant.token))).toMatchObject({
      name: 'Renamed by file',
      unitValueMinor: 2000,
      lowStockThreshold: 3,
    });
    expect(ok<Product>(await api('GET', '/products/CSV-2', merchant.token)).unitValueMinor).toBe(999);
  });
});

describe('inventory and inbound', () => {
  it('receives an inbound shipment once, with its differences, and keeps every movement', async () => {
    await createProduct(world, merchant, 'SOAP-1');
    await createProduct(world, merchant, 'SOAP-2');
    const announced = ok<{ id: string; state: string }>(
      await api('POST', '/inbound', merchant.token, {
        expectedDate: '2026-12-01',
        lines: [
          { sku: 'SOAP-1', quantity: 10 },
          { sku: 'SOAP-2', quantity: 5 },
        ],
      }),
    );
    expect(announced.state).toBe('announced');
    expectError(
      await api('POST', `/inbound/${announced.id}/receive`, merchant.token, { lines: [] }),
      403,
      'permission_denied',
      'This is for Sameday operations staff only.',
    );
    const received = ok<{ state: string; hasDifferences: boolean; lines: { sku: string; difference: number }[] }>(
      await api('POST', `/inbound/${announced.id}/receive`, world.staff.token, {
        lines: [
          { sku: 'SOAP-1', receivedQuantity: 9 },
          { sku: 'SOAP-2', receivedQuantity: 5 },
        ],
      }),
    );
    expect(received).toMatchObject({ state: 'received', hasDifferences: true });
    expect(received.lines).toEqual([
      expect.objectContaining({ sku: 'SOAP-1', difference: -1 }),
      expect.objectContaining({ sku: 'SOAP-2', difference: 0 }),
    ]);
    expectError(
      await api('POST', `/inbound/${announced.id}/receive`, world.staff.token, { lines: [] }),
      412,
      'failed_precondition',
      'This inbound shipment has already been received',
    );
    expect(await stock('SOAP-1')).toMatchObject({ onHand: 9, reserved: 0, available: 9 });
    // Operations' receipt is in the staff audit log, once (the refused second receipt left nothing).
    const receipts = await auditOf(announced.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      actorUserId: world.staff.userId,
      action: 'fulfilment.inbound_received',
      targetType: 'inbound_shipment',
      accountId: merchant.accountId,
      before: { state: 'announced' },
      after: {
        state: 'received',
        lines: expect.arrayContaining([
          expect.objectContaining({ sku: 'SOAP-1', expectedQuantity: 10, receivedQuantity: 9 }),
          expect.objectContaining({ sku: 'SOAP-2', expectedQuantity: 5, receivedQuantity: 5 }),
        ]),
      },
    });
    const moves = ok<MovementList>(await api('GET', '/inventory/SOAP-1/movements', merchant.token));
    expect(moves.movements.map((m) => [m.kind, m.onHandDelta])).toEqual([['inbound_receipt', 9]]);

    const list = ok<InventoryList>(
      await api('GET', '/inventory?sku=SOAP&sort=on_hand&sort_desc=true&limit=1&page=1', merchant.token),
    );
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.sku)).toEqual(['SOAP-1']);
    const byName = ok<InventoryList>(await api('GET', '/inventory?product_name=Product%20SOAP-2', merchant.token));
    expect(byName.items.map((i) => i.sku)).toEqual(['SOAP-2']);
  });

  it('counts a filtered inventory search up to 1,000 matches ("1,000+"), and exactly when unfiltered', async () => {
    const big = await newFulfilmentMerchant(world);
    await world.t.database.db.execute(sql`
      insert into fulfilment_products (id, account_id, sku, name, created_by_name)
      select 'ffp_cap_' || n, ${big.accountId}, 'CAP-' || lpad(n::text, 4, '0'), 'Capped oud ' || n, 'Bench'
      from generate_series(1, 1005) as n`);
    const list = async (query: string) =>
      ok<InventoryList>(await api('GET', `/inventory?limit=25&${query}`, big.token));
    expect(await list('page=1')).toMatchObject({ total: 1005, totalCapped: false });
    const capped = await list('product_name=oud&page=1');
    expect(capped).toMatchObject({ total: 1000, totalCapped: true });
    expect(capped.items).toHaveLength(25);
    // A page past the cap is still answered, counted through that page.
    const last = await list('product_name=oud&page=41');
    expect(last).toMatchObject({ total: 1005, totalCapped: false });
    expect(last.items.map((item) => item.sku)).toEqual(['CAP-1001', 'CAP-1002', 'CAP-1003', 'CAP-1004', 'CAP-1005']);
    expect(await list('sku=CAP-100')).toMatchObject({ total: 6, totalCapped: false });
  });

  it('lets operations adjust on hand with a reason, never below what is reserved', async () => {
    await createProduct(world, merchant, 'ADJ-1');
    await stockUp(world, merchant, [{ sku: 'ADJ-1', quantity: 4 }]);
    await placeFulfilmentOrder(world, merchant, [{ sku: 'ADJ-1', quantity: 3 }]);
    const body = { accountId: merchant.accountId, location: 'dubai', delta: -2, reason: 'Damaged in the aisle' };
    expectError(
      await api('POST', '/inventory/ADJ-1/adjustments', world.staff.token, body),
      412,
      'failed_precondition',
      'Stock on hand cannot go below what is reserved',
    );
    const adjusted = ok<InventoryItem>(
      await api('POST', '/inventory/ADJ-1/adjustments', world.staff.token, { ...body, delta: -1 }),
    );
    expect(adjusted).toMatchObject({ onHand: 3, reserved: 3, available: 0, outOfStock: true });
    // The refused adjustment rolled back with its audit entry; the accepted one is there.
    const trail = (
      await world.t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'fulfilment.stock_adjusted'))
    ).filter((entry) => (entry.after as { sku?: string } | null)?.sku === 'ADJ-1');
    expect(trail.map((entry) => [entry.targetType, entry.actorUserId, entry.accountId])).toEqual([
      ['product', world.staff.userId, merchant.accountId],
    ]);
    expect(trail[0]?.after).toEqual({
      sku: 'ADJ-1',
      location: 'dubai',
      kind: 'adjustment',
      delta: -1,
      reason: 'Damaged in the aisle',
    });
  });
});

describe('fulfilment orders', () => {
  it('reserves on creation, waits without stock, and reserves waiting orders on receipt, oldest first', async () => {
    await createProduct(world, merchant, 'CUP-1');
    await stockUp(world, merchant, [{ sku: 'CUP-1', quantity: 3 }]);
    const first = await placeFulfilmentOrder(world, merchant, [{ sku: 'CUP-1', quantity: 2 }]);
    expect(first.state).toBe('reserved');
    const older = await placeFulfilmentOrder(world, merchant, [{ sku: 'CUP-1', quantity: 2 }]);
    const newer = await placeFulfilmentOrder(world, merchant, [{ sku: 'CUP-1', quantity: 2 }]);
    expect([older.state, newer.state]).toEqual(['awaiting_stock', 'awaiting_stock']);
    expect(await stock('CUP-1')).toMatchObject({ onHand: 3, reserved: 2, available: 1 });

    await stockUp(world, merchant, [{ sku: 'CUP-1', quantity: 1 }]);
    expect((await order(older.id)).state).toBe('reserved');
    expect((await order(newer.id)).state).toBe('awaiting_stock');

    // Cancelling gives the stock back, which the waiting order takes.
    const cancelled = ok<FulfilmentOrder>(await api('POST', `/orders/${first.id}/cancel`, merchant.token));
    expect(cancelled.state).toBe('cancelled');
    expect((await order(newer.id)).state).toBe('reserved');
    expect(await stock('CUP-1')).toMatchObject({ onHand: 4, reserved: 4, available: 0 });
    const list = ok<FulfilmentOrderList>(await api('GET', '/orders?state=reserved', merchant.token));
    expect(list.counts.cancelled).toBeGreaterThanOrEqual(1);
    expect(list.orders.every((o) => o.state === 'reserved')).toBe(true);
  });

  it('sells a bundle by drawing its components', async () => {
    await createProduct(world, merchant, 'KIT-SHAMPOO');
    await createProduct(world, merchant, 'KIT-COMB');
    const bundle = await createProduct(world, merchant, 'KIT-BOX', {
      components: [
        { sku: 'KIT-SHAMPOO', quantity: 2 },
        { sku: 'KIT-COMB', quantity: 1 },
      ],
    });
    expect(bundle.isBundle).toBe(true);
    expectError(
      await api('POST', '/products', merchant.token, {
        sku: 'KIT-BIG',
        name: 'Big',
        components: [{ sku: 'KIT-BOX', quantity: 1 }],
      }),
      400,
      'invalid_argument',
      'A bundle is made of products, not of other bundles',
    );
    await stockUp(world, merchant, [
      { sku: 'KIT-SHAMPOO', quantity: 5 },
      { sku: 'KIT-COMB', quantity: 5 },
    ]);
    expect((await stock('KIT-BOX')).available).toBe(2);
    const sold = await placeFulfilmentOrder(world, merchant, [{ sku: 'KIT-BOX', quantity: 2 }]);
    expect(sold.state).toBe('reserved');
    expect(await stock('KIT-SHAMPOO')).toMatchObject({ reserved: 4, available: 1 });
    expect(await stock('KIT-COMB')).toMatchObject({ reserved: 2, available: 3 });
    const short = await placeFulfilmentOrder(world, merchant, [{ sku: 'KIT-BOX', quantity: 1 }]);
    expect(short.state).toBe('awaiting_stock');
    expect(await stock('KIT-COMB')).toMatchObject({ reserved: 2 });
  });

  it('edits lines and recipient until picking, then refuses', async () => {
    await createProduct(world, merchant, 'PEN-1');
    await stockUp(world, merchant, [{ sku: 'PEN-1', quantity: 5 }]);
    const placed = await placeFulfilmentOrder(world, merchant, [{ sku: 'PEN-1', quantity: 1 }]);
    const edited = ok<FulfilmentOrder>(
      await api('PATCH', `/orders/${placed.id}`, merchant.token, {
        lines: [{ sku: 'PEN-1', quantity: 4 }],
        recipient: { ...fulfilmentOrderBody([]).recipient, name: 'Aisha Rahman' },
      }),
    );
    expect(edited).toMatchObject({
      state: 'reserved',
      lines: [{ sku: 'PEN-1', quantity: 4 }],
      recipient: { name: 'Aisha Rahman' },
    });
    expect(await stock('PEN-1')).toMatchObject({ reserved: 4, available: 1 });
    await moveTo(world, placed.id, 'picking');
    expectError(
      await api('PATCH', `/orders/${placed.id}`, merchant.token, { lines: [{ sku: 'PEN-1', quantity: 1 }] }),
      412,
      'failed_precondition',
      'The order can be changed only until picking starts',
    );
  });

  it('hands over once: one delivery order, linked both ways, however often it is retried at once', async () => {
    await createProduct(world, merchant, 'LAMP-1', { weightKg: 1.2 });
    await stockUp(world, merchant, [{ sku: 'LAMP-1', quantity: 2 }]);
    const placed = await placeFulfilmentOrder(world, merchant, [{ sku: 'LAMP-1', quantity: 2 }]);
    expectError(
      await api('POST', `/orders/${placed.id}/state`, world.staff.token, { state: 'packed' }),
      412,
      'failed_precondition',
      'The order cannot move to this state now',
    );
    await moveTo(world, placed.id, 'picking');
    await moveTo(world, placed.id, 'packed');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', `/orders/${placed.id}/state`, world.staff.token, { state: 'handed_over' }),
      ),
    );
    const orders = answers.map((answer) => ok<FulfilmentOrder>(answer));
    const ids = new Set(orders.map((o) => o.deliveryOrderId));
    expect(ids.size).toBe(1);
    const deliveryId = [...ids][0] as string;
    // Each move is audited once; the five retries of the handover and the refused move wrote nothing.
    expect((await auditOf(placed.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['fulfilment.order_moved', { state: 'reserved' }, { state: 'picking' }],
      ['fulfilment.order_moved', { state: 'picking' }, { state: 'packed' }],
      ['fulfilment.order_moved', { state: 'packed' }, { state: 'handed_over' }],
    ]);
    expect(deliveryId).toBeTruthy();
    const delivery = ok<{ partnerOrderId: string; items: { quantity: number }[] }>(
      await call(world.t.app, 'GET', `/quiqdash/order/${deliveryId}`, merchant.token),
    );
    expect(delivery.partnerOrderId).toBe(placed.id);
    expect(delivery.items[0]?.quantity).toBe(2);
    const listed = ok<{ orders: { partnerOrderId: string | null }[] }>(
      await call(world.t.app, 'GET', `/quiqdash/orders?q=${placed.id}`, merchant.token),
    );
    expect(listed.orders.filter((o) => o.partnerOrderId === placed.id)).toHaveLength(1);
    expect(await stock('LAMP-1')).toMatchObject({ onHand: 0, reserved: 0 });
    const movements = ok<MovementList>(await api('GET', '/inventory/LAMP-1/movements', merchant.token)).movements;
    expect(movements.map((m) => m.kind)).toEqual(['pick', 'reservation', 'inbound_receipt']);
    // The pick says why in the ledger's words, so the dashboard reads it back in Arabic.
    expect(movements[0]?.reason).toBe('Handed over');
    expect(movements[0]?.reason).toBe(STOCK_MOVEMENT_MESSAGES.handedOver);
    // The delivery order follows its own lifecycle; delivered, the fulfilment order is delivered.
    await putInState(world.t, deliveryId, 'out_for_delivery');
    ok(await carrierEvent(world.t, { order_id: deliveryId, delivery_status: 'delivered' }));
    expect((await order(placed.id)).state).toBe('delivered');
    expectError(
      await api('POST', `/orders/${placed.id}/cancel`, merchant.token),
      412,
      'failed_precondition',
      'The order can no longer be cancelled',
    );
  });
});

describe('the internal path', () => {
  it('needs the x-api-key header and answers a retry with the same externalId with the first order', async () => {
    await createProduct(world, merchant, 'INT-1');
    const body = {
      ...fulfilmentOrderBody([{ sku: 'INT-1', quantity: 1 }]),
      accountId: merchant.accountId,
      externalId: 'shop-1001',
    };
    expectError(
      await internalOrder(world, body, 'wrong'),
      401,
      'unauthenticated',
      'A valid x-api-key header is required.',
    );
    const first = ok<FulfilmentOrder>(await internalOrder(world, body));
    expect(first).toMatchObject({ source: 'internal', state: 'awaiting_stock' });
    const again = ok<FulfilmentOrder>(await internalOrder(world, body));
    expect(again.id).toBe(first.id);
  });
});

describe('tenant isolation', () => {
  it("answers not_found for another account's SKU or order on every route", async () => {
    await createProduct(world, merchant, 'MINE-1');
    await stockUp(world, merchant, [{ sku: 'MINE-1', quantity: 1 }]);
    const mine = await placeFulfilmentOrder(world, merchant, [{ sku: 'MINE-1', quantity: 1 }]);
    const shipment = ok<{ id: string }>(
      await api('POST', '/inbound', merchant.token, {
        expectedDate: '2026-12-01',
        lines: [{ sku: 'MINE-1', quantity: 1 }],
      }),
    );
    const intruder = await newFulfilmentMerchant(world);
    const routes = [
      ['GET', '/products/MINE-1', undefined],
      ['PATCH', '/products/MINE-1', { name: 'Hijacked' }],
      ['GET', '/inventory/MINE-1', undefined],
      ['GET', '/inventory/MINE-1/movements', undefined],
      ['GET', `/orders/${mine.id}`, undefined],
      ['PATCH', `/orders/${mine.id}`, { recipient: fulfilmentOrderBody([]).recipient }],
      ['POST', `/orders/${mine.id}/cancel`, undefined],
      ['GET', `/inbound/${shipment.id}`, undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const response = await api(method, path, intruder.token, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // Their SKU in my order or shipment is no SKU at all.
    expectError(
      await postFulfilmentOrder(world, intruder, [{ sku: 'MINE-1', quantity: 1 }]),
      400,
      'invalid_argument',
      'No product with this SKU',
    );
    expect(ok<InventoryList>(await api('GET', '/inventory', intruder.token)).total).toBe(0);
    expect((await order(mine.id)).state).toBe('reserved');
  });
});

describe("operations' work lists", () => {
  it('lists every account’s shipments and orders to operations only, or one account’s when asked', async () => {
    const other = await newFulfilmentMerchant(world);
    await createProduct(world, other, 'LIST-1');
    const shipment = ok<{ id: string }>(
      await api('POST', '/inbound', other.token, {
        expectedDate: '2026-12-01',
        lines: [{ sku: 'LIST-1', quantity: 2 }],
      }),
    );
    const waiting = await placeFulfilmentOrder(world, other, [{ sku: 'LIST-1', quantity: 1 }]);
    const staffList = (path: string, token = world.staff.token) =>
      call(world.t.app, 'GET', `/admin/fulfilment${path}`, token);

    for (const path of ['/inbound', '/orders'])
      expectError(
        await staffList(path, other.token),
        403,
        'permission_denied',
        'This is for Sameday operations staff only.',
      );

    const announced = ok<InboundList>(await staffList('/inbound?state=announced&limit=100'));
    expect(announced.shipments.map((s) => s.id)).toContain(shipment.id);
    expect(announced.shipments.every((s) => s.state === 'announced')).toBe(true);
    const ofOne = ok<StaffInboundList>(await staffList(`/inbound?accountId=${other.accountId}`));
    expect(ofOne.shipments.map((s) => [s.id, s.accountId])).toEqual([[shipment.id, other.accountId]]);
    // The lists name the accounts they show.
    const [named] = await world.t.database.db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, other.accountId));
    expect(ofOne.accounts).toEqual([named]);

    const everyOrder = ok<StaffFulfilmentOrderList>(await staffList('/orders?limit=100'));
    expect(new Set(everyOrder.orders.map((o) => o.accountId)).size).toBeGreaterThan(1);
    expect(everyOrder.accounts.map((a) => a.id).sort()).toEqual(
      [...new Set(everyOrder.orders.map((o) => o.accountId))].sort(),
    );
    expect(everyOrder.accounts.every((a) => a.name.length > 0)).toBe(true);
    const theirs = ok<FulfilmentOrderList>(
      await staffList(`/orders?accountId=${other.accountId}&state=awaiting_stock`),
    );
    expect(theirs.orders.map((o) => o.id)).toEqual([waiting.id]);
    expect(theirs.counts.awaiting_stock).toBe(1);
  });
});
