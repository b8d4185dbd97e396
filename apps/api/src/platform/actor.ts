import type { Permission } from '@sameday/contract';
import type { Caller } from './auth';

/**
 * Who acts in the domain, as the services see it: never an HTTP session. Routes build it from
 * the session (`actorOf`); a shop integration acts with the rights of the account's owner
 * (`integrationActor`); a background job names itself (`jobActor`).
 */
export type Actor = {
  /** A member of the account (a person or an API client acting for it), a shop integration, or a job. */
  kind: 'member' | 'integration' | 'job' | 'staff' | 'courier';
  /** The account acted on: every tenant query is scoped by it. */
  accountId: string;
  /** The person acting; for an integration, the owner whose rights it uses; 0 for a job. */
  userId: number;
  /** The person's staff roles (admin, …): an admin's change reads as the operations' in the history. */
  roles: readonly string[];
  /** What the actor may do in the account. */
  permissions: readonly Permission[];
  /** For an integration or a job: which ('shopify', 'woocommerce', 'finance.issue'). */
  via?: string;
};

/** The actor of a signed-in call: the member (or API client) in the account the token names. */
export function actorOf(caller: Caller): Actor {
  return {
    kind: 'member',
    accountId: caller.accountId,
    userId: caller.userId,
    roles: caller.roles,
    permissions: caller.permissions,
  };
}

/** A shop integration placing or changing orders of the account, with its owner's rights. */
export function integrationActor(platform: string, accountId: string, ownerUserId: number): Actor {
  return { kind: 'integration', accountId, userId: ownerUserId, roles: [], permissions: [], via: platform };
}

/** A background job acting on the account for the platform itself. */
export function jobActor(job: string, accountId: string): Actor {
  return { kind: 'job', accountId, userId: 0, roles: [], permissions: [], via: job };
}

/** The provider's staff acting on the provider's own work (the dispatch board): no merchant account. */
export function staffActor(caller: Caller): Actor {
  return { kind: 'staff', accountId: caller.accountId, userId: caller.userId, roles: caller.roles, permissions: [] };
}

/** A courier acting in the courier app, on their own missions only. */
export function courierActor(caller: Caller): Actor {
  return { kind: 'courier', accountId: caller.accountId, userId: caller.userId, roles: caller.roles, permissions: [] };
}
