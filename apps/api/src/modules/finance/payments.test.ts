import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type BankDetails, CARD_ENTRY_ELSEWHERE, type PaymentMethod } from '@sameday/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, fieldMessage } from '../../test/identity';
import { call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

const VISA = '4111 1111 1111 1111';
/** A UAE IBAN with valid check digits (mod 97). */
const IBAN = 'AE07 0331 2345 6789 0123 456';

let t: TestApp;
let merchant: Member;
let other: Member;
const logLines: string[] = [];
const nextYear = new Date().getUTCFullYear() + 1;
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

/** A saved card as the payment provider's page will leave it: brand, last four digits, expiry. */
async function saveCard(accountId: string, overrides: Partial<typeof paymentMethods.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(paymentMethods)
    .values({
      id: `pm_${randomUUID()}`,
      accountId,
      brand: 'visa',
      last4: '1111',
      holderName: 'Aisha Al Mansoori',
      expMonth: 12,
      expYear: nextYear,
      ...overrides,
    })
    .returning();
  return row as typeof paymentMethods.$inferSelect;
}

describe('payment methods', () => {
  it('refuses a card number, saying where cards are taken, and stores and logs nothing of it', async () => {
    const response = await call(t.app, 'POST', '/finance/payment-methods', merchant.token, {
      holderName: 'Aisha Al Mansoori',
      cardNumber: VISA,
      expMonth: 12,
      expYear: nextYear,
    });
    expectError(response, 412, 'failed_precondition', CARD_ENTRY_ELSEWHERE);
    expect(response.body).not.toContain('4111');
    expect(await t.database.db.select().from(paymentMethods)).toEqual([]);
    expect(await cards(merchant.token)).toEqual([]);
    expect(logLines.join('')).not.toContain('4111');
  });

  it('lists the saved cards by brand, last four digits and expiry, the default first', async () => {
    await saveCard(merchant.accountId, { isDefault: true, createdAt: new Date('2026-01-01T00:00:00Z') });
    await saveCard(merchant.accountId, { brand: 'mastercard', last4: '4444', expMonth: 3 });
    const listed = await cards(merchant.token);
    expect(listed.map(({ brand, last4, expMonth, isDefault }) => ({ brand, last4, expMonth, isDefault }))).toEqual([
      { brand: 'visa', last4: '1111', expMonth: 12, isDefault: true },
      { brand: 'mastercard', last4: '4444', expMonth: 3, isDefault: false },
    ]);
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

describe('stored card data', () => {
  it.each(['4111111111111111', '411', '11 1', 'abcd'])('cannot store %s as the last four digits', async (last4) => {
    await expect(saveCard(other.accountId, { last4 })).rejects.toThrow();
    expect(await cards(other.token)).toEqual([]);
  });

  it('migration 0011 cuts a stored number to its last four digits and takes one out of a holder name', {
    timeout: 60_000,
  }, async () => {
    // The migrations before 0011 in a folder of their own, then all of them on the same database.
    const folder = mkdtempSync(path.join(tmpdir(), 'sameday-migrations-'));
    const source = path.resolve(import.meta.dirname, '../../../drizzle');
    const journal = JSON.parse(readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const before = journal.entries.filter((entry) => entry.idx < 11);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const entry of before)
      copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    const client = new PGlite({ extensions: { pg_trgm, btree_gin } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      await client.exec(`
        insert into accounts (id, name, client_type, vertical, orders_per_month, phone)
          values ('acc_1', 'Mansoori Perfumes', 'business', 'retail', '1-100', '+971501234567');
        insert into payment_methods (id, account_id, brand, last4, holder_name, exp_month, exp_year) values
          ('pm_full', 'acc_1', 'visa', '4111 1111 1111 1234', 'Aisha 4111-1111-1111-1234', 12, 2030),
          ('pm_short', 'acc_1', 'card', '12', 'Omar', 1, 2031),
          ('pm_fine', 'acc_1', 'mastercard', '4444', 'Aisha Al Mansoori', 5, 2029);
      `);
      await migrate(db, { migrationsFolder: source });
      const { rows } = await client.query(
        'select id, brand, last4, holder_name, exp_month, exp_year from payment_methods order by id',
      );
      expect(rows).toEqual([
        {
          id: 'pm_fine',
          brand: 'mastercard',
          last4: '4444',
          holder_name: 'Aisha Al Mansoori',
          exp_month: 5,
          exp_year: 2029,
        },
        { id: 'pm_full', brand: 'visa', last4: '1234', holder_name: 'Aisha', exp_month: 12, exp_year: 2030 },
      ]);
      await expect(
        client.query(`update payment_methods set last4 = '4111111111111234' where id = 'pm_full'`),
      ).rejects.toThrow(/payment_methods_last4_check/);
    } finally {
      await client.close();
    }
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
    const write = await call(t.app, 'DELETE', '/finance/payment-methods/pm_none', member.token);
    expect(write.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:write' } });
    // A whole, valid body: the schema is checked before the permission (decision 017).
    const put = await call(t.app, 'PUT', '/finance/bank-details', member.token, {
      accountHolder: 'Mansoori Perfumes LLC',
      bankName: 'Emirates NBD',
      iban: IBAN,
      swiftCode: 'EBILADXX',
    });
    expect(put.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:write' } });
  });
});
