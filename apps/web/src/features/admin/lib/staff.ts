/**
 * The user roles that open the console: `admin` (operations staff until finer roles
 * exist, docs/decisions/013) and the staff roles beside it. A merchant's roles are the
 * beta roles at most, none of which opens it.
 */
export const STAFF_ROLES = ['admin', 'operations', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

export const isStaff = (roles: readonly string[]): boolean => staffRolesOf(roles).length > 0;
