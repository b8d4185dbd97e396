import type { ModuleDeclaration } from '../../platform/module';
import { createOAuth } from './authorisation-server';
import { registerOAuthRoutes } from './routes';

/**
 * OAuth for API clients (decision 033): the authorisation server's routes, and the `clientTokens`
 * port through which the API's guard reads a client's access token.
 */
export const oauthModule: ModuleDeclaration = {
  name: 'oauth',
  build: async ({ db, config, secret }) => {
    const oauth = createOAuth({
      db,
      publicUrl: config.publicUrl,
      cookieKey: await secret('oauth_cookie_key'),
      trustProxy: Boolean(config.trustProxy),
    });
    return {
      routes: {
        platform: (app, { authenticate }) =>
          registerOAuthRoutes(app, {
            db,
            authenticate,
            provider: oauth.provider,
            resource: oauth.resource,
            config: { rateLimits: config.rateLimits, oauthTokenLimit: config.rateLimits.oauthToken },
          }),
      },
      wiring: { ports: { clientTokens: oauth.verifyToken } },
    };
  },
};
