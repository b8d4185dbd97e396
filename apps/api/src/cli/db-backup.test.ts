// `npm run db:backup` and `npm run db:restore` run as the commands they are: a backup of a database
// holding orders, an invoice and a proof of delivery (its image in the file store under DATA_DIR)
// is restored into a fresh database and DATA_DIR, where every one of them is found again. On a
// PGlite folder, or, with TEST_DATABASE_URL, on PostgreSQL through pg_dump and pg_restore.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { invoices, orderProofs, orders, proofUploads } from '../db/schema';
import { issueFinanceDocuments } from '../modules/finance';
import { deliveredOrder } from '../modules/finance/finance-test-kit';
import { folderStore } from '../modules/proofs';
import { emptyDatabase } from '../test/empty-database';
import { createTestApp } from '../test/harness';
import { CARRIER_KEY, newMerchant } from '../test/orders';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(made, { recursive: true, force: true }));
  return made;
};

/** A new place for the commands' data: a DATA_DIR, and with TEST_DATABASE_URL a new empty PostgreSQL database. */
async function newPlace(): Promise<{ env: Record<string, string>; dataDir: string; databaseUrl?: string }> {
  const dataDir = folder('sameday-backup-data-');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, dataDir };
  const { url, drop } = await emptyDatabase(adminUrl, 'sameday_backup');
  cleanups.push(drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, databaseUrl: url };
}

const command = (script: string, env: Record<string, string>, argument: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, argument], {
    cwd: apiRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    timeout: 120_000,
  });

const openPlace = (place: { dataDir: string; databaseUrl?: string }) =>
  openDatabase(place.databaseUrl ? { databaseUrl: place.databaseUrl } : { dataDir: place.dataDir });

describe('npm run db:backup and db:restore', () => {
  it('restore a backup into a fresh database, where every order, invoice and proof (with its image) is found', async () => {
    const source = await newPlace();
    const t = await createTestApp(
      { carrierWebhookKey: CARRIER_KEY, dataDir: source.dataDir },
      { database: await openPlace(source) },
    );
    const merchant = await newMerchant(t);
    const delivered = [
      await deliveredOrder(t, merchant, new Date(Date.now() - 40 * 86_400_000)),
      await deliveredOrder(t, merchant, new Date(Date.now() - 40 * 86_400_000)),
    ];
    expect((await issueFinanceDocuments(t.database.db, { now: new Date() })).invoices).toBe(1);
    // A proof of delivery as the courier's upload leaves it: a row for the upload, one for the proof, the image in the store.
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .toBuffer();
    const storageKey = 'proofs/up_backup_photo.jpg';
    await folderStore(path.join(source.dataDir, 'files')).put(storageKey, image, 'image/jpeg');
    const shape = { storageKey, contentType: 'image/jpeg', bytes: image.length, width: 8, height: 8 };
    await t.database.db
      .insert(proofUploads)
      .values({ id: 'up_backup_photo', uploadedBy: 1, sentBytes: image.length, ...shape });
    await t.database.db.insert(orderProofs).values({
      orderId: delivered[0]?.id as string,
      accountId: merchant.accountId,
      kind: 'photo',
      uploadId: 'up_backup_photo',
      ...shape,
    });
    const read = async (db: typeof t.database.db) => ({
      orders: await db.select().from(orders).orderBy(asc(orders.id)),
      invoices: await db.select().from(invoices).orderBy(asc(invoices.id)),
      proofs: await db.select().from(orderProofs).orderBy(asc(orderProofs.orderId)),
    });
    const before = await read(t.database.db);
    expect(before.orders.length).toBeGreaterThanOrEqual(2);
    await t.close();

    const backupFolder = path.join(folder('sameday-backups-'), 'nightly');
    const backedUp = command('db-backup', source.env, backupFolder);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain(`(${before.orders.length} orders, 1 invoices, 1 proofs)`);

    const target = await newPlace();
    const restored = command('db-restore', target.env, backupFolder);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`(${before.orders.length} orders, 1 invoices, 1 proofs)`);
    const database = await openPlace(target);
    try {
      expect(await read(database.db as typeof t.database.db)).toEqual(before);
    } finally {
      await database.close();
    }
    const stored = await folderStore(path.join(target.dataDir, 'files')).get(storageKey);
    expect(stored?.body.equals(image)).toBe(true);

    // A second restore into the same place would mix two databases: refused, nothing written.
    const again = command('db-restore', target.env, backupFolder);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds (a database|tables)/);
    expect(readFileSync(path.join(backupFolder, 'backup.json'), 'utf8')).toContain('"kept": "folder"');
  }, 240_000);
});
