import { NESTING_MAX_DEPTH, TEXT_MESSAGES } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM, registerBody, type TestApp } from '../test/harness';
import { bearer, expectError, fieldMessage } from '../test/identity';
import { type Merchant, newMerchant, orderBody, placeOrder, postOrder, withRecipient } from '../test/orders';
import { addressBody, call, ok } from '../test/teams';

let t: TestApp;
let merchant: Merchant;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t);
  orderId = (await placeOrder(t, merchant)).id;
});
afterAll(() => t.close());

const countRows = async (table: string) =>
  Number(
    ((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] })
      .rows[0]?.n,
  );

/** Answers invalid_argument naming the field, in the error shape, never a 500. */
function expectRefusedField(response: Awaited<ReturnType<typeof call>>, field: string) {
  expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
  expect(fieldMessage(response, field)).toBe(TEXT_MESSAGES.unsafe);
}

describe('NUL, lone surrogates and control characters', () => {
  it('refuse a pickup address with a NUL in its contact name and store nothing', async () => {
    const before = await countRows('addresses');
    const response = await call(t.app, 'POST', '/addresses', merchant.token, addressBody({ contactName: 'a\u0000b' }));
    expectRefusedField(response, 'contactName');
    expect(await countRows('addresses')).toBe(before);
  });

  it('refuse bank details with a NUL in the IBAN holder', async () => {
    const response = await call(t.app, 'PUT', '/finance/bank-details', merchant.token, {
      accountHolder: 'Omar\u0000Haddad',
      bankName: 'Emirates NBD',
      iban: 'AE070331234567890123456',
      swiftCode: 'EBILAEAD',
    });
    expectRefusedField(response, 'accountHolder');
  });

  it('refuse an order whose recipient name holds a lone surrogate, and one whose item holds a control', async () => {
    const before = await countRows('orders');
    expectRefusedField(
      await postOrder(t, merchant.token, withRecipient(merchant.pickupId, { name: 'x\uD800y' })),
      'recipient.name',
    );
    const items = [{ name: 'Box\u0007', quantity: 1, weightKg: 1 }];
    expectRefusedField(await postOrder(t, merchant.token, orderBody(merchant.pickupId, { items })), 'items.0.name');
    expect(await countRows('orders')).toBe(before);
  });

  it('refuse an order edit with a NUL and keep the order as it was', async () => {
    const response = await call(
      t.app,
      'PUT',
      `/quiqdash/order/${orderId}`,
      merchant.token,
      withRecipient(merchant.pickupId, { area: 'Marina\u0000' }),
    );
    expectRefusedField(response, 'recipient.area');
    const order = ok<{ dropoff: { area: string } }>(
      await call(t.app, 'GET', `/quiqdash/order/${orderId}`, merchant.token),
    );
    expect(order.dropoff.area).toBe('Dubai Marina');
  });

  it('refuse a sign-up with a NUL in the full name and create no user', async () => {
    const before = await countRows('users');
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/partner/register`,
      payload: registerBody({ full_name: 'abc\u0000def' }),
    });
    expectRefusedField(response, 'full_name');
    expect(await countRows('users')).toBe(before);
  });

  it('refuse a NUL in a search, a download filter and an order id in the path', async () => {
    const auth = { headers: bearer(merchant.token) };
    expectRefusedField(await t.app.inject({ url: `${PLATFORM}/quiqdash/orders?q=%00`, ...auth }), 'q');
    expectRefusedField(await t.app.inject({ url: `${PLATFORM}/quiqdash/orders/download?q=a%00b`, ...auth }), 'q');
    expectRefusedField(await t.app.inject({ url: `${PLATFORM}/quiqdash/order/%00`, ...auth }), 'id');
  });

  it('keep Arabic, emoji, bidi marks and formula-looking text exactly as sent', async () => {
    const name = 'خالد الشامسي \u202Eabc 📦';
    const notes = '=HYPERLINK("x")\'; drop table orders; --\nsecond line\ttab';
    const order = ok<{ id: string; dropoff: { name: string; notes: string } }>(
      await postOrder(t, merchant.token, withRecipient(merchant.pickupId, { name, notes })),
    );
    const read = ok<{ dropoff: { name: string; notes: string } }>(
      await call(t.app, 'GET', `/quiqdash/order/${order.id}`, merchant.token),
    );
    expect(read.dropoff.name).toBe(name);
    expect(read.dropoff.notes).toBe(notes);
  });
});

describe('deeply nested bodies', () => {
  /** A JSON body sent as written: the test's own serializer never walks it. */
  const postJson = (path: string, body: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${PLATFORM}${path}`,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload: body,
    });
  /** `levels` arrays, one inside the other, around `inner`. */
  const arrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
  /** `levels` objects, one inside the other, each under the key `a`, around `inner`. */
  const objects = (levels: number, inner = '1') =>
    `${'{"a":'.repeat(levels - 1)}{"a":${inner}}${'}'.repeat(levels - 1)}`;
  const expectTooDeep = (response: Awaited<ReturnType<typeof call>>, field: string) => {
    const body = expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(body.details.fields).toEqual([{ field, message: TEXT_MESSAGES.tooDeep }]);
  };

  it('answer 400 naming the field for arrays and objects 100,000 levels deep, on a public route and a signed-in one', async () => {
    const zeros = Array(NESTING_MAX_DEPTH).fill('0').join('.');
    const keys = Array(NESTING_MAX_DEPTH).fill('a').join('.');
    // 200 KB each, well under the 1 MB body limit.
    expectTooDeep(await postJson('/identity/identifier', arrays(100_000)), zeros);
    expectTooDeep(await postJson('/identity/identifier', objects(100_000)), keys);
    expectTooDeep(
      await postJson('/addresses', `{"contactName":"Omar","extra":${arrays(100_000)}}`, merchant.token),
      `extra.${Array(NESTING_MAX_DEPTH - 1)
        .fill('0')
        .join('.')}`,
    );
    expectTooDeep(await postJson('/quiqdash/orders', objects(100_000), merchant.token), keys);
  });

  it(`takes ${NESTING_MAX_DEPTH} levels and refuses one more`, async () => {
    const before = await countRows('addresses');
    const body = (levels: number) => JSON.stringify(addressBody()).replace(/}$/, `,"extra":${arrays(levels)}}`);
    // The body is one level, so `extra` may hold NESTING_MAX_DEPTH - 1.
    expect((await postJson('/addresses', body(NESTING_MAX_DEPTH - 1), merchant.token)).statusCode).toBe(200);
    expectTooDeep(
      await postJson('/addresses', body(NESTING_MAX_DEPTH), merchant.token),
      `extra.${Array(NESTING_MAX_DEPTH - 1)
        .fill('0')
        .join('.')}`,
    );
    expect(await countRows('addresses')).toBe(before + 1);
  });

  it('places an order from a body of nearly 1 MB nested to the limit, as before', async () => {
    const before = await countRows('orders');
    // 50 texts of 20,000 characters in the deepest array the limit allows: about 1,000,000 bytes.
    const texts = JSON.stringify(Array(50).fill('a'.repeat(20_000))).slice(1, -1);
    const body = JSON.stringify(orderBody(merchant.pickupId)).replace(
      /}$/,
      `,"extra":${arrays(NESTING_MAX_DEPTH - 1, texts)}}`,
    );
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await postJson('/quiqdash/orders', body, merchant.token);
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(await countRows('orders')).toBe(before + 1);
  });
});
