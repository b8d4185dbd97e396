import type { FastifyInstance } from 'fastify';
import type { Deps } from '../route-deps';
import { registerCapabilityRoutes } from './capability';
import { registerInboundRoutes } from './inbound';
import { registerInternalRoutes } from './internal';
import { registerInventoryRoutes } from './inventory';
import { registerOrderChangeRoutes } from './order-changes';
import { registerOrderRoutes } from './orders';
import { registerProductFileRoutes } from './product-files';
import { registerProductRoutes } from './products';
import { registerStaffListRoutes } from './staff-lists';

/** Products, inventory, inbound shipments and fulfilment orders of the caller's account (docs/decisions/031). */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: Deps): void {
  registerProductRoutes(app, deps);
  registerProductFileRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerInboundRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerOrderChangeRoutes(app, deps);
  registerInternalRoutes(app, deps);
  registerCapabilityRoutes(app, deps);
  registerStaffListRoutes(app, deps);
}
