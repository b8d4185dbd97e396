import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, orderEvents, orders } from '../../db/schema';
import {
  recipientCodes,
  recipientMessages,
  recipientVerificationFailures,
  trackingCodes,
  trackingRatings,
  trackingSettings,
} from './tables';

/** Records the digests of the orders' codes; an order that has one keeps it. */
export async function ensureCodes(db: DbOrTx, rows: { orderId: string; accountId: string; codeHash: string }[]) {
  if (rows.length === 0) return;
  // One JSON parameter however many orders (a label sheet prints up to a thousand).
  const records = rows.map((row) => ({ order_id: row.orderId, account_id: row.accountId, code_hash: row.codeHash }));
  await db.execute(sql`
    insert into ${trackingCodes} (order_id, account_id, code_hash)
    select order_id, account_id, code_hash
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(order_id text, account_id text, code_hash text)
    on conflict do nothing`);
}

/** The order behind a code's digest (the unique index answers it). */
export async function findByHash(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({ orderId: trackingCodes.orderId, accountId: trackingCodes.accountId })
    .from(trackingCodes)
    .where(eq(trackingCodes.codeHash, codeHash));
  return row;
}

export type TrackedOrder = {
  id: string;
  accountId: string;
  status: string;
  serviceKind: string;
  serviceDate: string;
  pickup: Record<string, unknown>;
  dropoff: Record<string, unknown>;
  paymentMode: string;
  codAmountFils: number;
  returnOfOrderId: string | null;
  returnOrderId: string | null;
  proof: { photoUrl?: string; signatureUrl?: string; otp?: string } | null;
  merchantName: string;
};

/** The order with its merchant's name; `accountId` scopes it. */
export async function findTrackedOrder(db: DbOrTx, accountId: string, orderId: string, lock = false) {
  const query = db
    .select({
      id: orders.id,
      accountId: orders.accountId,
      status: orders.status,
      serviceKind: orders.serviceKind,
      serviceDate: orders.serviceDate,
      pickup: orders.pickup,
      dropoff: orders.dropoff,
      paymentMode: orders.paymentMode,
      codAmountFils: orders.codAmountFils,
      returnOfOrderId: orders.returnOfOrderId,
      returnOrderId: orders.returnOrderId,
      proof: orders.proof,
      merchantName: accounts.name,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
  const [row] = await (lock ? query.for('update', { of: orders }) : query);
  return row as TrackedOrder | undefined;
}

export function findEvents(db: DbOrTx, accountId: string, orderId: string) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      reason: orderEvents.reason,
      reasonText: orderEvents.reasonText,
      actor: orderEvents.actor,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.accountId, accountId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function findSettings(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(trackingSettings).where(eq(trackingSettings.accountId, accountId));
  return row;
}

export async function saveSettings(db: DbOrTx, row: typeof trackingSettings.$inferInsert) {
  const { accountId, ...rest } = row;
  await db
    .insert(trackingSettings)
    .values(row)
    .onConflictDoUpdate({ target: trackingSettings.accountId, set: { ...rest, updatedAt: sql`now()` } });
}

export async function findRating(db: DbOrTx, accountId: string, orderId: string) {
  const [row] = await db
    .select({ stars: trackingRatings.stars, comment: trackingRatings.comment })
    .from(trackingRatings)
    .where(and(eq(trackingRatings.orderId, orderId), eq(trackingRatings.accountId, accountId)));
  return row;
}

/** The rating, once: false when the order already has one. */
export async function insertRating(db: DbOrTx, row: typeof trackingRatings.$inferInsert) {
  const added = await db
    .insert(trackingRatings)
    .values(row)
    .onConflictDoNothing()
    .returning({ orderId: trackingRatings.orderId });
  return added.length > 0;
}

/** A message to the provider's outbox, once per event and channel: false when it is there already. */
export async function insertMessage(db: DbOrTx, row: typeof recipientMessages.$inferInsert) {
  const added = await db
    .insert(recipientMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: recipientMessages.id });
  return added.length > 0;
}

export async function markMessageSent(db: DbOrTx, id: string) {
  await db.update(recipientMessages).set({ sentAt: sql`now()` }).where(eq(recipientMessages.id, id));
}

export async function findMessage(db: DbOrTx, eventKey: string, channel: string) {
  const [row] = await db
    .select()
    .from(recipientMessages)
    .where(and(eq(recipientMessages.eventKey, eventKey), eq(recipientMessages.channel, channel)));
  return row;
}

/** The account's ratings since `since`: how many and their average. */
export async function ratingSummary(db: DbOrTx, accountId: string, since: Date) {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`avg(${trackingRatings.stars})` })
    .from(trackingRatings)
    .where(and(eq(trackingRatings.accountId, accountId), gte(trackingRatings.createdAt, since)));
  return { count: row?.count ?? 0, average: row?.average ? Number(row.average) : null };
}

/** How many times the order has moved to `status` (a second failed attempt is a second event). */
export async function countMovesTo(db: DbOrTx, orderId: string, status: string) {
  const [row] = await db
    .select({ count: count() })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.toStatus, status),
        sql`${orderEvents.fromStatus} is distinct from ${status}`,
      ),
    );
  return row?.count ?? 0;
}

/** When the order's codes were sent since `since`, newest first (the per-order sending limit). */
export async function codesSentSince(db: DbOrTx, orderId: string, since: Date) {
  const rows = await db
    .select({ createdAt: recipientCodes.createdAt })
    .from(recipientCodes)
    .where(and(eq(recipientCodes.orderId, orderId), gt(recipientCodes.createdAt, since)))
    .orderBy(desc(recipientCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** A new code replaces the order's earlier ones. */
export async function retireCodes(db: DbOrTx, orderId: string) {
  await db
    .update(recipientCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recipientCodes.orderId, orderId), isNull(recipientCodes.usedAt)));
}

export async function insertCode(db: DbOrTx, row: typeof recipientCodes.$inferInsert) {
  await db.insert(recipientCodes).values({ ...row, createdAt: sql`clock_timestamp()` });
}

/** The order's newest code that is unused, unexpired and has tries left. */
export async function findCurrentCode(db: DbOrTx, orderId: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .select()
    .from(recipientCodes)
    .where(
      and(
        eq(recipientCodes.orderId, orderId),
        isNull(recipientCodes.usedAt),
        gt(recipientCodes.expiresAt, now),
        lt(recipientCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(recipientCodes.createdAt))
    .limit(1);
  return row;
}

/** A wrong code counts a try; the last allowed one uses the code up. */
export async function countWrongCode(db: DbOrTx, id: string, maxAttempts: number) {
  await db
    .update(recipientCodes)
    .set({
      attempts: sql`${recipientCodes.attempts} + 1`,
      usedAt: sql`case when ${recipientCodes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(and(eq(recipientCodes.id, id), isNull(recipientCodes.usedAt)));
}

/** Uses the code up; only the first of concurrent confirmations gets `true`. */
export async function claimCode(db: DbOrTx, id: string) {
  const claimed = await db
    .update(recipientCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recipientCodes.id, id), isNull(recipientCodes.usedAt)))
    .returning({ id: recipientCodes.id });
  return claimed.length === 1;
}

/** When wrong phone digits were typed for the order since `since`, newest first. */
export async function digitFailuresSince(db: DbOrTx, orderId: string, since: Date) {
  const rows = await db
    .select({ createdAt: recipientVerificationFailures.createdAt })
    .from(recipientVerificationFailures)
    .where(and(eq(recipientVerificationFailures.orderId, orderId), gt(recipientVerificationFailures.createdAt, since)))
    .orderBy(desc(recipientVerificationFailures.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertDigitFailure(db: DbOrTx, row: typeof recipientVerificationFailures.$inferInsert) {
  await db.insert(recipientVerificationFailures).values({ ...row, createdAt: sql`clock_timestamp()` });
}
