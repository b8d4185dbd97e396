import type { ModuleDeclaration } from '../../platform/module';
import { registerPickupRoutes } from './routes';
import { collectionWindowsOf, requestedPickupWindowsOf, signStopManifest, stopSignOffs } from './service';

/**
 * Pickups (decision 072): the collection window of each ready order before it is planned
 * (`collectionWindows`), the pickups merchants ask for in a window (honoured by the planner through
 * `requestedPickupWindows`), and each pickup address's end-of-day manifest, signed off in the
 * courier app (`signPickupManifest`) and printed as a PDF.
 */
export const pickupsModule: ModuleDeclaration = {
  name: 'pickups',
  build: ({ db, adapters, clock }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerPickupRoutes(app, { db, store: adapters.fileStore, now: clock, authenticate }),
    },
    wiring: {
      ports: {
        collectionWindows: (tx, orders) => collectionWindowsOf(tx, orders, clock()),
        requestedPickupWindows: (tx, orders, date) => requestedPickupWindowsOf(tx, orders, date),
        signPickupManifest: (tx, input) => signStopManifest(tx, input),
        pickupManifestSignOffs: (tx, stopIds) => stopSignOffs(tx, stopIds),
      },
    },
  }),
};
