// npm run db:backup -- <folder>: writes a backup of the configured database (DATABASE_URL, else
// the PGlite folder in DATA_DIR) and of the proof images kept under DATA_DIR into a new folder
// (docs/decisions/067). With PGlite, stop the server first: one process owns the folder.
import path from 'node:path';
import { loadConfig } from '../config';
import { backup } from './backup';

const [where] = process.argv.slice(2);
if (!where) {
  console.error('Usage: npm run db:backup -- <new folder>');
  process.exit(2);
}
// npm runs the command in apps/api: a relative folder is taken from where npm was started.
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), where);
const started = performance.now();
const failed = (error: Error) => {
  console.error(error.message);
  process.exit(1);
};
const manifest = await backup(loadConfig(), target).catch(failed);
const { orders, invoices, proofs } = manifest.counts;
console.log(
  `Backed up the ${manifest.database.driver} database (${orders} orders, ${invoices} invoices, ${proofs} proofs) into ${target} in ${Math.round(performance.now() - started)} ms.`,
);
if (manifest.files.kept === 'bucket') {
  console.log(`Proof images stay in the bucket ${manifest.files.bucket}: they are not in this backup.`);
}
