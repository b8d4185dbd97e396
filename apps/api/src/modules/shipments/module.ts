import type { ModuleDeclaration } from '../../platform/module';
import type { CarrierAdapters } from './adapters/carrier-adapter';
import { registerShipmentRoutes } from './routes';
import { scheduleTracking, TRACKING_QUEUE, trackShipment } from './service';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** Every carrier: the fleet on our own records, the partners through their APIs. */
    carriers: CarrierAdapters;
  }
}

/** Shipments booked with carriers, their flows and checks; a partner's tracking asked every 15 minutes (a job each round). */
export const shipmentsModule: ModuleDeclaration = {
  name: 'shipments',
  build: ({ db, config, adapters }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerShipmentRoutes(app, { db, authenticate, config, carriers: adapters.carriers }),
    },
    jobs: (runner) =>
      runner.handle(TRACKING_QUEUE, async (payload) => {
        const { shipmentId } = payload as { shipmentId: string };
        if (await trackShipment(db, adapters.carriers, shipmentId)) await scheduleTracking(db, shipmentId);
      }),
  }),
};
