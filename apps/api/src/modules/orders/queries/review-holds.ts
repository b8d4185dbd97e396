import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts } from '../../../db/schema';
import { orderEvents, orders } from '../tables';

/** A review hold (decision 041): on hold with no end, as the dispatcher's rules left it at placement. */
const isReviewHold = (accountId: string | null): SQL =>
  and(
    eq(orders.status, 'on_hold'),
    isNull(orders.onHoldUntil),
    ...(accountId === null ? [] : [eq(orders.accountId, accountId)]),
  ) as SQL;

/** Review holds of every account (null) or of one, oldest first, with their account's name and the hold's reason. */
export async function findReviewHolds(db: DbOrTx, accountId: string | null, limit: number, offset: number) {
  const where = isReviewHold(accountId);
  // The hold's own history line, read once per order: the latest move into on hold.
  const hold = db
    .select({ at: orderEvents.createdAt, reason: orderEvents.reason })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'on_hold')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1)
    .as('hold');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        accountId: orders.accountId,
        accountName: accounts.name,
        serviceKind: orders.serviceKind,
        emirate: sql<string>`${orders.dropoff}->>'emirate'`,
        area: sql<string>`${orders.dropoff}->>'area'`,
        codAmountFils: orders.codAmountFils,
        placedAt: orders.createdAt,
        heldAt: hold.at,
        reason: hold.reason,
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .leftJoinLateral(hold, sql`true`)
      .where(where)
      .orderBy(asc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The held order, locked for its release: two staff releasing it at once wait for each other. */
export async function lockReviewHold(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: orders.id, accountId: orders.accountId, status: orders.status, onHoldUntil: orders.onHoldUntil })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}
