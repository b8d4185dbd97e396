// npm run db:restore -- <folder>: restores a backup written by db:backup into the configured
// database, which must be empty (a new PostgreSQL database, or a DATA_DIR without a database),
// then checks that every order, invoice and proof it counted is there (docs/decisions/067).
import path from 'node:path';
import { loadConfig } from '../config';
import { restore } from './backup';

const [where] = process.argv.slice(2);
if (!where) {
  console.error('Usage: npm run db:restore -- <backup folder>');
  process.exit(2);
}
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), where);
const started = performance.now();
const failed = (error: Error) => {
  console.error(error.message);
  process.exit(1);
};
const { manifest, counts } = await restore(loadConfig(), source).catch(failed);
console.log(
  `Restored the backup of ${manifest.createdAt} (${counts.orders} orders, ${counts.invoices} invoices, ${counts.proofs} proofs) in ${Math.round(performance.now() - started)} ms.`,
);
