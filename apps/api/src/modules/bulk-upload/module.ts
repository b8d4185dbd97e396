import type { ModuleDeclaration } from '../../platform/module';
import { registerBulkUploadRoutes } from './routes';

/** Bulk upload: checking a file of orders and placing them. Routes only: no jobs, no reactions. */
export const bulkUploadModule: ModuleDeclaration = {
  name: 'bulk-upload',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerBulkUploadRoutes(app, { db, authenticate }) },
  }),
};
