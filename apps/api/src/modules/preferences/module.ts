import type { ModuleDeclaration } from '../../platform/module';
import * as q from './queries';
import { registerPreferenceRoutes } from './routes';

/**
 * An account's preferences: cut-offs, delivery options, defaults. It hears of the account's
 * addresses: the first pickup address becomes the default pickup, and a deleted address stops
 * being a default (in the transaction that saves or deletes it).
 */
export const preferencesModule: ModuleDeclaration = {
  name: 'preferences',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerPreferenceRoutes(app, { db, authenticate }) },
    wiring: {
      reactions: {
        'addresses.pickupSaved': (tx, { accountId, addressId }) => q.setDefaultPickupIfNone(tx, accountId, addressId),
        'addresses.deleted': (tx, { accountId, addressId }) => q.clearDefaultsPointingAt(tx, accountId, addressId),
      },
    },
  }),
};
