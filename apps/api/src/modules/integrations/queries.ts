import { and, desc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, memberships, orders } from '../../db/schema';
import {
  integrationConnections,
  integrationDeliveries,
  integrationImportRuns,
  integrationOauthStates,
  integrationPendingShops,
  integrationShopOrders,
  integrationSyncLog,
} from './tables';

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type SyncLogRow = typeof integrationSyncLog.$inferSelect;
export type ImportRunRow = typeof integrationImportRuns.$inferSelect;
export type DeliveryRow = typeof integrationDeliveries.$inferSelect;

/** The shops connected to the account, newest first. */
export function findConnections(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(integrationConnections)
    .where(eq(integrationConnections.accountId, accountId))
    .orderBy(desc(integrationConnections.connectedAt), integrationConnections.id);
}

export async function findConnection(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.accountId, accountId), eq(integrationConnections.id, id)));
  return row;
}

export async function findConnectionById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(integrationConnections).where(eq(integrationConnections.id, id));
  return row;
}

/** The connection that holds the shop now (not disconnected), whichever account it is. */
export async function findHeldShop(db: DbOrTx, platform: string, shop: string) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.platform, platform),
        eq(integrationConnections.shop, shop),
        ne(integrationConnections.status, 'disconnected'),
      ),
    );
  return row;
}

export async function findAccountShop(db: DbOrTx, accountId: string, platform: string, shop: string) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.accountId, accountId),
        eq(integrationConnections.platform, platform),
        eq(integrationConnections.shop, shop),
      ),
    );
  return row;
}

export async function insertConnection(db: DbOrTx, row: typeof integrationConnections.$inferInsert) {
  const [inserted] = await db.insert(integrationConnections).values(row).returning();
  return inserted;
}

export async function updateConnection(
  db: DbOrTx,
  id: string,
  values: Partial<typeof integrationConnections.$inferInsert>,
) {
  const [updated] = await db
    .update(integrationConnections)
    .set(values)
    .where(eq(integrationConnections.id, id))
    .returning();
  return updated;
}

/** Today's imported and failed counts and per connection (since `since`). */
export async function countOutcomesSince(db: DbOrTx, accountId: string, since: Date) {
  return db
    .select({
      connectionId: integrationSyncLog.connectionId,
      outcome: integrationSyncLog.outcome,
      count: sql<number>`count(*)::int`,
    })
    .from(integrationSyncLog)
    .where(and(eq(integrationSyncLog.accountId, accountId), gte(integrationSyncLog.createdAt, since)))
    .groupBy(integrationSyncLog.connectionId, integrationSyncLog.outcome);
}

/** Stores a delivery once: answers its row id, or null when the platform sent it before. */
export async function insertDelivery(db: DbOrTx, row: typeof integrationDeliveries.$inferInsert) {
  const [inserted] = await db
    .insert(integrationDeliveries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: integrationDeliveries.id });
  return inserted?.id ?? null;
}

export async function findDelivery(db: DbOrTx, id: string) {
  const [row] = await db.select().from(integrationDeliveries).where(eq(integrationDeliveries.id, id));
  return row;
}

export async function findShopOrder(db: DbOrTx, connectionId: string, shopOrderId: string) {
  const [row] = await db
    .select({ orderId: integrationShopOrders.orderId, status: orders.status })
    .from(integrationShopOrders)
    .innerJoin(orders, eq(orders.id, integrationShopOrders.orderId))
    .where(
      and(eq(integrationShopOrders.connectionId, connectionId), eq(integrationShopOrders.shopOrderId, shopOrderId)),
    );
  return row;
}

export function insertShopOrder(db: DbOrTx, row: typeof integrationShopOrders.$inferInsert) {
  return db.insert(integrationShopOrders).values(row);
}

export function insertSyncLog(db: DbOrTx, row: typeof integrationSyncLog.$inferInsert) {
  return db.insert(integrationSyncLog).values(row);
}

export async function findSyncEntry(db: DbOrTx, accountId: string, connectionId: string, id: string) {
  const [row] = await db
    .select()
    .from(integrationSyncLog)
    .where(
      and(
        eq(integrationSyncLog.accountId, accountId),
        eq(integrationSyncLog.connectionId, connectionId),
        eq(integrationSyncLog.id, id),
      ),
    );
  return row;
}

export async function setSyncEntryOrder(db: DbOrTx, id: string, orderId: string) {
  const [row] = await db.update(integrationSyncLog).set({ orderId }).where(eq(integrationSyncLog.id, id)).returning();
  return row;
}

/** The order, when it is the account's; with the shop order it already stands for, if any. */
export async function findAccountOrder(db: DbOrTx, accountId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, shopOrderId: integrationShopOrders.shopOrderId })
    .from(orders)
    .leftJoin(integrationShopOrders, eq(integrationShopOrders.orderId, orders.id))
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
  return row;
}

/** A page of the connection's sync log, newest first, after the (createdAt, id) cursor. */
export function findSyncLog(
  db: DbOrTx,
  accountId: string,
  connectionId: string,
  options: { outcome?: string; limit: number; after?: { createdAt: Date; id: string } },
) {
  const { outcome, limit, after } = options;
  return db
    .select()
    .from(integrationSyncLog)
    .where(
      and(
        eq(integrationSyncLog.accountId, accountId),
        eq(integrationSyncLog.connectionId, connectionId),
        outcome ? eq(integrationSyncLog.outcome, outcome) : undefined,
        after
          ? or(
              lt(integrationSyncLog.createdAt, after.createdAt),
              and(eq(integrationSyncLog.createdAt, after.createdAt), lt(integrationSyncLog.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(integrationSyncLog.createdAt), desc(integrationSyncLog.id))
    .limit(limit);
}

/** The account's owner: shop orders are placed in their name. */
export async function findOwnerUserId(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
    .limit(1);
  return row?.userId;
}

export async function findAccountName(db: DbOrTx, accountId: string) {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

export function insertOauthState(db: DbOrTx, row: typeof integrationOauthStates.$inferInsert) {
  return db.insert(integrationOauthStates).values(row);
}

/** Uses the state once: answers it when it was unused and unexpired, else nothing. */
export async function consumeOauthState(db: DbOrTx, state: string, platform: string, shop: string) {
  const [row] = await db
    .update(integrationOauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(integrationOauthStates.state, state),
        eq(integrationOauthStates.platform, platform),
        eq(integrationOauthStates.shop, shop),
        sql`${integrationOauthStates.usedAt} is null`,
        gte(integrationOauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export function insertPendingShop(db: DbOrTx, row: typeof integrationPendingShops.$inferInsert) {
  return db.insert(integrationPendingShops).values(row);
}

export async function findPendingShop(db: DbOrTx, tokenHash: string, shop: string) {
  const [row] = await db
    .select()
    .from(integrationPendingShops)
    .where(
      and(
        eq(integrationPendingShops.tokenHash, tokenHash),
        eq(integrationPendingShops.shop, shop),
        gte(integrationPendingShops.expiresAt, new Date()),
      ),
    );
  return row;
}

export function deletePendingShop(db: DbOrTx, tokenHash: string) {
  return db.delete(integrationPendingShops).where(eq(integrationPendingShops.tokenHash, tokenHash));
}

/** The shop order and connection behind an order here, if it came from a shop. */
export async function findShopOrderOf(db: DbOrTx, accountId: string, orderId: string) {
  const [row] = await db
    .select({ shopOrderId: integrationShopOrders.shopOrderId, connection: integrationConnections })
    .from(integrationShopOrders)
    .innerJoin(integrationConnections, eq(integrationConnections.id, integrationShopOrders.connectionId))
    .where(and(eq(integrationShopOrders.accountId, accountId), eq(integrationShopOrders.orderId, orderId)));
  return row;
}

/** Starts a run unless one is running for the connection: answers the new row, or nothing. */
export async function insertImportRun(db: DbOrTx, row: typeof integrationImportRuns.$inferInsert) {
  const [added] = await db.insert(integrationImportRuns).values(row).onConflictDoNothing().returning();
  return added;
}

/** The connection's latest import run (the running one when there is one). */
export async function findLatestImportRun(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select()
    .from(integrationImportRuns)
    .where(eq(integrationImportRuns.connectionId, connectionId))
    .orderBy(sql`${integrationImportRuns.status} = 'running' desc`, desc(integrationImportRuns.startedAt))
    .limit(1);
  return row;
}

export async function findImportRun(db: DbOrTx, id: string) {
  const [row] = await db.select().from(integrationImportRuns).where(eq(integrationImportRuns.id, id));
  return row;
}

export function updateImportRun(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<typeof integrationImportRuns.$inferInsert, 'id' | 'accountId' | 'connectionId'>>,
) {
  return db.update(integrationImportRuns).set(patch).where(eq(integrationImportRuns.id, id));
}
