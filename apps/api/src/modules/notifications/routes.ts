import { CreateNotificationBodySchema, type Notification } from '@sameday/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { accounts, notifications } from '../../db/schema';
import type { AuthGuard } from '../../platform/auth';
import { randomId } from '../../platform/crypto';
import { invalidArgument, parseInput } from '../../platform/errors';

type Row = typeof notifications.$inferSelect;
const toNotification = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  severity: row.severity as Notification['severity'],
  link: row.link ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/quiqdash/notifications: the caller's account's and everyone's, newest first. */
  app.get('/quiqdash/notifications', async (request) => {
    const caller = await authenticate(request);
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          or(eq(notifications.accountId, caller.accountId), isNull(notifications.accountId)),
          or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
        ),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(20);
    return rows.map(toNotification);
  });

  app.post('/admin/notifications', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const body = parseInput(CreateNotificationBodySchema, request.body);
    if (body.accountId) {
      // Checked here: the foreign key alone would turn a mistyped id into a 500.
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, body.accountId));
      if (!account) throw invalidArgument([{ field: 'accountId', message: 'Unknown account' }], 'Unknown account');
    }
    const [row] = await db
      .insert(notifications)
      .values({
        id: randomId('ntf'),
        accountId: body.accountId ?? null,
        title: body.title,
        message: body.message,
        severity: body.severity,
        link: body.link ?? null,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returning();
    return toNotification(row as Row);
  });
}
