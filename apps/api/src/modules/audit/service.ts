import type { DbOrTx } from '../../db/client';
import * as q from './queries';

export type StaffAction = q.AuditInsert;

/**
 * Writes one entry of the staff audit log. Call it with the transaction of the action itself
 * (`db.transaction(async (tx) => { …change…; await recordStaffAction(tx, {...}) })`) so the
 * change and its trace commit together or not at all. No route changes or deletes an entry.
 */
export async function recordStaffAction(tx: DbOrTx, action: StaffAction): Promise<void> {
  await q.insertAudit(tx, action);
}
