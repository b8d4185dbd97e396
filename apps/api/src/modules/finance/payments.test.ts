import { Writable } from 'node:stream';
import type { BankDetails, PaymentMethod } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage } from '../../test/identity';
import { call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

const VISA = '4111 1111 1111 1111';
const MASTERCARD = '5555555555554444';
/** A UAE IBAN with valid check digits (mod 97). */
const IBAN = 'AE07 0331 2345 6789 0123 456';

let t: TestApp;
let merchant: Member;
let other: Member;
const logLines: string[] = [];
const nextYear = new Date().getUTCFullYear() + 1;
const card = (overrides: Record<string, unknown> = {}) => ({
  holderName: 'Aisha Al Mansoori',
  cardNumber: VISA,
  expMonth: 12,
  expYear: nextYear,
  ...overrides,
});
const cards = async (token: string) =>
  ok<{ paymentMethods: PaymentMethod[] }>(await call(t.app, 'GET', '/finance/payment-methods', token)).paymentMethods;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'debug' }, { logStream });
  merchant = await newMember(t.app);
  other = await newMember(t.app);
});
afterAll(async () => t?.close());

describe('payment methods', () => {
  it('keeps only brand, last four digits, holder and expiry of a Luhn-valid card; the first is the default', async () => {
    const added = ok<PaymentMethod>(await call(t.app, 'POST', '/finance/payment-methods', merchant.token, card()));
    expect(added).toMatchObject({ brand: 'visa', last4: '1111', holderName: 'Aisha Al Mansoori', isDefault: true });
    const rows = await t.database.db.select().from(paymentMethods);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    expect(logLines.join('')).not.toContain('4111');
    const second = ok<PaymentMethod>(
      await call(t.app, 'POST', '/finance/payment-methods', merchant.token, card({ cardNumber: MASTERCARD })),
    );
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
  });

  it('refuses a number failing the Luhn check, an expired card and a missing holder, on their fields', async () => {
    const response = await call(
      t.app,
      'POST',
      '/finance/payment-methods',
      merchant.token,
      card({ cardNumber: '4111 1111 1111 1112', holderName: '' }),
    );
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(response, 'cardNumber')).toBe('This card number is not valid: check for a typing mistake');
    expect(fieldMessage(response, 'holderName')).toBeTruthy();
    expect(response.body).not.toContain('4111 1111 1111 1112');
    const expired = await call(
      t.app,
      'POST',
      '/finance/payment-methods',
      merchant.token,
      card({ expMonth: 1, expYear: 2020 }),
    );
    expect(fieldMessage(expired, 'expYear')).toBe('This card has expired');
  });

  it('sets the default and, when the default is removed, makes the newest remaining card the default', async () => {
    const [first, second] = await cards(merchant.token).then((list) =>
      [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    );
    const afterDefault = ok<{ paymentMethods: PaymentMethod[] }>(
      await call(t.app, 'POST', `/finance/payment-methods/${second?.id}/default`, merchant.token),
    ).paymentMethods;
    expect(afterDefault.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([second?.id]);
    const afterRemove = ok<{ paymentMethods: PaymentMethod[] }>(
      await call(t.app, 'DELETE', `/finance/payment-methods/${second?.id}`, merchant.token),
    ).paymentMethods;
    expect(afterRemove).toEqual([expect.objectContaining({ id: first?.id, isDefault: true })]);
  });

  it("answers not_found for another account's card and lists only the account's own", async () => {
    const [mine] = await cards(merchant.token);
    for (const [method, path] of [
      ['POST', `/finance/payment-methods/${mine?.id}/default`],
      ['DELETE', `/finance/payment-methods/${mine?.id}`],
    ] as const) {
      expectError(await call(t.app, method, path, other.token), 404, 'not_found', 'Payment method not found');
    }
    expect(await cards(other.token)).toEqual([]);
    expect(await cards(merchant.token)).toHaveLength(1);
  });
});

describe('bank details', () => {
  it('answers null until saved, then the saved details with the IBAN normalised', async () => {
    expect(ok(await call(t.app, 'GET', '/finance/bank-details', merchant.token))).toEqual({ bankDetails: null });
    const saved = ok<BankDetails>(
      await call(t.app, 'PUT', '/finance/bank-details', merchant.token, {
        accountHolder: 'Mansoori Perfumes LLC',
        bankName: 'Emirates NBD',
        iban: IBAN.toLowerCase(),
        swiftCode: 'ebiladxx',
      }),
    );
    expect(saved).toMatchObject({ iban: 'AE070331234567890123456', swiftCode: 'EBILADXX' });
    const read = ok<{ bankDetails: BankDetails }>(await call(t.app, 'GET', '/finance/bank-details', merchant.token));
    expect(read.bankDetails).toEqual(saved);
    const replaced = ok<BankDetails>(
      await call(t.app, 'PUT', '/finance/bank-details', merchant.token, {
        accountHolder: 'Mansoori Perfumes LLC',
        bankName: 'ADCB',
        iban: IBAN,
      }),
    );
    expect(replaced).toMatchObject({ bankName: 'ADCB', swiftCode: '' });
    expect(ok(await call(t.app, 'GET', '/finance/bank-details', other.token))).toEqual({ bankDetails: null });
  });

  it.each([
    ['AE08 0331 2345 6789 0123 456', 'This IBAN is not valid: check for a typing mistake'],
    ['GB82 WEST 1234 5698 7654 32', 'Enter a UAE IBAN (it starts with AE)'],
    ['AE07 0331 2345', 'A UAE IBAN is AE followed by 21 digits'],
  ])('refuses the IBAN %s on its field', async (iban, message) => {
    const response = await call(t.app, 'PUT', '/finance/bank-details', merchant.token, {
      accountHolder: 'Mansoori Perfumes LLC',
      bankName: 'Emirates NBD',
      iban,
      swiftCode: 'NOT A CODE',
    });
    expectError(response, 400, 'invalid_argument', 'Some fields are not valid.');
    expect(fieldMessage(response, 'iban')).toBe(message);
    expect(fieldMessage(response, 'swiftCode')).toBe('A SWIFT/BIC code has 8 or 11 letters and digits');
  });

  it('needs finance:write to change and finance:read to read', async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const { member } = await joinTeam(t, owner, 'operations');
    const read = await call(t.app, 'GET', '/finance/bank-details', member.token);
    expect(read.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:read' } });
    const write = await call(t.app, 'POST', '/finance/payment-methods', member.token, card());
    expect(write.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:write' } });
    const put = await call(t.app, 'PUT', '/finance/bank-details', member.token, {});
    expect(put.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:write' } });
  });
});
