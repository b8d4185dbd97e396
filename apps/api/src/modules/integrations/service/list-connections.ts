import type { IntegrationConnection } from '@sameday/contract';
import type { Db } from '../../../db/client';
import * as q from '../queries';

/** Dubai is UTC+4 all year: the start of today there. */
function startOfDubaiDay(now: Date): Date {
  const offsetMs = 4 * 60 * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}

type Counts = Map<string, { imported: number; failed: number }>;

export const toConnection = (row: q.ConnectionRow, counts: Counts): IntegrationConnection => ({
  id: row.id,
  platform: row.platform as IntegrationConnection['platform'],
  shop: row.shop,
  shopName: row.shopName,
  status: row.status as IntegrationConnection['status'],
  connectedAt: row.connectedAt.toISOString(),
  lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  importedToday: counts.get(row.id)?.imported ?? 0,
  failedToday: counts.get(row.id)?.failed ?? 0,
});

/** The shops connected to the account, newest first, with today's imported and failed counts. */
export async function listConnections(db: Db, accountId: string): Promise<IntegrationConnection[]> {
  const [rows, outcomes] = await Promise.all([
    q.findConnections(db, accountId),
    q.countOutcomesSince(db, accountId, startOfDubaiDay(new Date())),
  ]);
  const counts: Counts = new Map();
  for (const { connectionId, outcome, count } of outcomes) {
    const entry = counts.get(connectionId) ?? { imported: 0, failed: 0 };
    if (outcome === 'imported') entry.imported += count;
    if (outcome === 'failed') entry.failed += count;
    counts.set(connectionId, entry);
  }
  return rows.map((row) => toConnection(row, counts));
}
