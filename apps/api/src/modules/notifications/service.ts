import type { CreateNotificationBodySchema, Notification } from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { randomId } from '../../platform/crypto';
import { invalidArgument } from '../../platform/errors';
import { recordStaffAction } from '../audit';
import { accountExists } from '../identity';
import * as q from './queries';

const toNotification = (row: q.NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  severity: row.severity as Notification['severity'],
  link: row.link ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The account's notifications and everyone's, newest first. */
export async function listNotifications(db: Db, accountId: string): Promise<Notification[]> {
  const rows = await q.findNotifications(db, accountId);
  return rows.map(toNotification);
}

/**
 * Publishes a notification to one account (which must exist) or, without one, to everyone, with
 * its staff audit entry in the same transaction (decision 032): what merchants were told, by whom.
 */
export async function createNotification(
  db: Db,
  actorUserId: number,
  body: z.output<typeof CreateNotificationBodySchema>,
): Promise<Notification> {
  // Checked here: the foreign key alone would turn a mistyped id into a 500.
  if (body.accountId && !(await accountExists(db, body.accountId))) {
    throw invalidArgument([{ field: 'accountId', message: 'Unknown account' }], 'Unknown account');
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await q.insertNotification(tx, {
      id: randomId('ntf'),
      accountId: body.accountId ?? null,
      title: body.title,
      message: body.message,
      severity: body.severity,
      link: body.link ?? null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    });
    await recordStaffAction(tx, {
      actorUserId,
      action: 'notification.published',
      targetType: 'notification',
      targetId: inserted.id,
      accountId: inserted.accountId,
      after: {
        audience: inserted.accountId ?? 'everyone',
        title: inserted.title,
        message: inserted.message,
        severity: inserted.severity,
        link: inserted.link,
        expiresAt: inserted.expiresAt?.toISOString() ?? null,
      },
    });
    return inserted;
  });
  return toNotification(row);
}
