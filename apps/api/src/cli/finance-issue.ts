// npm run finance:issue -w @sameday/api: issues the invoices of every closed month
// and the COD statements of every closed week (Dubai calendar) for every account.
// Running it again creates nothing new (docs/decisions/009).
//
// It opens the configured database: DATABASE_URL when set, else the PGlite folder
// in DATA_DIR. With PGlite, stop the server first: one process owns the folder.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { issueFinanceDocuments } from '../modules/finance';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const started = performance.now();
  const issued = await issueFinanceDocuments(database.db, { now: new Date() });
  console.log(
    `Issued ${issued.invoices} invoice(s) and ${issued.creditNotes} COD statement(s) in ${Math.round(performance.now() - started)} ms (${database.driver} database).`,
  );
} finally {
  await database.close();
}
