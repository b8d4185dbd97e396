import { TEXT_MESSAGES } from '@sameday/contract';
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
