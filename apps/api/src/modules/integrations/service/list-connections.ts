import type { IntegrationConnection } from '@sameday/contract';
import type { Db } from '../../../db/client';
import * as q from '../queries';

const toConnection = (row: q.ConnectionRow): IntegrationConnection => ({
  id: row.id,
  platform: row.platform as IntegrationConnection['platform'],
  shop: row.shop,
  status: (row.status === 'active' ? 'connected' : row.status) as IntegrationConnection['status'],
  connectedAt: row.connectedAt.toISOString(),
  lastOrderAt: null,
  importedToday: 0,
  failedToday: 0,
});

/** The shops connected to the account, newest first. */
export async function listConnections(db: Db, accountId: string): Promise<IntegrationConnection[]> {
  const rows = await q.findConnections(db, accountId);
  return rows.map(toConnection);
}
