import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { settleStaffRoles } from './modules/permissions';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const app = await buildApp({ config, db: database.db });
await seedDemo(database.db, config, app.log);
// Staff rights come only from a recorded grant: a verified ADMIN_EMAILS address, the
// staff:grant command or another admin (docs/decisions/013).
const staff = await settleStaffRoles(database.db, config.adminEmails);
if (staff.removed > 0) {
  app.log.warn(
    `Operations staff (admin role): taken from ${staff.removed} user(s) holding it without a recorded grant`,
  );
}
if (staff.granted > 0) {
  app.log.info(`Operations staff (admin role): granted to ${staff.granted} verified user(s) from ADMIN_EMAILS`);
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
app.log.info(`Sameday is serving at ${config.publicUrl} (${database.driver} database)`);
