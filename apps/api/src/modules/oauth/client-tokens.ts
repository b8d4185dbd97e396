import { permissionsOfRole } from '@sameday/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { LoadProvider } from './authorisation-server';
import * as q from './queries';

const invalidToken = () =>
  new AppError('unauthenticated', 'The access token is invalid, revoked or expired.', {
    details: { error: 'invalid_token' },
  });

/**
 * Reads an API client's access token (opaque: looked up where the authorisation server keeps
 * it). The call acts on the client's one account, with the token's scopes, and never more than
 * the person behind it may do there now: the user who consented (authorization code) or the
 * client's creator (client credentials). That person leaving the account ends the token's use.
 */
export function createClientTokenVerifier(db: Db, loadProvider: LoadProvider, resource: string) {
  return async (value: string): Promise<Caller> => {
    const provider = await loadProvider();
    const token = (await provider.AccessToken.find(value)) ?? (await provider.ClientCredentials.find(value));
    if (!token || token.isExpired || !token.clientId) throw invalidToken();
    const audience = [token.aud].flat().filter(Boolean);
    if (audience.length > 0 && !audience.includes(resource)) throw invalidToken();
    const subject = 'accountId' in token ? token.accountId : undefined;
    const userId = subject === undefined ? undefined : Number(subject);
    const actor = await q.findClientActor(db, token.clientId, userId);
    if (!actor?.role) throw invalidToken();
    const scopes = new Set((token.scope ?? '').split(' '));
    const permissions = permissionsOfRole(actor.role).filter(
      (permission) => scopes.has(permission) && actor.scopes.includes(permission),
    );
    await q.touchClient(db, token.clientId, new Date());
    return {
      userId: actor.userId,
      sessionId: `oauth:${token.clientId}`,
      accountId: actor.accountId,
      accountRole: actor.role,
      roles: [],
      permissions,
      isRestricted: false,
      clientId: token.clientId,
    };
  };
}
