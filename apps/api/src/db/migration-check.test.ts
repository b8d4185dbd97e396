import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';
import { EXPAND_CONTRACT_FILES } from '../test/migrations';
import { NO_TRANSACTION_MARKER } from './migrate';
import { checkMigrations } from './migration-check';

/**
 * Migrations written before the check, each finding with why it was let through. They are
 * applied on every database already; rewriting them would change what those databases ran.
 * Nothing may be added here for a new migration: write it the expand/contract way instead
 * (docs/guide/running-and-testing.md, "Migrations that never lock for long").
 */
const GRANDFATHERED: { file: string; rule: string; reason: string }[] = [
  {
    file: '0005_bulk_finance_account.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'orders_account_source_row_key: orders held a few hundred test rows when it shipped',
  },
  {
    file: '0006_order_search.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'the search index, built before the first production order',
  },
  {
    file: '0009_order_report_index.sql',
    rule: 'adding-field-with-default',
    reason: 'the stored dropoff_emirate column: the ~27 s rewrite under lock that led to this check',
  },
  {
    file: '0009_order_report_index.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'the report index, built in the same locked run as its column',
  },
  {
    file: '0011_no_card_numbers.sql',
    rule: 'constraint-missing-not-valid',
    reason: 'payment_methods_last4_check: a small table, cleaned by the same migration first',
  },
  {
    file: '0012_invoice_payments.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'payment_methods_provider_token_key on a small table',
  },
  {
    file: '0016_shop_integrations.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'an index on integration_connections, a table of a few rows per account',
  },
  {
    file: '0021_returns.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'orders_open_return_key, before orders reached production sizes',
  },
  {
    file: '0022_review_holds.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'orders_review_holds_idx, before orders reached production sizes',
  },
  {
    file: '0023_low_stock_index.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'fulfilment_products: a catalogue of at most a few thousand rows per account',
  },
  {
    file: '0026_account_returns_index.sql',
    rule: 'require-concurrent-index-creation',
    reason: 'orders_account_returns_idx, before orders reached production sizes',
  },
];

const isGrandfathered = (finding: { file: string; rule: string }) =>
  GRANDFATHERED.some((entry) => entry.file === finding.file && entry.rule === finding.rule);

describe('migration lock check', () => {
  it('finds no statement that rewrites or locks an existing table in the migrations, beyond the grandfathered ones', async () => {
    const findings = await checkMigrations(MIGRATIONS_FOLDER);
    const refused = findings.filter((finding) => !isGrandfathered(finding));
    expect(refused.map((f) => `${f.file}:${f.line} ${f.rule}: ${f.message}`)).toEqual([]);
    // An entry whose finding is gone (the file was fixed or renamed) is taken off the list.
    const stale = GRANDFATHERED.filter(
      (entry) => !findings.some((f) => f.file === entry.file && f.rule === entry.rule),
    );
    expect(stale).toEqual([]);
  });

  const folder = mkdtempSync(path.join(tmpdir(), 'sameday-migration-check-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses each way of locking an existing table, and lets the expand/contract steps through', async () => {
    const locking: Record<string, string> = {
      'volatile-default.sql': `ALTER TABLE "orders" ADD COLUMN "token" uuid DEFAULT gen_random_uuid();`,
      'stored-column.sql': `ALTER TABLE "orders" ADD COLUMN "e" text GENERATED ALWAYS AS (dropoff->>'emirate') STORED;`,
      'type-change.sql': `ALTER TABLE "orders" ALTER COLUMN "price_fils" SET DATA TYPE bigint;`,
      'plain-index.sql': `CREATE INDEX "orders_price_idx" ON "orders" ("price_fils");`,
      'foreign-key.sql': `ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_fk" FOREIGN KEY ("courier_id") REFERENCES "couriers"("id");`,
      'check.sql': `ALTER TABLE "orders" ADD CONSTRAINT "orders_price_check" CHECK ("price_fils" >= 0);`,
      'validate-in-same-transaction.sql': `ALTER TABLE "orders" ADD CONSTRAINT "orders_price_check" CHECK ("price_fils" >= 0) NOT VALID;\n--> statement-breakpoint\nALTER TABLE "orders" VALIDATE CONSTRAINT "orders_price_check";`,
      'not-null.sql': `ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;`,
      'unique.sql': `ALTER TABLE "orders" ADD CONSTRAINT "orders_ref_key" UNIQUE ("ref");`,
      'concurrent-in-transaction.sql': `CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_ref_idx" ON "orders" ("ref");`,
    };
    const safe: Record<string, string> = {
      'new-table.sql': `CREATE TABLE "labels" ("id" text PRIMARY KEY, "order_id" text NOT NULL);\n--> statement-breakpoint\nCREATE INDEX "labels_order_idx" ON "labels" ("order_id");`,
      'constant-default.sql': `ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web';`,
      'not-valid.sql': `ALTER TABLE "orders" ADD CONSTRAINT "orders_price_check" CHECK ("price_fils" >= 0) NOT VALID;`,
      'validate-later.sql': `ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_price_check";`,
      'concurrent.sql': `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_ref_idx" ON "orders" ("ref");`,
      // The guide's example: migration 0009 the expand/contract way.
      ...Object.fromEntries(Object.entries(EXPAND_CONTRACT_FILES).map(([tag, text]) => [`${tag}.sql`, text])),
    };
    for (const [name, text] of Object.entries({ ...locking, ...safe })) writeFileSync(path.join(folder, name), text);
    const findings = await checkMigrations(folder);
    const rulesOf = (file: string) => findings.filter((f) => f.file === file).map((f) => f.rule);
    expect(rulesOf('volatile-default.sql')).toContain('adding-field-with-default');
    expect(rulesOf('stored-column.sql')).toContain('adding-field-with-default');
    expect(rulesOf('type-change.sql')).toContain('changing-column-type');
    expect(rulesOf('plain-index.sql')).toContain('require-concurrent-index-creation');
    expect(rulesOf('foreign-key.sql')).toContain('constraint-missing-not-valid');
    expect(rulesOf('check.sql')).toContain('constraint-missing-not-valid');
    expect(rulesOf('validate-in-same-transaction.sql')).toContain('constraint-missing-not-valid');
    expect(rulesOf('not-null.sql')).toContain('adding-not-nullable-field');
    expect(rulesOf('unique.sql')).toContain('disallowed-unique-constraint');
    expect(rulesOf('concurrent-in-transaction.sql')).toContain('ban-concurrent-index-creation-in-transaction');
    for (const name of Object.keys(safe)) expect({ name, rules: rulesOf(name) }).toEqual({ name, rules: [] });
  });
});
