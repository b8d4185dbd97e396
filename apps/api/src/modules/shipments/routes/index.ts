import type { FastifyInstance } from 'fastify';
import type { Deps } from '../route-deps';
import { registerAppFlowRecordRoutes, registerAppFlowRoutes } from './app-flows';
import { registerBookingRoutes } from './bookings';
import { registerWebhookRoutes } from './carrier-webhooks';
import { registerRecordRoutes } from './records';
import { registerRuleRoutes, registerRuleSetRoutes } from './rule-sets';

/** Shipments booked with carriers, the account's flow settings and checks (docs/decisions/036). */
export function registerShipmentRoutes(app: FastifyInstance, deps: Deps): void {
  const context = { db: deps.db, carriers: deps.carriers };
  registerBookingRoutes(app, deps, context);
  registerRecordRoutes(app, deps, context);
  registerWebhookRoutes(app, deps);
  registerAppFlowRoutes(app, deps);
  registerAppFlowRecordRoutes(app, deps);
  registerRuleSetRoutes(app, deps);
  registerRuleRoutes(app, deps);
}
