import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

/** The account's notifications and everyone's that have not expired, newest first. */
export function findNotifications(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        or(eq(notifications.accountId, accountId), isNull(notifications.accountId)),
        or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(20);
}

export async function insertNotification(
  db: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row as NotificationRow;
}
