import {
  isReservedRole,
  isStaff,
  PERMISSIONS_VERSION,
  type PermissionsAnswer,
  permissionsVersionNotServed,
  type Role,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_SENTENCES,
  serverText,
  type UserRoles,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { recordStaffAction } from '../audit';
import * as q from './queries';
import { STAFF_ROLE, type StaffGrantSource } from './queries';
import { userRolesOf } from './user-roles-port';

export { STAFF_ROLE, type StaffGrantSource };

/** The caller's role and permission strings in the active account, with the date-based version. */
export function permissionsOf(caller: Caller): PermissionsAnswer {
  return {
    version: PERMISSIONS_VERSION,
    accountId: caller.accountId,
    role: caller.accountRole,
    permissions: [...caller.permissions],
  };
}

/**
 * The permissions for a client that names the date-based version it reads (GetPermissions).
 * One shape exists today, so any version up to the server's is answered in it; a newer one is
 * refused rather than answered in a shape its client does not expect.
 */
export function permissionsForVersion(caller: Caller, version: number | undefined): PermissionsAnswer {
  if (version !== undefined && version > PERMISSIONS_VERSION) {
    throw new AppError('failed_precondition', permissionsVersionNotServed(version));
  }
  return permissionsOf(caller);
}

/**
 * Gives the staff role and records the grant, unless a grant is already in force.
 * Answers whether a new grant was recorded.
 */
export async function grantStaffRole(
  db: Db,
  input: { userId: number; source: StaffGrantSource; grantedBy?: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isRecorded = await q.insertStaffGrant(tx, input);
    await userRolesOf(db).add(tx, input.userId, STAFF_ROLE);
    return isRecorded;
  });
}

/**
 * Records the staff grants another staff member gives a user they invite (the console's staff
 * invitation), inside its transaction: the user's roles are written with the user.
 */
export async function recordStaffGrants(
  tx: DbOrTx,
  grant: { userId: number; roles: readonly string[]; grantedBy: number },
): Promise<void> {
  for (const role of grant.roles)
    await q.insertStaffGrant(tx, { userId: grant.userId, role, source: 'staff', grantedBy: grant.grantedBy });
}

/** Ends the grant in force when an admin takes the staff role away. */
export async function revokeStaffGrant(db: DbOrTx, userId: number, revokedBy: number): Promise<void> {
  await q.revokeStaffGrant(db, userId, revokedBy);
}

/**
 * The one rule of ADMIN_EMAILS: a user whose address is listed AND proven (opened a
 * mailed verification link or reset) gets the staff role, with the grant recorded.
 * An address someone merely typed at sign-up proves nothing. Runs at start (every
 * such user) and when an address is verified (`userId`). Answers how many users got
 * a new grant.
 */
export async function grantStaffRoleIfEntitled(
  db: Db,
  adminEmails: readonly string[],
  options: { userId?: number } = {},
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const entitled = await q.findVerifiedUsersByEmails(db, adminEmails, options.userId);
  let granted = 0;
  for (const user of entitled) {
    if (await grantStaffRole(db, { userId: user.id, source: 'admin_emails' })) granted += 1;
  }
  return granted;
}

/**
 * Takes the staff role from every user who holds it without a grant in force: the
 * role the old sign-up gave to whoever typed an ADMIN_EMAILS address. Answers how many.
 */
export async function removeUnbackedStaffRoles(db: Db): Promise<number> {
  const unbacked = await q.findUnbackedStaffRoles(db);
  const roles = userRolesOf(db);
  await db.transaction(async (tx) => {
    for (const { userId, role } of unbacked) await roles.remove(tx, userId, role);
  });
  return unbacked.length;
}

/** At start: unbacked staff roles go first, then the verified ADMIN_EMAILS users get theirs. */
export async function settleStaffRoles(
  db: Db,
  adminEmails: readonly string[],
): Promise<{ removed: number; granted: number }> {
  const removed = await removeUnbackedStaffRoles(db);
  const granted = await grantStaffRoleIfEntitled(db, adminEmails);
  return { removed, granted };
}

export type StaffGrantByCommand =
  | { status: 'granted'; userId: number }
  | { status: 'already_staff'; userId: number }
  | { status: 'unknown_email' };

/** npm run staff:grant: the operator on the server vouches for the user; the grant is recorded as 'command'. */
export async function grantStaffRoleByCommand(db: Db, email: string): Promise<StaffGrantByCommand> {
  const user = await q.findUserIdByEmail(db, email);
  if (!user) return { status: 'unknown_email' };
  const isNew = await grantStaffRole(db, { userId: user.id, source: 'command' });
  return { status: isNew ? 'granted' : 'already_staff', userId: user.id };
}

const ownAdminRole = () => new AppError('failed_precondition', STAFF_MESSAGES.ownAdminRole);

/** A reserved beta role has nothing behind it (decision 068): none is given; one held from before may stay or go. */
function refuseReservedGiven(before: readonly string[], after: readonly string[]): void {
  const given = after.find((role) => isReservedRole(role) && !before.includes(role));
  if (given) {
    throw new AppError('failed_precondition', serverText(STAFF_SENTENCES.reservedRole, { role: given }), {
      details: { reason: 'reserved_role' },
    });
  }
}

async function findRoles(db: Db, userId: number): Promise<string[]> {
  const row = await q.findUserRoles(db, userId);
  if (!row) throw new AppError('not_found', STAFF_MESSAGES.userNotFound);
  return row.roles;
}

const staffRolesIn = (roles: readonly string[]) =>
  (STAFF_ROLES as readonly string[]).filter((role) => roles.includes(role));

/**
 * Saves the roles. Each staff role given records a grant, each taken ends its grant, both under
 * the admin's name (docs/decisions/013, 032); `regrant` records a grant for a staff role named
 * again. The change is written to the audit log in the same transaction.
 */
async function saveRoles(
  db: Db,
  caller: Caller,
  userId: number,
  change: { before: string[]; after: string[]; regrant?: string },
): Promise<UserRoles> {
  const { before, after } = change;
  refuseReservedGiven(before, after);
  const given = staffRolesIn(after).filter((role) => !before.includes(role) || role === change.regrant);
  const taken = staffRolesIn(before).filter((role) => !after.includes(role));
  await db.transaction(async (tx) => {
    await userRolesOf(db).set(tx, userId, after);
    for (const role of given) await q.insertStaffGrant(tx, { userId, role, source: 'staff', grantedBy: caller.userId });
    for (const role of taken) await q.revokeStaffGrant(tx, userId, caller.userId, role);
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'user.roles_changed',
      targetType: 'user',
      targetId: String(userId),
      before: { roles: before },
      after: { roles: after },
    });
  });
  return { id: userId, roles: after };
}

export async function getUserRoles(db: Db, userId: number): Promise<UserRoles> {
  return { id: userId, roles: await findRoles(db, userId) };
}

/** PUT: replaces the user's roles. */
export async function replaceUserRoles(db: Db, caller: Caller, userId: number, roles: Role[]): Promise<UserRoles> {
  // Replacing the roles is another way to drop one's own admin role (and lock oneself out).
  if (userId === caller.userId && !roles.includes('admin')) throw ownAdminRole();
  const before = await findRoles(db, userId);
  return saveRoles(db, caller, userId, { before, after: [...new Set(roles)] });
}

/** POST: gives the user one more role. */
export async function addUserRole(db: Db, caller: Caller, userId: number, role: Role): Promise<UserRoles> {
  const before = await findRoles(db, userId);
  const after = before.includes(role) ? before : [...before, role];
  // Naming a staff role records a grant even for a role held without one.
  return saveRoles(db, caller, userId, { before, after, regrant: isStaff([role]) ? role : undefined });
}

/** DELETE: takes one role from the user. */
export async function removeUserRole(db: Db, caller: Caller, userId: number, role: Role): Promise<UserRoles> {
  if (userId === caller.userId && role === 'admin') throw ownAdminRole();
  const before = await findRoles(db, userId);
  return saveRoles(db, caller, userId, { before, after: before.filter((r) => r !== role) });
}
