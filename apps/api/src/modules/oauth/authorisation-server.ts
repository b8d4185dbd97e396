import { API_BASES } from '@sameday/contract';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import { createClientTokenVerifier } from './client-tokens';

/** The authorisation server, made at its first use: see createOAuth. */
export type LoadProvider = () => Promise<Provider>;

/**
 * The authorisation server and the reader of its access tokens for the API's guard. The server
 * (oidc-provider, with Koa under it) loads and is made at the first OAuth request or client
 * token, not at start-up (docs/decisions/044).
 */
export function createOAuth(options: { db: Db; publicUrl: string; cookieKey: string; trustProxy: boolean }) {
  let made: Promise<Provider> | undefined;
  const provider: LoadProvider = () => {
    made ??= import('./provider').then(({ createOAuthProvider }) => createOAuthProvider(options));
    return made;
  };
  const resource = `${options.publicUrl}${API_BASES.platform}`;
  return { provider, resource, verifyToken: createClientTokenVerifier(options.db, provider, resource) };
}
