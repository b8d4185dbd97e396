import { addDays, type CreditNote, type CreditNoteList, dubaiClock, weekOf } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { CARRIER_KEY, type Merchant, newMerchant } from '../../test/orders';
import { call, createTeam, joinTeam, ok } from '../../test/teams';
import { at, deliveredOrder } from './finance-test-kit';
import { issueCreditNotes } from './issue';
import { recordCodPayout, recordCodPayoutByNumber } from './service';

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
const thisWeek = weekOf(dubaiClock(new Date()).date);
const lastWeek = { start: addDays(thisWeek.start, -7), end: addDays(thisWeek.start, -1) };
const twoWeeksAgo = { start: addDays(thisWeek.start, -14), end: addDays(thisWeek.start, -8) };

const list = async (token: string) => ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', token));
const cod = (fils: number) => ({ payment: { mode: 'cod', codAmountFils: fils } });

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
  other = await newMerchant(t);
  await deliveredOrder(t, merchant, at(twoWeeksAgo.start, '00:10'), cod(12_345));
  await deliveredOrder(t, merchant, at(twoWeeksAgo.end, '23:50'), cod(50_000));
  await deliveredOrder(t, merchant, at(lastWeek.start, '09:00'), cod(7_525));
  // Prepaid: no cash to state.
  await deliveredOrder(t, merchant, at(lastWeek.start, '10:00'), { payment: { mode: 'prepaid' } });
  // This week is still open: delivered, but on no statement yet.
  await deliveredOrder(t, merchant, at(thisWeek.start, '00:05'), cod(9_900));
  await deliveredOrder(t, other, at(lastWeek.start, '09:00'), cod(1_000));
});
afterAll(async () => t?.close());

describe('COD statements', () => {
  it('shows every delivered COD order as not yet stated before any statement is issued', async () => {
    const before = await list(merchant.token);
    expect(before.creditNotes).toEqual([]);
    expect(before.unstated).toMatchObject({ orderCount: 4, codTotalFils: 12_345 + 50_000 + 7_525 + 9_900 });
  });

  it('states each closed Monday–Sunday week (Dubai days); totals reconcile with the delivered COD orders', async () => {
    expect(await issueCreditNotes(t.database.db, { now: new Date(), accountId: merchant.accountId })).toBe(2);
    const { creditNotes, unstated } = await list(merchant.token);
    expect(creditNotes.map((note) => [note.periodStart, note.periodEnd, note.orderCount, note.codTotalFils])).toEqual([
      [lastWeek.start, lastWeek.end, 1, 7_525],
      [twoWeeksAgo.start, twoWeeksAgo.end, 2, 62_345],
    ]);
    expect(unstated).toMatchObject({ orderCount: 1, codTotalFils: 9_900 });
    const stated = creditNotes.reduce((sum, note) => sum + note.codTotalFils, 0);
    expect(stated + unstated.codTotalFils).toBe(12_345 + 50_000 + 7_525 + 9_900);
  });

  it('creates nothing new when issued again', async () => {
    expect(await issueCreditNotes(t.database.db, { now: new Date(), accountId: merchant.accountId })).toBe(0);
    expect((await list(merchant.token)).creditNotes).toHaveLength(2);
  });

  it('states each order once when two runs issue at the same moment (the schedule and a run by hand), and neither fails', async () => {
    const third = await newMerchant(t);
    await deliveredOrder(t, third, at(lastWeek.start, '11:00'), cod(4_200));
    await deliveredOrder(t, third, at(lastWeek.end, '18:00'), cod(800));
    const runs = await Promise.all([
      issueCreditNotes(t.database.db, { now: new Date(), accountId: third.accountId }),
      issueCreditNotes(t.database.db, { now: new Date(), accountId: third.accountId }),
    ]);
    expect([...runs].sort()).toEqual([0, 1]);
    const { creditNotes } = await list(third.token);
    expect(creditNotes.map((note) => [note.orderCount, note.codTotalFils])).toEqual([[2, 5_000]]);
  });

  it('serves a statement PDF as cod-statement-{number}.pdf', async () => {
    const [note] = (await list(merchant.token)).creditNotes as [CreditNote];
    const response = await call(t.app, 'GET', `/quiqdash/creditnote/${note.id}/pdf`, merchant.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cod-statement-${note.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says what happened to the money: waiting for bank details, then paid out with its reference and IBAN', async () => {
    const before = await list(merchant.token);
    expect(before.bankDetailsOnFile).toBe(false);
    const [note] = before.creditNotes as [CreditNote];
    expect(note.payout).toBeNull();
    // Nothing was transferred: there is nothing to confirm.
    expectError(
      await call(t.app, 'POST', `/quiqdash/credit-notes/confirm-cod/${note.id}`, merchant.token),
      412,
      'failed_precondition',
      'This statement is not paid out yet: there is no transfer to confirm.',
    );
    // Without a bank account the cash cannot be paid out.
    await expect(recordCodPayout(t.database.db, merchant.accountId, note.id, 'FT-1')).rejects.toThrow(
      'Add the bank details first',
    );
    ok(
      await call(t.app, 'PUT', '/finance/bank-details', merchant.token, {
        accountHolder: 'Layla Trading LLC',
        bankName: 'Emirates NBD',
        iban: 'AE07 0331 2345 6789 0123 456',
        swiftCode: '',
      }),
    );
    expect((await list(merchant.token)).bankDetailsOnFile).toBe(true);
    const paidAt = new Date('2026-11-20T10:00:00Z');
    const paid = await recordCodPayout(t.database.db, merchant.accountId, note.id, 'FT2611200042', paidAt);
    expect(paid.payout).toEqual({ paidAt: paidAt.toISOString(), reference: 'FT2611200042', ibanLast4: '3456' });
    // A payout is recorded once.
    const again = await recordCodPayout(t.database.db, merchant.accountId, note.id, 'FT-other');
    expect(again.payout?.reference).toBe('FT2611200042');
    const [listed] = (await list(merchant.token)).creditNotes;
    expect(listed?.payout).toEqual(paid.payout);
    // Operations name a statement by its number.
    const [, older] = (await list(merchant.token)).creditNotes as [CreditNote, CreditNote];
    const byNumber = await recordCodPayoutByNumber(t.database.db, older.number, 'FT2611210001');
    expect(byNumber).toMatchObject({ id: older.id, payout: { reference: 'FT2611210001', ibanLast4: '3456' } });
    await expect(recordCodPayoutByNumber(t.database.db, 'COD-NOTHING', 'FT-1')).rejects.toThrow(
      'COD statement not found',
    );
  });

  it('confirms receipt once: a second confirm answers the same confirmed note unchanged', async () => {
    const [note] = (await list(merchant.token)).creditNotes as [CreditNote];
    expect(note.confirmedAt).toBeNull();
    const first = ok<CreditNote>(
      await call(t.app, 'POST', `/quiqdash/credit-notes/confirm-cod/${note.id}`, merchant.token),
    );
    expect(first.confirmedAt).not.toBeNull();
    const second = ok<CreditNote>(
      await call(t.app, 'POST', `/quiqdash/credit-notes/confirm-cod/${note.id}`, merchant.token),
    );
    expect(second).toEqual(first);
    const [, older] = (await list(merchant.token)).creditNotes;
    expect(older?.confirmedAt).toBeNull();
  });

  it("answers not_found for another account's statement on every call and lists only its own", async () => {
    const [note] = (await list(merchant.token)).creditNotes as [CreditNote];
    expectError(
      await call(t.app, 'GET', `/quiqdash/creditnote/${note.id}/pdf`, other.token),
      404,
      'not_found',
      'COD statement not found',
    );
    expectError(
      await call(t.app, 'POST', `/quiqdash/credit-notes/confirm-cod/${note.id}`, other.token),
      404,
      'not_found',
      'COD statement not found',
    );
    const theirs = await list(other.token);
    expect(theirs.creditNotes).toEqual([]);
    expect(theirs.unstated.codTotalFils).toBe(1_000);
  });

  it('needs finance:read to read and finance:write to confirm', async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner);
    const { member: viewer } = await joinTeam(t, owner, 'viewer');
    const response = await call(t.app, 'GET', '/quiqdash/credit-notes', viewer.token);
    expect(response.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:read' } });
    const confirm = await call(t.app, 'POST', '/quiqdash/credit-notes/confirm-cod/cn_x', viewer.token);
    expect(confirm.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:write' } });
  });
});
