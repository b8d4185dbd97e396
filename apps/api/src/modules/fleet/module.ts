import type { ModuleDeclaration } from '../../platform/module';
import { registerFleetRoutes } from './routes';
import { courierUserFields } from './service';

/**
 * The fleet: the provider's couriers, their vehicles and shifts, and the courier app's settings.
 * Gives identity the courier fields of `GET /courier/user` (`courierUser` port).
 */
export const fleetModule: ModuleDeclaration = {
  name: 'fleet',
  build: ({ db, mailer, config }) => ({
    routes: { platform: (app, { authenticate }) => registerFleetRoutes(app, { db, mailer, config, authenticate }) },
    wiring: { ports: { courierUser: (tx, userId) => courierUserFields(tx, userId) } },
  }),
};
