import type { FastifyInstance } from 'fastify';
import type { Deps } from '../route-deps';
import { registerMerchantRoutes } from './merchant';
import { registerPublicRoutes } from './public';
import { registerRecipientActionRoutes } from './recipient-actions';

/**
 * The public tracking page's calls and the merchant's tracking settings (docs/decisions/037). The
 * code reads the page; a change also needs the recipient's confirmation (docs/decisions/052).
 */
export function registerTrackingRoutes(app: FastifyInstance, deps: Deps): void {
  registerPublicRoutes(app, deps);
  registerRecipientActionRoutes(app, deps);
  registerMerchantRoutes(app, deps);
}
