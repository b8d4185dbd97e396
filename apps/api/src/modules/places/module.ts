import type { ModuleDeclaration } from '../../platform/module';
import { registerPlaceRoutes } from './routes';

/** Address search and the map of places. Routes only: no jobs, no reactions. */
export const placesModule: ModuleDeclaration = {
  name: 'places',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerPlaceRoutes(app, { db, authenticate }) },
  }),
};
