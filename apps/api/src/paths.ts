import path from 'node:path';

/**
 * The API's folder (apps/api). This module sits directly in src/, as the built server's files
 * sit directly in dist/ (scripts/build-server.mjs), so the same step up finds it from either.
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's root: the web's build, node_modules and its caches. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

/** The checked-in migrations, applied at every start. */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
