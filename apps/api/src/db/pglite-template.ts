import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { REPO_ROOT } from '../paths';

/*
 * A new PGlite database costs about 4 s of initdb before the first migration runs; loading a
 * saved copy of a freshly migrated one costs about 1 s. The copy (a gzipped tar of the data
 * folder) is made once per machine for each set of migrations and PGlite version, by
 * `npm run build` or by the first database opened, and is reused by every new database after
 * it: a first start, each API test file. See bench/RESULTS.md, "Cold start".
 */

const TEMPLATE_FOLDER = path.join(REPO_ROOT, 'node_modules/.cache/sameday-pglite');

/** Names the template by what decides its contents: PGlite's version, the extensions and every migration. */
export function templateKey(migrationsFolder: string, extensionNames: string[]): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  hash.update(`extensions ${[...extensionNames].sort().join(',')}\n`);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(migrationsFolder, full)}\n`).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** True when the folder holds no PGlite database yet. */
export function isNewDataFolder(folder: string): boolean {
  return !existsSync(path.join(folder, 'PG_VERSION'));
}

/**
 * The saved copy of a migrated empty database, made now if this machine has none for these
 * migrations. `migrate` brings a fresh database to the current schema.
 */
export async function migratedTemplate(
  migrationsFolder: string,
  extensions: NonNullable<PGliteOptions['extensions']>,
  migrate: (client: PGlite) => Promise<void>,
): Promise<Blob> {
  const file = path.join(TEMPLATE_FOLDER, `${templateKey(migrationsFolder, Object.keys(extensions))}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite({ extensions });
  try {
    await migrate(client);
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(TEMPLATE_FOLDER, { recursive: true });
    // Written aside, then renamed: a process reading it never sees half a file, and two
    // making it at once both end with a whole one.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}
