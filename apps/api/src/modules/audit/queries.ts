import type { DbOrTx } from '../../db/client';
import { staffAuditLog } from './tables';

/** One staff action as the audit log keeps it. */
export type AuditInsert = {
  /** The staff user who acted (null: the server itself, e.g. a start-up grant). */
  actorUserId: number | null;
  /** What was done, e.g. 'account.block_state_changed' (AUDIT_ACTIONS lists the known ones). */
  action: string;
  /** What it was done to: 'account', 'user', 'ownership', 'invoice', 'flag'… and its id. */
  targetType: string;
  targetId: string;
  /** The merchant account concerned, if any: the account page shows its trail. */
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
