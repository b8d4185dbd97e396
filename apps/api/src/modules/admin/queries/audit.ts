import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staffAuditLog, users } from '../../../db/schema';

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
      action: staffAuditLog.action,
      targetType: staffAuditLog.targetType,
      targetId: staffAuditLog.targetId,
      accountId: staffAuditLog.accountId,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      createdAt: staffAuditLog.createdAt,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorUserId))
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(filter.limit + 1);
}
export type AuditRow = Awaited<ReturnType<typeof findAudit>>[number];
