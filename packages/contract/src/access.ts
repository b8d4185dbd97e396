// Who may do what: account roles and the permission strings they grant.
// Zod-free, so the shell can gate its sidebar without loading the schemas.

/** The spec's permission strings (section:action), plus the write side of each area. */
export const PERMISSIONS = [
  'orders:read',
  'orders:write',
  'inventory:read',
  'inventory:write',
  'analytics:read',
  'finance:read',
  'finance:write',
  'settings:read',
  'settings:write',
  'integrations:manage',
  'helpdesk:read',
  'team:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A member's role in an account (organisation). */
export const ACCOUNT_ROLES = ['owner', 'admin', 'operations', 'finance', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Roles an owner or admin can give; 'owner' belongs to the account's creator alone. */
export const ASSIGNABLE_ROLES = ['admin', 'operations', 'finance', 'viewer'] as const satisfies readonly AccountRole[];

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  operations: 'Operations',
  finance: 'Finance',
  viewer: 'Viewer',
};

export const ACCOUNT_ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  owner: 'Everything, including the team and the account itself.',
  admin: 'Everything, including inviting and removing members.',
  operations: 'Places, edits and prints orders; inventory; analytics.',
  finance: 'Invoices, cash on delivery and payment details; reads orders.',
  viewer: 'Reads orders and analytics.',
};

export const ROLE_PERMISSIONS: Record<AccountRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  operations: ['orders:read', 'orders:write', 'inventory:read', 'inventory:write', 'analytics:read', 'helpdesk:read'],
  finance: ['orders:read', 'analytics:read', 'finance:read', 'finance:write', 'helpdesk:read'],
  viewer: ['orders:read', 'analytics:read', 'helpdesk:read'],
};

export function permissionsOfRole(role: string): readonly Permission[] {
  return (ROLE_PERMISSIONS as Record<string, readonly Permission[]>)[role] ?? [];
}

export function hasPermission(permissions: readonly string[], needed: Permission): boolean {
  return permissions.includes(needed);
}

/**
 * Permission and user-role calls, relative to the platform base. The spec names two
 * spellings of the permissions call; each answers the same. A path with a parameter is
 * a function: the web calls it with the value, the API registers it with `':id'`.
 */
export const PERMISSION_PATHS = {
  /** GET: the caller's role and permission strings in the active account. */
  permissions: ['/permissions', '/beta/permissions'],
  /** POST: the authorisation service's GetPermissions (a date-based version in, the same answer out). */
  getPermissions: '/authz/GetPermissions',
  /** GET, PUT, POST, DELETE (operations staff): a user's roles. */
  userRoles: (id: string) => `/auth/user/${id}/roles`,
} as const;

/** The date-based version of the permissions answer (GetPermissions): yyyymmdd. */
export const PERMISSIONS_VERSION = 20261122;
/** A client naming a version this server does not know yet (a newer web on an older server). */
export const permissionsVersionNotServed = (version: number) =>
  `Permissions version ${version} is newer than this server's (${PERMISSIONS_VERSION}).`;

/** The role-to-home mapping (issue #2): reports accounts land on their own dashboard. */
export function homeForRoles(roles: readonly string[]): string {
  return roles.includes('reports_beta') ? '/reports' : '/';
}
