import { type Permission, permissionsOfRole } from '@sameday/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { memberships, sessions, users } from '../db/schema';
import { AppError } from './errors';
import type { TokenSigner } from './tokens';

export type Caller = {
  userId: number;
  sessionId: string;
  accountId: string;
  /** The account role of the caller in the active account (owner, admin, member…). */
  accountRole: string;
  roles: string[];
  /** The permission strings the role grants in the active account. */
  permissions: readonly Permission[];
  /** A recovery session or a temporary password: only the password change is allowed. */
  isRestricted: boolean;
};

export type AuthOptions = {
  allowRestricted?: boolean;
  /** The permission string the route needs in the active account. */
  permission?: Permission;
  /** Operations staff of the provider only (user role 'admin'). */
  isAdminOnly?: boolean;
};

export type AuthGuard = (request: FastifyRequest, options?: AuthOptions) => Promise<Caller>;

export const SESSION_EXPIRED = new AppError(
  'unauthenticated',
  "We're sorry, your session has expired. Please login again to place a new order.",
);

/** Reads the bearer token, checks its signature and expiry, then that its session still lives. */
export function createAuthGuard(db: Db, signer: TokenSigner): AuthGuard {
  return async (request, options = {}) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', 'Sign in to continue.');
    const claims = await signer.verify(match[1]);
    if (!claims) throw SESSION_EXPIRED;
    const [row] = await db
      .select({
        kind: sessions.kind,
        temporaryPassword: users.temporaryPassword,
        roles: users.roles,
        accountRole: memberships.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, claims.accountId)))
      .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
    if (!row) throw SESSION_EXPIRED;
    const caller: Caller = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      accountId: claims.accountId,
      accountRole: row.accountRole,
      roles: row.roles,
      permissions: permissionsOfRole(row.accountRole),
      isRestricted: row.kind === 'recovery' || row.temporaryPassword,
    };
    if (caller.isRestricted && !options.allowRestricted) {
      throw new AppError('permission_denied', 'Change your temporary password to continue.', {
        details: { reason: 'temporary_password' },
      });
    }
    if (options.isAdminOnly && !caller.roles.includes('admin')) {
      throw new AppError('permission_denied', 'This is for Sameday operations staff only.');
    }
    if (options.permission && !caller.permissions.includes(options.permission)) {
      throw new AppError('permission_denied', `Your role does not allow this (${options.permission}).`, {
        details: { permission: options.permission },
      });
    }
    return caller;
  };
}
