import type { DbOrTx } from '../../db/client';
import { staffAuditLog } from '../../db/schema';

export type AuditInsert = {
  actorUserId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  accountId?: string | null;
  before?: unknown;
  after?: unknown;
};

export async function insertAudit(db: DbOrTx, entry: AuditInsert): Promise<number> {
  const [row] = await db
    .insert(staffAuditLog)
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      accountId: entry.accountId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: staffAuditLog.id });
  if (!row) throw new Error('audit entry not written');
  return row.id;
}
