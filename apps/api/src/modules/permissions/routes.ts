import { PERMISSIONS_VERSION, ROLES } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';

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
  const saveRoles = async (id: number, roles: string[]) => {
    await db.update(users).set({ roles, updatedAt: sql`now()` }).where(eq(users.id, id));
    return { id, roles };
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
    await findRoles(id);
    return saveRoles(id, [...new Set(roles)]);
  });
  app.post('/auth/user/:id/roles', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    const { role } = parseInput(z.object({ role: RoleSchema }), request.body);
    const roles = await findRoles(id);
    return saveRoles(id, roles.includes(role) ? roles : [...roles, role]);
  });
  app.delete('/auth/user/:id/roles', async (request) => {
    const caller = await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(UserIdParamsSchema, request.params);
    const { role } = parseInput(z.object({ role: RoleSchema }), request.query);
    if (id === caller.userId && role === 'admin') throw ownAdminRole();
    const roles = await findRoles(id);
    return saveRoles(
      id,
      roles.filter((r) => r !== role),
    );
  });
}
