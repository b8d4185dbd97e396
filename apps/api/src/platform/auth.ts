import {
  ACCOUNT_ACCESS_ENDED,
  MESSAGES,
  type Permission,
  permissionsOfRole,
  REQUEST_MESSAGES,
  REQUEST_SENTENCES,
  STAFF_MESSAGES,
  type StaffRole,
  serverText,
} from '@sameday/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BaseDb } from '../db/client';
import { memberships, sessions, users } from '../db/schema';
import { AppError } from './errors';
import { ACTOR_PERMISSIONS, ACTOR_SESSION, checkActorMethod, checkCourierRoute, checkStaffRoles } from './staff-roles';
import type { TokenSigner } from './tokens';

export type Caller = {
  userId: number;
  sessionId: string;
  /**
   * The account the call acts on: the one the access token names, which the user chose
   * (their own or one they are a member of). Every tenant query is scoped by it.
   */
  accountId: string;
  /** The account role of the caller in the active account (owner, admin, member…). */
  accountRole: string;
  roles: string[];
  /** The permission strings the role grants in the active account. */
  permissions: readonly Permission[];
  /** A recovery session or a temporary password: only the password change is allowed. */
  isRestricted: boolean;
  /** Support's read-only view of the account (GET /oauth/actor/token/{id}): `userId` is the staff user. */
  isActor?: boolean;
  /** An API client's access token (docs/decisions/033): only routes that name a permission answer it. */
  clientId?: string;
};

export type AuthOptions = {
  allowRestricted?: boolean;
  /** The permission string the route needs in the active account. */
  permission?: Permission;
  /** Operations staff of the provider only (user role 'admin'). */
  isAdminOnly?: boolean;
  /** Staff holding one of these roles, or an admin (`[]`: admins only). */
  staff?: readonly StaffRole[];
};

export type AuthGuard = (request: FastifyRequest, options?: AuthOptions) => Promise<Caller>;
/** Reads an API client's opaque access token (a session's token is a JWT: it has dots). */
export type ClientTokenReader = (token: string) => Promise<Caller>;

declare module './domain-hub' {
  interface DomainPorts {
    /** Reads an API client's access token (the OAuth module) for the guard. */
    clientTokens: ClientTokenReader;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a bearer token: sign-up, sign-in, recovery, a webhook with its own key. */
    isPublic?: boolean;
    /** Also answers a recovery session or a temporary password (the password change, who am I). */
    allowRestricted?: boolean;
    /**
     * The staff roles the route's handler checks (`[]`: admins only), declared with `staffRoute`
     * so the route table names every staff route (the staff sweep walks them). A route with a
     * merchant side too (a member's own account) declares the roles of its staff side.
     */
    staff?: readonly StaffRole[];
    /** A call of the courier app: the only routes (with the identity ones) a courier may call. */
    courier?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, set before the handler runs on every route that is not public. */
    caller?: Caller;
  }
}

/** Route options of a courier app's route: a courier reaches these and identity's own, no other. */
export const COURIER_ROUTE = { config: { courier: true } } as const;

/** Route options of a route that answers without a bearer token. */
export const PUBLIC_ROUTE = { config: { isPublic: true } } as const;
/** Route options of a staff route: the roles its handler checks, recorded in the route table. */
export const staffRoute = (roles: readonly StaffRole[]) => ({ config: { staff: roles } }) as const;

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * A handler checks only the staff roles its route declares: a staff check on a route that does
 * not say so (or says other roles) is a mistake in the code, refused before any role is read,
 * so the staff sweep's list of staff routes cannot miss one.
 */
export function checkDeclaredStaff(request: FastifyRequest, needed: readonly StaffRole[]): void {
  const declared = request.routeOptions.config.staff;
  if (!declared || !sameRoles(declared, needed)) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} checks staff roles [${needed.join(', ')}] it does not declare with staffRoute()`,
    );
  }
}

/** Route options of a route a restricted session may also call. */
export const RESTRICTED_ALLOWED = { config: { allowRestricted: true } } as const;

export const SESSION_EXPIRED = new AppError('unauthenticated', MESSAGES.sessionExpired);

/**
 * The token names an account the user no longer belongs to (removed from the team while
 * working in it). Not a 401: the web would mint a fresh token for the session, which now
 * opens the user's own account, and replay the call there: an order meant for the team
 * would land in the wrong account. The caller hears why, and chooses again.
 */
const accountAccessEnded = () =>
  new AppError('permission_denied', ACCOUNT_ACCESS_ENDED.message, {
    details: { reason: ACCOUNT_ACCESS_ENDED.reason },
  });

/**
 * Reads the bearer token, checks its signature and expiry, that its session still lives,
 * and that the user is still a member of the account the token acts on (their role there
 * gives the call its permissions).
 */
function createIdentify(db: BaseDb, signer: TokenSigner, clientTokens?: ClientTokenReader) {
  // Every API call runs it: one prepared statement (on PostgreSQL, parsed and planned once per
  // connection), the session, the user and their role in the account in one round trip.
  const findCaller = db
    .select({
      kind: sessions.kind,
      temporaryPassword: users.temporaryPassword,
      roles: users.roles,
      accountRole: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.accountId, sql.placeholder('accountId'))),
    )
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('find_caller');
  return async (request: FastifyRequest): Promise<Caller> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', REQUEST_MESSAGES.signIn);
    if (clientTokens && !match[1].includes('.')) return clientTokens(match[1]);
    const claims = await signer.verify(match[1]);
    if (!claims) throw SESSION_EXPIRED;
    const [row] = await findCaller.execute({
      accountId: claims.accountId,
      sessionId: claims.sessionId,
      userId: claims.userId,
    });
    if (!row) throw SESSION_EXPIRED;
    checkActorMethod(row.kind, request.method);
    const isActor = row.kind === ACTOR_SESSION;
    if (!row.accountRole && !isActor) throw accountAccessEnded();
    const accountRole = isActor ? 'viewer' : (row.accountRole ?? 'viewer');
    return {
      userId: claims.userId,
      sessionId: claims.sessionId,
      accountId: claims.accountId,
      accountRole,
      roles: isActor ? [] : row.roles,
      permissions: isActor ? ACTOR_PERMISSIONS : permissionsOfRole(accountRole),
      isActor,
      isRestricted: row.kind === 'recovery' || row.temporaryPassword,
    };
  };
}

const restrictedError = () =>
  new AppError('permission_denied', REQUEST_MESSAGES.temporaryPassword, {
    details: { reason: 'temporary_password' },
  });

/**
 * Closed by default: every API route needs a signed-in caller before its handler runs,
 * unless it declares itself public (`PUBLIC_ROUTE`); a restricted session gets through
 * only where the route allows it (`RESTRICTED_ALLOWED`). The handler's own guard then
 * checks the permission it needs against the caller found here.
 */
export function registerAuthentication(
  app: FastifyInstance,
  db: BaseDb,
  signer: TokenSigner,
  clientTokens?: ClientTokenReader,
): AuthGuard {
  const identify = createIdentify(db, signer, clientTokens);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.isPublic) return;
    request.caller = await identify(request);
    if (request.caller.isRestricted && !route.config.allowRestricted) throw restrictedError();
    checkCourierRoute(request.caller.roles, route.config);
  });
  return async (request, options = {}) => {
    const caller = request.caller ?? (await identify(request));
    if (caller.isRestricted && !options.allowRestricted) throw restrictedError();
    if (caller.clientId && !options.permission) {
      throw new AppError('permission_denied', 'An API client token cannot call this route.');
    }
    if (options.isAdminOnly) checkDeclaredStaff(request, []);
    if (options.staff) checkDeclaredStaff(request, options.staff);
    if (options.isAdminOnly && !caller.roles.includes('admin')) {
      throw new AppError('permission_denied', STAFF_MESSAGES.staffOnly);
    }
    checkStaffRoles(caller.roles, options.staff);
    if (options.permission && !caller.permissions.includes(options.permission)) {
      throw new AppError(
        'permission_denied',
        serverText(REQUEST_SENTENCES.permissionNeeded, { permission: options.permission }),
        {
          details: { permission: options.permission },
        },
      );
    }
    return caller;
  };
}
