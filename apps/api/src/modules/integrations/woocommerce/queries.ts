import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { woocommerceConnectAttempts as attempts } from '../tables';

export type ConnectAttemptRow = typeof attempts.$inferSelect;

export async function insertAttempt(
  db: Db,
  row: { stateHash: string; accountId: string; store: string; expiresAt: Date },
): Promise<void> {
  await db.insert(attempts).values(row);
}

/** Takes a pending, unexpired attempt once: a second call with the same state finds nothing. */
export async function claimAttempt(db: Db, stateHash: string): Promise<ConnectAttemptRow | null> {
  const [row] = await db
    .update(attempts)
    .set({ outcome: 'claimed', endedAt: sql`now()` })
    .where(and(eq(attempts.stateHash, stateHash), eq(attempts.outcome, 'pending'), gt(attempts.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

export async function endAttempt(db: Db, stateHash: string, outcome: string): Promise<void> {
  await db.update(attempts).set({ outcome, endedAt: sql`now()` }).where(eq(attempts.stateHash, stateHash));
}

/** The merchant said no in WooCommerce: a still pending attempt ends denied. */
export async function denyAttempt(db: Db, stateHash: string): Promise<void> {
  await db
    .update(attempts)
    .set({ outcome: 'denied', endedAt: sql`now()` })
    .where(and(eq(attempts.stateHash, stateHash), eq(attempts.outcome, 'pending')));
}

export async function findAttempt(db: Db, stateHash: string, accountId: string): Promise<ConnectAttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.stateHash, stateHash), eq(attempts.accountId, accountId)));
  return row ?? null;
}
