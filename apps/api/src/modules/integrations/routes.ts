import type { IntegrationConnection } from '@sameday/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { integrationConnections } from '../../db/schema';
import type { AuthGuard } from '../../platform/auth';

type Row = typeof integrationConnections.$inferSelect;
const toConnection = (row: Row): IntegrationConnection => ({
  id: row.id,
  platform: row.platform as IntegrationConnection['platform'],
  shop: row.shop,
  status: row.status as IntegrationConnection['status'],
  connectedAt: row.connectedAt.toISOString(),
});

export function registerIntegrationRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/integrations/connections: the shops connected to the caller's account, newest first. */
  app.get('/integrations/connections', async (request) => {
    const caller = await authenticate(request, { permission: 'integrations:manage' });
    const rows = await db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.accountId, caller.accountId))
      .orderBy(desc(integrationConnections.connectedAt), integrationConnections.id);
    return rows.map(toConnection);
  });
}
