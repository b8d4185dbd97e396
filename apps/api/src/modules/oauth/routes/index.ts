import type { FastifyInstance } from 'fastify';
import type { OAuthRouteDeps } from '../route-deps';
import { registerClientRoutes } from './clients';
import { registerPageRoutes } from './pages';
import { registerProviderRoutes } from './provider';

/** API clients of the caller's account, and the authorisation server's own paths (docs/decisions/033). */
export function registerOAuthRoutes(app: FastifyInstance, deps: OAuthRouteDeps): void {
  registerClientRoutes(app, deps);
  app.register(async (scope) => registerProviderRoutes(scope, deps));
  app.register(async (scope) => registerPageRoutes(scope, deps));
}
