// `npm run build` ends here: makes the saved copy of a migrated empty PGlite database that
// every new database starts from (src/db/pglite-template.ts), so the first start skips initdb.
import { openDatabase } from '../db/client';

const started = performance.now();
const database = await openDatabase({ inMemory: true });
await database.close();
console.log(`Database template ready in ${Math.round(performance.now() - started)} ms`);
