import {
  FLEET_MESSAGES,
  isCourier,
  isStaff,
  PERMISSIONS,
  type Permission,
  STAFF_MESSAGES,
  STAFF_TEXTS,
  type StaffRole,
} from '@sameday/contract';
import { AppError } from './errors';

/**
 * Staff roles in the guard (docs/decisions/032): `authenticate(request, { staff: ['operations'] })`
 * lets through a user holding one of the roles named, and always an admin. A token acting as an
 * account (support's read-only view) carries no staff role at all.
 */
export function checkStaffRoles(roles: readonly string[], needed: readonly StaffRole[] | undefined): void {
  if (needed === undefined || roles.includes('admin')) return;
  if (needed.some((role) => roles.includes(role))) return;
  // Not staff at all (a merchant): the one sentence every staff call gives them.
  if (needed.length === 0 || !isStaff(roles)) throw new AppError('permission_denied', STAFF_MESSAGES.staffOnly);
  throw new AppError('permission_denied', STAFF_TEXTS.roleNeeded(needed).text, {
    details: { staffRoles: ['admin', ...needed] },
  });
}

/** The session kind of a token acting as an account: read-only, never a staff right. */
export const ACTOR_SESSION = 'actor';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A support view of an account reads only: every other method is refused, whatever the route. */
export function checkActorMethod(kind: string, method: string): void {
  if (kind === ACTOR_SESSION && !READ_METHODS.has(method)) {
    throw new AppError('permission_denied', STAFF_MESSAGES.actorReadOnly, { details: { reason: 'read_only_view' } });
  }
}

/** What a support view may read in the account: every `:read` permission, and nothing else. */
export const ACTOR_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((permission) =>
  permission.endsWith(':read'),
);

/**
 * A courier (and no staff) reaches the courier app's routes and identity's own (sign-in, who am I,
 * the password), never a merchant's or the console's (decision 056).
 */
export function checkCourierRoute(roles: readonly string[], route: { courier?: boolean; allowRestricted?: boolean }) {
  if (!isCourier(roles) || isStaff(roles) || route.courier || route.allowRestricted) return;
  throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnlyApp, { details: { reason: 'courier' } });
}
