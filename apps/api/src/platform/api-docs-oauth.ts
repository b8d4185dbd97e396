import { API_BASES, OAUTH_PATHS } from '@sameday/contract';

const token = `${API_BASES.platform}${OAUTH_PATHS.token}`;

/** API clients' OAuth 2.1 flows, for the reference's security schemes (docs/decisions/033). */
export function oauthSecurityScheme(scopes: Record<string, string>) {
  return {
    type: 'oauth2' as const,
    description:
      'API clients of a merchant’s own systems (Settings → Developers). A client acts on one account; each scope is the permission a route names when it refuses (`details.permission`).',
    flows: {
      clientCredentials: { tokenUrl: token, scopes },
      authorizationCode: {
        authorizationUrl: `${API_BASES.platform}${OAUTH_PATHS.authorize}`,
        tokenUrl: token,
        refreshUrl: token,
        scopes,
      },
    },
  };
}

/** The reference's "Getting started": a client-credentials token and a first orders call. */
export const API_GETTING_STARTED = `

## Getting started

1. In the dashboard, open **Settings → Developers** and create an API client with the scopes it needs
   (for example \`orders:read\`). Copy the client secret: it is shown once.
2. Get an access token with the client credentials grant (HTTP Basic: client id and secret):

\`\`\`sh
curl -s -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials -d scope=orders:read \\
  https://your-sameday-host${token}
# {"access_token":"…","expires_in":3600,"token_type":"Bearer","scope":"orders:read"}
\`\`\`

3. Call the API with it:

\`\`\`sh
curl -s -H "Authorization: Bearer $ACCESS_TOKEN" \\
  https://your-sameday-host${API_BASES.platform}/quiqdash/orders?limit=10
\`\`\`

A token acts on the client's own account only, with its scopes: reads of orders need \`orders:read\`,
creating or changing orders and printing labels \`orders:write\`, invoices \`finance:read\`, and so on —
a refused call answers \`permission_denied\` with the scope it needs in \`details.permission\`.
Systems that act for a person use the authorization code flow with PKCE (S256) at
\`${API_BASES.platform}${OAUTH_PATHS.authorize}\`; refresh tokens are single-use (each answer carries the next).
Introspection: \`${API_BASES.platform}${OAUTH_PATHS.tokenInfo}\`. Token calls are limited per authenticated client, and failed client authentications per address (past the limit, that address is refused with 429 for a while). Rotating a secret ends the access tokens the client holds.
`;
