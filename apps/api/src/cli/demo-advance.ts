// npm run demo:advance -w @sameday/api: moves some of the demo merchant's orders
// one step along the lifecycle, the way courier events would (issue #4).
//
// It opens the configured database: DATABASE_URL when set, else the PGlite folder
// in DATA_DIR. With PGlite, stop the server first: one process owns the folder,
// and a second one opening it at the same time can corrupt it. With PostgreSQL it
// may run beside the server.
import { advanceDemoOrders, DEMO_EMAIL, findPrimaryAccount } from '../demo';
import { openDomain } from './open-domain';

const { domain, database, close } = await openDomain();
try {
  const accountId = await findPrimaryAccount(domain.db, { email: DEMO_EMAIL });
  if (!accountId) {
    console.error(`No demo merchant (${DEMO_EMAIL}) in this database: start the server once with SEED_DEMO on.`);
    process.exitCode = 1;
  } else {
    const { moved, moves } = await advanceDemoOrders(domain.db, accountId, new Date());
    console.log(`Moved ${moved} demo order(s) one step (${database.driver} database).`);
    for (const [move, n] of Object.entries(moves).sort()) console.log(`  ${move}: ${n}`);
  }
} finally {
  await close();
}
