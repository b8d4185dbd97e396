import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courierPositions,
  creditNotes,
  invoices,
  jobScheduleRuns,
  jobs,
  liveEvents,
  resetLinks,
  sessions,
  webhookMessages,
} from './db/schema';
import { createDomain, type Domain } from './domain';
import { at, deliveredOrder } from './modules/finance/finance-test-kit';
import { newCourier } from './test/fleet';
import { createTestApp, type TestApp } from './test/harness';
import { CARRIER_KEY, type Merchant, newMerchant } from './test/orders';
import { newStaff } from './test/staff';
import { startReceiver } from './test/stand-ins/webhook-receiver/stand-in';
import { call } from './test/teams';

// Scheduled work (decision 064) on a clock the test moves: invoices as a Dubai month closes and COD
// statements as a week closes, with two processes ("replicas") asking for the same periods on one
// database; a restart after weeks down; and the modules' cleanups.
let now = new Date('2025-10-31T19:59:59Z');
const clock = () => now;
let t: TestApp;
let merchant: Merchant;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const DAY_MS = 86_400_000;

/** Another process on the same database: its own domain and job runner, the same clock. */
const replica = (): Promise<Domain> => createDomain({ config: t.config, db: t.database.db, clock });
const drainAll = (...domains: Domain[]) => Promise.all(domains.map((domain) => domain.jobs.drain()));

const invoicesOf = (accountId: string) =>
  t.database.db
    .select({ periodStart: invoices.periodStart, orderCount: invoices.orderCount })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(asc(invoices.periodStart));
const statementsOf = (accountId: string) =>
  t.database.db
    .select({ periodStart: creditNotes.periodStart, orderCount: creditNotes.orderCount })
    .from(creditNotes)
    .where(eq(creditNotes.accountId, accountId))
    .orderBy(asc(creditNotes.periodStart));
const toldInvoices = async (accountId: string) => {
  const rows = await t.database.db
    .select({ body: webhookMessages.body })
    .from(webhookMessages)
    .where(and(eq(webhookMessages.accountId, accountId), eq(webhookMessages.type, 'invoice.issued')));
  return rows.map((row) => JSON.parse(row.body).data.invoice.periodStart as string).sort();
};
const periodsAsked = async (name: string) =>
  (
    await t.database.db
      .select({ periodStart: jobScheduleRuns.periodStart })
      .from(jobScheduleRuns)
      .where(eq(jobScheduleRuns.name, name))
      .orderBy(asc(jobScheduleRuns.periodStart))
  ).map((row) => row.periodStart.toISOString());

beforeAll(async () => {
  t = await createTestApp(
    { carrierWebhookKey: CARRIER_KEY, runSchedules: true, webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 } },
    { clock },
  );
  receiver = await startReceiver({});
  merchant = await newMerchant(t);
  const endpoint = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
    url: receiver.url,
    events: ['invoice.issued'],
  });
  expect(endpoint.statusCode, endpoint.body).toBe(200);
  const cod = { payment: { mode: 'cod', codAmountFils: 5_000 } };
  const prepaid = { payment: { mode: 'prepaid' } };
  await deliveredOrder(t, merchant, at('2025-10-15', '12:00'), prepaid);
  // 23:30 on 31 October in Dubai (19:30 UTC): October's. 00:30 on 1 November (20:30 UTC on the 31st): November's.
  await deliveredOrder(t, merchant, at('2025-10-31', '23:30'), cod);
  await deliveredOrder(t, merchant, at('2025-11-01', '00:30'), prepaid);
  await deliveredOrder(t, merchant, at('2025-12-10', '12:00'), prepaid);
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('invoices and COD statements on the Dubai calendar, with two processes', () => {
  it('issues nothing for October at 19:59:59 UTC on the 31st: it is still October in Dubai', async () => {
    const other = await replica();
    await drainAll(t.app.domain, other);
    expect(await invoicesOf(merchant.accountId)).toEqual([]);
    expect(await statementsOf(merchant.accountId)).toEqual([]);
    // The periods that began before the first start were each asked for once.
    expect(await periodsAsked('finance.invoices')).toEqual(['2025-09-30T20:00:00.000Z']);
  });

  it("issues October's invoice at 20:00 UTC, midnight in Dubai, once, told once to the merchant's endpoint", async () => {
    now = new Date('2025-10-31T20:00:00Z');
    const [first, second] = [await replica(), await replica()];
    await drainAll(first, second);
    await drainAll(first, second);
    expect(await invoicesOf(merchant.accountId)).toEqual([{ periodStart: '2025-10-01', orderCount: 2 }]);
    expect(await toldInvoices(merchant.accountId)).toEqual(['2025-10-01']);
    const delivered = receiver.received.filter((request) => JSON.parse(request.body).type === 'invoice.issued');
    expect(delivered).toHaveLength(1);
    expect(await periodsAsked('finance.invoices')).toEqual(['2025-09-30T20:00:00.000Z', '2025-10-31T20:00:00.000Z']);
    const runs = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'finance.invoices'));
    expect(runs.map((job) => job.state)).toEqual(['done', 'done']);
    // The week of 27 October has not closed: its COD statement waits for Monday in Dubai.
    expect(await statementsOf(merchant.accountId)).toEqual([]);
  });

  it('issues the COD statement of a week as Monday begins in Dubai (20:00 UTC on Sunday)', async () => {
    now = new Date('2025-11-02T19:59:00Z');
    const [first, second] = [await replica(), await replica()];
    await drainAll(first, second);
    expect(await statementsOf(merchant.accountId)).toEqual([]);
    now = new Date('2025-11-02T20:00:00Z');
    await drainAll(first, second);
    expect(await statementsOf(merchant.accountId)).toEqual([{ periodStart: '2025-10-27', orderCount: 1 }]);
    expect(await invoicesOf(merchant.accountId)).toHaveLength(1);
  });

  it('after weeks down, runs the latest period once on start and issues every month it missed', async () => {
    // Stopped before 1 December, started again on 10 January: two month ends passed.
    now = new Date('2026-01-10T08:00:00Z');
    const [first, second] = [await replica(), await replica()];
    await drainAll(first, second);
    await drainAll(first, second);
    expect(await invoicesOf(merchant.accountId)).toEqual([
      { periodStart: '2025-10-01', orderCount: 2 },
      { periodStart: '2025-11-01', orderCount: 1 },
      { periodStart: '2025-12-01', orderCount: 1 },
    ]);
    expect(await toldInvoices(merchant.accountId)).toEqual(['2025-10-01', '2025-11-01', '2025-12-01']);
    // One run caught up: 1 December's period was not run on its own (three runs in all).
    const asked = await periodsAsked('finance.invoices');
    expect(asked).toContain('2025-12-31T20:00:00.000Z');
    expect(asked).not.toContain('2025-11-30T20:00:00.000Z');
    const runs = await t.database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.queue, 'finance.invoices'));
    expect(runs.map((run) => run.key).sort()).toEqual([
      '2025-09-30T20:00:00.000Z',
      '2025-10-31T20:00:00.000Z',
      '2025-12-31T20:00:00.000Z',
    ]);
  });
});

describe('the cleanups', () => {
  it('delete only old rows: positions, expired reset links, ended sessions, live events, finished jobs', async () => {
    now = new Date('2026-02-01T12:00:00Z');
    const db = t.database.db;
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rider = (await newCourier(t, await newStaff(t, ['operations']), { fullName: 'Saeed Al Ketbi' })).courier;
    await db.insert(courierPositions).values([
      { courierId: rider.id, lat: 25.2, lng: 55.3, accuracy: 5, at: ago(8) },
      { courierId: rider.id, lat: 25.2, lng: 55.3, accuracy: 5, at: ago(6) },
    ]);
    const userId = merchant.userId;
    await db.insert(resetLinks).values([
      { tokenHash: 'expired-link', userId, expiresAt: ago(2) },
      { tokenHash: 'live-link', userId, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await db.insert(sessions).values([
      {
        id: 'ses_revoked_long_ago',
        userId,
        activeAccountId: merchant.accountId,
        revokedAt: ago(31),
        lastUsedAt: ago(31),
      },
      { id: 'ses_revoked_lately', userId, activeAccountId: merchant.accountId, revokedAt: ago(2), lastUsedAt: ago(2) },
      { id: 'ses_unused_long', userId, activeAccountId: merchant.accountId, lastUsedAt: ago(61) },
      { id: 'ses_in_use', userId, activeAccountId: merchant.accountId, lastUsedAt: ago(1) },
    ]);
    await db.insert(liveEvents).values([
      { audience: 'account:sweep', kind: 'order.moved', payload: {}, createdAt: ago(3) },
      { audience: 'account:sweep', kind: 'order.moved', payload: {}, createdAt: ago(1) },
    ]);
    await db.insert(jobs).values([
      { id: 'job_old_done', queue: 'sweep', payload: {}, state: 'done', finishedAt: ago(15) },
      { id: 'job_new_done', queue: 'sweep', payload: {}, state: 'done', finishedAt: ago(13) },
      { id: 'job_old_failed', queue: 'sweep', payload: {}, state: 'failed', finishedAt: ago(91) },
      { id: 'job_failed', queue: 'sweep', payload: {}, state: 'failed', finishedAt: ago(15) },
    ]);

    await drainAll(t.app.domain, await replica());

    const positions = await db.select().from(courierPositions).where(eq(courierPositions.courierId, rider.id));
    expect(positions.map((row) => row.at.toISOString())).toEqual([ago(6).toISOString()]);
    const links = await db.select({ tokenHash: resetLinks.tokenHash }).from(resetLinks);
    expect(links.map((row) => row.tokenHash)).toContain('live-link');
    expect(links.map((row) => row.tokenHash)).not.toContain('expired-link');
    const kept = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(kept).toEqual(expect.arrayContaining(['ses_revoked_lately', 'ses_in_use']));
    expect(kept).not.toContain('ses_unused_long');
    expect(kept).not.toContain('ses_revoked_long_ago');
    const events = await db.select().from(liveEvents).where(eq(liveEvents.audience, 'account:sweep'));
    expect(events.map((row) => row.createdAt.toISOString())).toEqual([ago(1).toISOString()]);
    const sweep = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, 'sweep'));
    expect(sweep.map((row) => row.id).sort()).toEqual(['job_failed', 'job_new_done']);
    // Each cleanup ran once for its latest period, whichever process took it.
    for (const name of ['fleet.positions.retention', 'identity.cleanup', 'live.prune', 'jobs.cleanup']) {
      const latest = (await periodsAsked(name)).at(-1) ?? '';
      const runs = await db
        .select({ state: jobs.state })
        .from(jobs)
        .where(and(eq(jobs.queue, name), eq(jobs.key, latest)));
      expect(runs).toEqual([{ state: 'done' }]);
    }
  });
});
