export type { BulkChecker } from './check-pool';
export { bulkUploadModule } from './module';
export { readBulkFile } from './parse';
export { registerBulkUploadRoutes } from './routes';
export { type BulkFile, type BulkOptions, importBulkFile } from './service';
