// The fields of an account the operations console edits (its name, codes, phone and region, and
// whether it may place orders): identity owns accounts, so the console writes them through here,
// inside its own transaction (the audit line is written beside the change).
import type { DbOrTx } from '../../../db/client';
import * as q from '../queries/staff-account-fields';

export type { StaffAccountFields } from '../queries/staff-account-fields';

/** Changes the fields given of the account; false when there is no such account. */
export function updateStaffAccountFields(db: DbOrTx, id: string, fields: q.StaffAccountFields): Promise<boolean> {
  return q.updateAccountFields(db, id, fields);
}
