import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, trackingRatings } from '../../db/schema';

/**
 * The account's orders created in [start, end), tallied by Dubai day, status, service,
 * destination emirate and whether they were delivered at the first attempt: one pass
 * over orders_account_report_idx.
 */
export function tallyOrders(db: DbOrTx, accountId: string, start: Date, end: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD')`;
  const firstAttempt = sql<boolean>`${orders.failedAttempts} = 0`;
  return db
    .select({
      day,
      status: orders.status,
      serviceKind: orders.serviceKind,
      emirate: orders.dropoffEmirate,
      firstAttempt,
      orders: sql<number>`count(*)::int`,
      priceFils: sql<string>`coalesce(sum(${orders.priceFils}), 0)::bigint`,
      codFils: sql<string>`coalesce(sum(${orders.codAmountFils}) filter (where ${orders.paymentMode} = 'cod'), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .groupBy(day, orders.status, orders.serviceKind, orders.dropoffEmirate, firstAttempt);
}

/** The recipients' ratings of the account's orders created in [start, end): how many and their average. */
export async function ratingsOf(db: DbOrTx, accountId: string, start: Date, end: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${trackingRatings.stars})` })
    .from(trackingRatings)
    .innerJoin(orders, eq(orders.id, trackingRatings.orderId))
    .where(
      and(
        eq(trackingRatings.accountId, accountId),
        eq(orders.accountId, accountId),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    );
  return { count: Number(row?.count ?? 0), average: row?.average ? Math.round(Number(row.average) * 10) / 10 : null };
}

/**
 * The customer returns placed in [start, end): how many, how many the recipients asked for on
 * the tracking page, and how many are back at the pickup address.
 */
export async function returnsOf(db: DbOrTx, accountId: string, start: Date, end: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      byRecipient: sql<number>`(count(*) filter (where exists (select 1 from ${orderEvents} e
        where e.order_id = ${orders.id} and e.from_status is null and e.actor = 'recipient')))::int`,
      completed: sql<number>`(count(*) filter (where ${orders.status} = 'delivery_complete'))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        isNotNull(orders.returnOfOrderId),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    );
  return {
    count: Number(row?.count ?? 0),
    byRecipient: Number(row?.byRecipient ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}
