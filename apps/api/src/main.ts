import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { grantAdminRoles } from './modules/permissions';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const app = await buildApp({ config, db: database.db });
await seedDemo(database.db, config, app.log);
const admins = await grantAdminRoles(database.db, config.adminEmails);
if (admins > 0) app.log.info(`Operations staff (admin role): ${admins} user(s) from ADMIN_EMAILS`);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
app.log.info(`Sameday is serving at ${config.publicUrl} (${database.driver} database)`);
