import type { AuditEntry, AuditLogPage, AuditLogQuerySchema } from '@sameday/contract';
import { STAFF_MESSAGES } from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';

/** What a reader calls the entry's target: the account's or the user's name, else nothing (the id stands). */
function targetName(row: q.AuditRow): string | null {
  if (row.targetType === 'account' && row.targetId === row.accountId) return row.accountName;
  if (row.targetType === 'user') return row.targetUserName || row.targetUserEmail;
  return null;
}

export function toAuditEntry(row: q.AuditRow): AuditEntry {
  return {
    id: String(row.id),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: targetName(row),
    accountId: row.accountId,
    accountName: row.accountName,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const badCursor = () =>
  new AppError('invalid_argument', STAFF_MESSAGES.cursorNotFromList, {
    details: { fields: [{ field: 'cursor', message: STAFF_MESSAGES.cursorNotFromList }] },
  });

function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(id) || id < 1) throw badCursor();
  return id;
}

/** GET /admin/audit-log: newest first, filtered, a page at a time by cursor. */
export async function listAudit(db: DbOrTx, query: z.output<typeof AuditLogQuerySchema>): Promise<AuditLogPage> {
  const rows = await q.findAudit(db, {
    actorId: query.actor_id,
    action: query.action,
    accountId: query.account_id,
    targetType: query.target_type,
    targetId: query.target_id,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    beforeId: cursorId(query.cursor),
    limit: query.limit,
  });
  const items = rows.slice(0, query.limit).map(toAuditEntry);
  const last = items.at(-1);
  const nextCursor = rows.length > query.limit && last ? Buffer.from(last.id, 'utf8').toString('base64url') : null;
  return { items, nextCursor };
}

/** The newest entries about one account (the account page's trail). */
export async function recentAuditOfAccount(db: DbOrTx, accountId: string): Promise<AuditEntry[]> {
  const rows = await q.findAudit(db, { accountId, limit: 20 });
  return rows.slice(0, 20).map(toAuditEntry);
}
