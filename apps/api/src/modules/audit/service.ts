import type { DbOrTx } from '../../db/client';
import * as q from './queries';

export type StaffAction = {
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

/**
 * Writes one entry of the staff audit log. Call it with the transaction of the action itself
 * (`db.transaction(async (tx) => { …change…; await recordStaffAction(tx, {...}) })`) so the
 * change and its trace commit together or not at all. No route changes or deletes an entry.
 */
export async function recordStaffAction(tx: DbOrTx, action: StaffAction): Promise<void> {
  await q.insertAudit(tx, action);
}
