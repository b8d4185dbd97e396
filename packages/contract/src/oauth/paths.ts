/**
 * OAuth calls, relative to the platform base (spec §7 "Auth"). A path with a parameter is a
 * function: the web calls it with the value, the API registers it with `':id'`. Each is mounted
 * exactly: `/oauth/actor/token/{id}` belongs to the staff area.
 */
export const OAUTH_PATHS = {
  /** GET: the account's API clients (limit, offset, user_id); POST: creates one (its secret shown once). */
  clients: '/oauth/clients',
  /** GET one API client; PATCH: renames it, changes its scopes or redirect URIs; DELETE: revokes it. */
  client: (id: string) => `/oauth/clients/${id}`,
  /** POST: a new secret for the client (shown once); the old one stops working at once. */
  clientSecret: (id: string) => `/oauth/clients/${id}/secret`,
  /** GET: the authorisation request (code + PKCE S256). */
  authorize: '/oauth/authorize',
  /** GET: where the browser comes back to the authorisation request after signing in and consenting. */
  authorizeResume: (uid: string) => `/oauth/authorize/${uid}`,
  /** POST: tokens (authorization_code, refresh_token, client_credentials); client_secret_basic. */
  token: '/oauth/token',
  /** POST: token introspection (RFC 7662): revoked or expired tokens are inactive. */
  tokenInfo: '/oauth/token/info',
  /** POST: token revocation (RFC 7009). */
  tokenRevoke: '/oauth/token/revoke',
  /** GET: the sign-in page of an authorisation request; POST: its form. */
  uiLogin: '/oauth/ui/login',
  /** GET: the consent page of an authorisation request; POST: allow or deny. */
  uiAuth: '/oauth/ui/auth',
  /** GET: the style sheet of the two pages above. */
  uiStyles: '/oauth/ui/assets/oauth.css',
} as const;

/** Where the developer settings live in the web app. */
export const DEVELOPERS_ROUTE = '/settings/developers';
