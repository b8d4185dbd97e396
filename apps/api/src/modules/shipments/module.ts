import type { ModuleDeclaration } from '../../platform/module';
import type { CarrierAdapters } from './adapters/carrier-adapter';
import { registerShipmentRoutes } from './routes';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** Every carrier: the fleet on our own records, the partners through their APIs. */
    carriers: CarrierAdapters;
  }
}

/** Shipments booked with carriers, their flows and checks. Routes only. */
export const shipmentsModule: ModuleDeclaration = {
  name: 'shipments',
  build: ({ db, config, adapters }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerShipmentRoutes(app, { db, authenticate, config, carriers: adapters.carriers }),
    },
  }),
};
