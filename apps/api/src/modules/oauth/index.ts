import { API_BASES } from '@sameday/contract';
import type { Db } from '../../db/client';
import { createClientTokenVerifier } from './client-tokens';
import { createOAuthProvider } from './provider';

export { type OAuthRouteDeps, registerOAuthRoutes } from './routes';

/** The authorisation server and the reader of its access tokens for the API's guard. */
export function createOAuth(options: { db: Db; publicUrl: string; cookieKey: string; trustProxy: boolean }) {
  const provider = createOAuthProvider(options);
  const resource = `${options.publicUrl}${API_BASES.platform}`;
  return { provider, resource, verifyToken: createClientTokenVerifier(options.db, provider, resource) };
}
