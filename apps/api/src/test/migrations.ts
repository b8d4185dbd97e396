// Migration files for the migrator's and the lock check's tests and the migrations bench.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NO_TRANSACTION_MARKER } from '../db/migrate';

/** Writes `files` (tag → SQL) into `folder` as drizzle-kit does: the files and meta/_journal.json, in order from `firstWhen`. */
export function writeMigrationsFolder(
  folder: string,
  files: Record<string, string>,
  firstWhen = 1_700_000_000_000,
): void {
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = Object.keys(files).map((tag, idx) => ({
    idx,
    version: '7',
    when: firstWhen + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const [tag, text] of Object.entries(files)) writeFileSync(path.join(folder, `${tag}.sql`), text);
}

/** The expand/contract way of migration 0009 on a copy of its column (docs/guide/running-and-testing.md shows the same files; the bench times them on a million orders, the lock check lets them through). */
export const EXPAND_CONTRACT_FILES: Record<string, string> = {
  '0100_orders_dropoff_emirate_expand': `ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "dropoff_emirate_copy" text;`,
  '0101_orders_dropoff_emirate_backfill': `${NO_TRANSACTION_MARKER}
-- Fills the new column 1,000 rows at a time in the order of the primary key, each batch its own
-- transaction: no row stays locked for longer than one batch, and a run stopped part way is taken
-- up again from the start, where the rows already filled are passed over.
DO $$
DECLARE
  last_id text := '';
  batch_end text;
BEGIN
  LOOP
    SELECT max("id") INTO batch_end FROM (SELECT "id" FROM "orders" WHERE "id" > last_id ORDER BY "id" LIMIT 1000) batch;
    EXIT WHEN batch_end IS NULL;
    UPDATE "orders" SET "dropoff_emirate_copy" = "dropoff"->>'emirate'
      WHERE "id" > last_id AND "id" <= batch_end AND "dropoff_emirate_copy" IS NULL;
    last_id := batch_end;
    COMMIT;
  END LOOP;
END $$;
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_account_report_copy_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_account_report_copy_idx" ON "orders" ("account_id", "created_at")
  INCLUDE ("status", "dropoff_emirate_copy", "price_fils");`,
};
