// npm run finance:issue -w @sameday/api: issues the invoices of every closed month
// and the COD statements of every closed week (Dubai calendar) for every account.
// Running it again creates nothing new (docs/decisions/009).
//
// It opens the configured database and the domain on it as the server does (open-domain.ts).
// With PGlite, stop the server first: one process owns the folder.
import { issueFinanceDocuments } from '../modules/finance';
import { openDomain } from './open-domain';

const { domain, database, close } = await openDomain();
try {
  const started = performance.now();
  const issued = await issueFinanceDocuments(domain.db, { now: new Date() });
  console.log(
    `Issued ${issued.invoices} invoice(s) and ${issued.creditNotes} COD statement(s) in ${Math.round(performance.now() - started)} ms (${database.driver} database).`,
  );
} finally {
  await close();
}
