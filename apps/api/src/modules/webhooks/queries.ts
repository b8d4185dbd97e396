// Every SQL statement of outgoing webhooks.
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, memberships, orders, users } from '../../db/schema';
import type { Cursor } from '../../platform/cursor';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from './tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;

export function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert) {
  return db.insert(webhookEndpoints).values(row).returning();
}

export function listEndpoints(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, accountId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  accountId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The account's enabled endpoints, with the events they take (the event listeners' question). */
export function enabledEndpoints(db: DbOrTx, accountId: string) {
  return db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.status, 'enabled')));
}

export function insertMessage(db: DbOrTx, row: typeof webhookMessages.$inferInsert) {
  return db.insert(webhookMessages).values(row);
}

export function insertDeliveries(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  return db.insert(webhookDeliveries).values(rows);
}

/** What an event about an order tells: its state and reference, read in the change's transaction. */
export async function findOrderSummary(db: DbOrTx, accountId: string, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.partnerOrderId,
      status: orders.status,
      serviceKind: orders.serviceKind,
      paymentMode: orders.paymentMode,
      codAmountFils: orders.codAmountFils,
      priceFils: orders.priceFils,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
  return row;
}

/** Many deliveries with their endpoints and messages, in one statement (a batch of attempts). */
export function findDeliveriesToSend(db: DbOrTx, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, message: webhookMessages })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(inArray(webhookDeliveries.id, deliveryIds));
}

/** Waiting deliveries of an endpoint that is off: skipped. */
export function skipDeliveries(db: DbOrTx, deliveryIds: string[]) {
  return db
    .update(webhookDeliveries)
    .set({ status: 'skipped', nextAttemptAt: null, updatedAt: new Date() })
    .where(and(inArray(webhookDeliveries.id, deliveryIds), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Counts one attempt on each delivery in one statement, locking the rows in id order (batches
 * running at once never wait on each other in a circle); a succeeded attempt ends its delivery.
 * Answers the deliveries after it.
 */
export function countAttempts(
  db: DbOrTx,
  attempts: readonly { id: string; scheduled: boolean; succeeded: boolean }[],
): Promise<DeliveryRow[]> {
  if (attempts.length === 0) return Promise.resolve([]);
  const ids = attempts.map((attempt) => attempt.id);
  const scheduled = attempts.filter((attempt) => attempt.scheduled).map((attempt) => attempt.id);
  const succeeded = attempts.filter((attempt) => attempt.succeeded).map((attempt) => attempt.id);
  const locked = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(webhookDeliveries.id)
    .for('update');
  return db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      scheduledAttempts:
        scheduled.length > 0
          ? sql`${webhookDeliveries.scheduledAttempts} + case when ${inArray(webhookDeliveries.id, scheduled)} then 1 else 0 end`
          : webhookDeliveries.scheduledAttempts,
      ...(succeeded.length > 0
        ? {
            status: sql`case when ${inArray(webhookDeliveries.id, succeeded)} then 'succeeded' else ${webhookDeliveries.status} end`,
            nextAttemptAt: sql`case when ${inArray(webhookDeliveries.id, succeeded)} then null else ${webhookDeliveries.nextAttemptAt} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(inArray(webhookDeliveries.id, locked))
    .returning();
}

export function insertAttempts(db: DbOrTx, rows: (typeof webhookAttempts.$inferInsert)[]) {
  return db.insert(webhookAttempts).values(rows);
}

/**
 * After a batch: endpoints that answered clear their failing streak, the others start one unless
 * one is under way. Only rows that change are written (in id order). Answers since when each
 * failing endpoint fails.
 */
export async function markEndpointsAnswered(
  db: DbOrTx,
  answering: string[],
  failing: string[],
): Promise<Map<string, Date | null>> {
  const changing = or(
    answering.length > 0
      ? and(inArray(webhookEndpoints.id, answering), isNotNull(webhookEndpoints.failingSince))
      : undefined,
    failing.length > 0 ? and(inArray(webhookEndpoints.id, failing), isNull(webhookEndpoints.failingSince)) : undefined,
  );
  if (answering.length + failing.length > 0) {
    const locked = db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(changing)
      .orderBy(webhookEndpoints.id)
      .for('update');
    await db
      .update(webhookEndpoints)
      .set({
        failingSince:
          failing.length > 0 ? sql`case when ${inArray(webhookEndpoints.id, failing)} then now() else null end` : null,
      })
      .where(and(inArray(webhookEndpoints.id, locked), changing));
  }
  if (failing.length === 0) return new Map();
  const rows = await db
    .select({ id: webhookEndpoints.id, failingSince: webhookEndpoints.failingSince })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, failing));
  return new Map(rows.map((row) => [row.id, row.failingSince]));
}

export async function findDelivery(db: DbOrTx, accountId: string, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.accountId, accountId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  return row;
}

export function setDeliveryStatus(db: DbOrTx, deliveryId: string, status: string, nextAttemptAt: Date | null) {
  return db
    .update(webhookDeliveries)
    .set({ status, nextAttemptAt, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** When the delivery was first tried. */
export async function firstAttemptAt(db: DbOrTx, deliveryId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${webhookAttempts.createdAt})` })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId));
  return row?.at ? new Date(row.at) : null;
}

/** Turns an enabled endpoint off for failing; answers whether this call did it. */
export async function disableFailingEndpoint(db: DbOrTx, endpointId: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: 'failing', updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'enabled')))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The endpoint's deliveries still waiting for an attempt: skipped once it is off. */
export function skipPendingDeliveries(db: DbOrTx, endpointId: string) {
  return db
    .update(webhookDeliveries)
    .set({ status: 'skipped', nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

/** The account owners' addresses and languages (mailed when an endpoint is turned off). */
export async function owners(db: Db, accountId: string): Promise<{ email: string; language: string | null }[]> {
  return db
    .select({ email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')));
}

/** The endpoint's delivery log, newest first: each attempt with its delivery and message. */
export function listAttempts(db: Db, accountId: string, endpointId: string, limit: number, after?: Cursor) {
  return db
    .select({
      attempt: webhookAttempts,
      cursorAt: sql<string>`to_char(${webhookAttempts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      delivery: {
        status: webhookDeliveries.status,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        messageId: webhookDeliveries.messageId,
      },
      message: { type: webhookMessages.type, body: webhookMessages.body },
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(
      and(
        eq(webhookAttempts.accountId, accountId),
        eq(webhookAttempts.endpointId, endpointId),
        after
          ? or(
              lt(webhookAttempts.createdAt, sql`${after.createdAt}::timestamptz`),
              and(
                eq(webhookAttempts.createdAt, sql`${after.createdAt}::timestamptz`),
                lt(webhookAttempts.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
    .limit(limit);
}

/** The deliveries of messages (tests and the bench count what reached whom). */
export function deliveriesOf(db: Db, messageIds: string[]) {
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.messageId, messageIds));
}

/**
 * Locks the account's row until the transaction ends, so two test sends at once count one after
 * the other (NO KEY UPDATE: rows that only reference the account are not held up).
 */
export async function lockAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}

/** When the account queued its `n`th newest message of `type` in the last `windowMs` (null: it queued fewer). */
export async function nthNewestMessageSince(
  db: DbOrTx,
  accountId: string,
  type: string,
  n: number,
  windowMs: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: webhookMessages.createdAt })
    .from(webhookMessages)
    .where(
      and(
        eq(webhookMessages.accountId, accountId),
        sql`${webhookMessages.createdAt} > now() - ${windowMs} * interval '1 millisecond'`,
        eq(webhookMessages.type, type),
      ),
    )
    .orderBy(desc(webhookMessages.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt ?? null;
}
