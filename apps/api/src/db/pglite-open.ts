import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER } from '../paths';
import { applyMigrations } from './migrate';
import { isNewDataFolder, migratedTemplate } from './pglite-template';

/** The extensions the migrations create (order search); PostgreSQL ships them in its contrib. */
export const extensions = { pg_trgm, btree_gin };

const migrateClient = (client: PGlite) => applyMigrations(drizzle(client), MIGRATIONS_FOLDER);

/**
 * PGlite in this thread, on `folder` (which must exist) or in memory, with every migration applied.
 * A new database starts as a copy of a migrated empty one instead of running initdb.
 */
export async function openPglite(folder: string | undefined): Promise<PGlite> {
  const loadDataDir =
    folder === undefined || isNewDataFolder(folder)
      ? await migratedTemplate(MIGRATIONS_FOLDER, extensions, migrateClient)
      : undefined;
  const client =
    folder === undefined ? new PGlite({ extensions, loadDataDir }) : new PGlite(folder, { extensions, loadDataDir });
  // A no-op on a fresh copy; on an existing folder, the migrations written since it was made.
  await migrateClient(client);
  return client;
}
