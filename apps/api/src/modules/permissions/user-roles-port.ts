import type { Db, DbOrTx } from '../../db/client';

/**
 * A user's roles (users.roles, identity's table), kept in step with the staff grants: identity
 * writes them for permissions through this port, as identity calls permissions when an address is
 * verified and permissions importing identity back would make a loop.
 */
export type UserRolesPort = {
  /** Replaces the user's roles. */
  set(tx: DbOrTx, userId: number, roles: readonly string[]): Promise<void>;
  /** Adds a role to the user's roles, once. */
  add(tx: DbOrTx, userId: number, role: string): Promise<void>;
  /** Takes a role from the user's roles. */
  remove(tx: DbOrTx, userId: number, role: string): Promise<void>;
};

declare module '../../platform/domain-hub' {
  interface DomainPorts {
    userRoles: UserRolesPort;
  }
}

/** The port identity provides; a domain without it cannot change roles, a mistake of the composition. */
export function userRolesOf(db: Db): UserRolesPort {
  const port = db.hub.port('userRoles');
  if (!port) throw new Error('No module provides the userRoles port');
  return port;
}
