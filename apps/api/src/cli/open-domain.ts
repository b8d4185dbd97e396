import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createDomain, type Domain } from '../domain';

/**
 * The configured database (DATABASE_URL when set, else the PGlite folder in DATA_DIR) and the
 * domain on it, as the server builds it: what a command does reaches every module that reacts
 * to it (an invoice issued becomes its webhook event). With PGlite, stop the server first: one
 * process owns the folder.
 */
export async function openDomain(): Promise<{ domain: Domain; database: Database; close: () => Promise<void> }> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const domain = await createDomain({ config, db: database.db });
    return { domain, database, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
