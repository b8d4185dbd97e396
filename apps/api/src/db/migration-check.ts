import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { NO_TRANSACTION_MARKER } from './migrate';

/**
 * The lock check of the migrations (docs/decisions/066): squawk, a linter that parses each file
 * with PostgreSQL's own parser and knows which statements rewrite or lock a table that already
 * exists (a table created in the same file is exempt). Its rules about style rather than locks
 * are left out.
 */
const NOT_ABOUT_LOCKS = [
  // Column types: the schema's integers are counts and sums in fils, far below 2^31.
  'prefer-bigint-over-int',
  'prefer-bigint-over-smallint',
  'prefer-identity',
  // drizzle-kit names foreign keys after both tables; PostgreSQL cuts the name, the same way each time.
  'identifier-too-long',
  // The migrator sets lock_timeout in each transaction itself (MIGRATION_LOCK_TIMEOUT in migrate.ts);
  // a statement timeout would cut a backfill that is meant to take a while, in batches.
  'require-lock-timeout',
  'require-statement-timeout',
];

export type MigrationFinding = { file: string; rule: string; line: number; message: string };

const squawkBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('squawk-cli/package.json')),
  'js/bin/squawk',
);

/** What squawk finds in the .sql files of `folder`; a file with NO_TRANSACTION_MARKER is checked as run outside a transaction. */
export async function checkMigrations(folder: string): Promise<MigrationFinding[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const outside = files.filter((name) =>
    readFileSync(path.join(folder, name), 'utf8').trimStart().startsWith(NO_TRANSACTION_MARKER),
  );
  const inside = files.filter((name) => !outside.includes(name));
  return [
    ...(await squawk(folder, inside, true)),
    ...(await squawk(folder, outside, false)),
    ...inside.flatMap((file) => concurrentlyInTransaction(folder, file)),
  ];
}

/**
 * squawk lets a file of one CONCURRENTLY statement through, as some tools run such a file outside
 * a transaction; this project's migrator does that only for a file that starts with the marker.
 */
function concurrentlyInTransaction(folder: string, file: string): MigrationFinding[] {
  const lines = readFileSync(path.join(folder, file), 'utf8').split('\n');
  return lines.flatMap((text, index) =>
    /\bconcurrently\b/i.test(text.replace(/--.*$/, ''))
      ? [
          {
            file,
            rule: 'ban-concurrent-index-creation-in-transaction',
            line: index + 1,
            message: `CONCURRENTLY cannot run in a transaction: start the file with "${NO_TRANSACTION_MARKER}"`,
          },
        ]
      : [],
  );
}

async function squawk(folder: string, files: string[], inTransaction: boolean): Promise<MigrationFinding[]> {
  if (files.length === 0) return [];
  const args = [
    squawkBin,
    '--reporter=json',
    '--pg-version=15',
    `--exclude=${NOT_ABOUT_LOCKS.join(',')}`,
    inTransaction ? '--assume-in-transaction' : '--no-assume-in-transaction',
    ...files,
  ];
  // Exit code 1 means findings: the report is on stdout either way.
  const stdout = await promisify(execFile)(process.execPath, args, { cwd: folder, maxBuffer: 16 << 20 }).then(
    (done) => done.stdout,
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout?.trim().startsWith('[')) throw new Error(`squawk failed: ${error.stderr ?? error}`);
      return error.stdout;
    },
  );
  const report = JSON.parse(stdout || '[]') as { file: string; rule_name: string; line: number; message: string }[];
  return report.map((finding) => ({
    file: path.basename(finding.file),
    rule: finding.rule_name,
    line: finding.line + 1,
    message: finding.message,
  }));
}
