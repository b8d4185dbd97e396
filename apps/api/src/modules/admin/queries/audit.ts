import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { accounts, staffAuditLog, users } from '../../../db/schema';

/** The user a 'user' entry is about (a second join of users, beside the actor). */
const targetUsers = alias(users, 'target_users');

export type AuditFilter = {
  actorId?: number;
  action?: string;
  accountId?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Entries older than this id (the cursor). */
  beforeId?: number;
  limit: number;
};

/** Newest first; `limit + 1` rows so the caller knows whether a next page exists. */
export function findAudit(db: DbOrTx, filter: AuditFilter) {
  const where: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : eq(staffAuditLog.actorUserId, filter.actorId),
    filter.action === undefined ? undefined : eq(staffAuditLog.action, filter.action),
    filter.accountId === undefined ? undefined : eq(staffAuditLog.accountId, filter.accountId),
    filter.targetType === undefined ? undefined : eq(staffAuditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(staffAuditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(staffAuditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(staffAuditLog.createdAt, filter.to),
    filter.beforeId === undefined ? undefined : lt(staffAuditLog.id, filter.beforeId),
  ];
  return db
    .select({
      id: staffAuditLog.id,
      actorUserId: staffAuditLog.actorUserId,
      actorEmail: users.email,
      actorName: users.fullName,
      action: staffAuditLog.action,
      targetType: staffAuditLog.targetType,
      targetId: staffAuditLog.targetId,
      accountId: staffAuditLog.accountId,
      accountName: accounts.name,
      targetUserName: targetUsers.fullName,
      targetUserEmail: targetUsers.email,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      createdAt: staffAuditLog.createdAt,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorUserId))
    .leftJoin(accounts, eq(accounts.id, staffAuditLog.accountId))
    .leftJoin(
      targetUsers,
      and(eq(staffAuditLog.targetType, 'user'), sql`${targetUsers.id}::text = ${staffAuditLog.targetId}`),
    )
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(filter.limit + 1);
}
export type AuditRow = Awaited<ReturnType<typeof findAudit>>[number];
