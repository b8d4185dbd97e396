import { PERMISSIONS_VERSION, ROLES } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import { grantStaffRole, revokeStaffGrant, STAFF_ROLE } from './service';

const UserIdParamsSchema = z.object({ id: z.coerce.number().int().positive('Unknown user') });
const RoleSchema = z.enum(ROLES, { error: `A role is one of: ${ROLES.join(', ')}` });
const ownAdminRole = () => new AppError('failed_precondition', 'You cannot remove your own admin role.');

export function registerPermissionRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  const answerPermissions = async (request: Parameters<AuthGuard>[0]) => {
    const caller = await authenticate(request);
    return {
      version: PERMISSIONS_VERSION,
      accountId: caller.accountId,
      role: caller.accountRole,
      permissions: caller.permissions,
    };
  };
  app.get('/permissions', answerPermissions);
  app.get('/beta/permissions', answerPermissions);
  /** The authorisation service's GetPermissions: a date-based version in, the list out. */
  app.post('/authz/GetPermissions', async (request) => {
    parseInput(z.object({ version: z.coerce.number().int().positive() }), request.body);
    return answerPermissions(request);
  });

  const findRoles = async (id: number) => {
    const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
    if (!row) throw new AppError('not_found', 'User not found');
    return row.roles;
  };
  /**
   * Saves the roles. Giving the staff role records the grant, taking it ends the
   * grant, both under the admin's name (docs/decisions/013).
   */
  const saveRoles = async (id: number, roles: string[], staff?: { change: 'grant' | 'revoke'; by: number }) => {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ roles, updatedAt: sql`now()` }).where(eq(users.id, id));
      if (staff?.change === 'grant') await grantStaffRole(tx, { userId: id, source: 'staff', grantedBy: staff.by });
      if (staff?.change === 'revoke') await revokeStaffGrant(tx, id, staff.by);
    });
    return { id, roles };
  };
  const staffChange = (before: string[], after: string[], by: number) => {
    if (after.includes(STAFF_ROLE) && !before.includes(STAFF_ROLE)) return { change: 'grant' as const, by };
    if (before.includes(STAFF_ROLE) && !after.includes(STAFF_ROLE)) return { change: 'revoke' as const, by };
    return undefined;
  };

  app.get('/auth/user/:id/roles', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    return { id, roles: await findRoles(id) };
  });
  app.put('/auth/user/:id/roles', async (request) => {
    const caller = await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    const { roles } = parseInput(z.object({ roles: z.array(RoleSchema).max(ROLES.length) }), request.body);
    // Replacing the roles is another way to drop one's own admin role (and lock oneself out).
    if (id === caller.userId && !roles.includes('admin')) throw ownAdminRole();
    const before = await findRoles(id);
    const after = [...new Set(roles)];
    return saveRoles(id, after, staffChange(before, after, caller.userId));
  });
  app.post('/auth/user/:id/roles', async (request) => {
    const caller = await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    const { role } = parseInput(z.object({ role: RoleSchema }), request.body);
    const roles = await findRoles(id);
    // Naming the staff role records a grant even for a role held without one.
    const staff = role === STAFF_ROLE ? { change: 'grant' as const, by: caller.userId } : undefined;
    return saveRoles(id, roles.includes(role) ? roles : [...roles, role], staff);
  });
  app.delete('/auth/user/:id/roles', async (request) => {
    const caller = await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    const { role } = parseInput(z.object({ role: RoleSchema }), request.query);
    if (id === caller.userId && role === 'admin') throw ownAdminRole();
    const roles = await findRoles(id);
    const after = roles.filter((r) => r !== role);
    return saveRoles(id, after, staffChange(roles, after, caller.userId));
  });
}
