// The permission calls' schemas. They live beside access.ts, not in it: access.ts stays
// zod-free so the shell can gate its sidebar without loading the schemas.
import { z } from 'zod';
import { PERMISSIONS } from './access';
import { ROLES } from './constants';
import { textWriter } from './sentences';
import { TEAM_SENTENCES } from './teams/messages';

/** GET /permissions, /beta/permissions and POST /authz/GetPermissions: one answer. */
export const PermissionsAnswerSchema = z.object({
  /** The date-based version (PERMISSIONS_VERSION). */
  version: z.number(),
  accountId: z.string(),
  /** The caller's account role in the active account. */
  role: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type PermissionsAnswer = z.infer<typeof PermissionsAnswerSchema>;

/** The authorisation service's GetPermissions: a positive version number (a string of digits too). */
export const GetPermissionsBodySchema = z.object({ version: z.coerce.number().int().positive() });
/** GET /permissions: the web names the date-based version it reads (PERMISSIONS_VERSION); older clients send none. */
export const PermissionsQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });

/** A user named in the path (`/auth/user/{id}/roles`). */
export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().positive('Unknown user') });

/** The check of a user role: the roles are the code's, so its English is fixed (found by it in CONTRACT_FIXED_SERVER_TEXTS). */
export const USER_ROLE_ONE_OF = textWriter('teams', TEAM_SENTENCES)('userRoleOneOf', { roles: ROLES.join(', ') });

/** A user role (not an account role): the beta switches and the operations staff's admin. */
export const UserRoleSchema = z.enum(ROLES, { error: USER_ROLE_ONE_OF.message });

/** PUT: the user's roles replaced by these. */
export const SetUserRolesBodySchema = z.object({ roles: z.array(UserRoleSchema).max(ROLES.length) });
/** POST (body) and DELETE (query): the one role given or taken. */
export const UserRoleChangeSchema = z.object({ role: UserRoleSchema });

/** A user's roles, as stored. */
export const UserRolesSchema = z.object({ id: z.number(), roles: z.array(z.string()) });
export type UserRoles = z.infer<typeof UserRolesSchema>;
