// `npm run bench [name …]`: runs the named benchmarks (all when none is named) and prints their figures.
import { benchBulkCheckLatency } from './bulk-check-latency';
import { benchBulkUpload } from './bulk-upload';
import { benchColdStart } from './cold-start';
import { benchCourier } from './courier';
import { benchDispatcher } from './dispatcher';
import { benchFaults } from './faults';
import { benchFulfilment } from './fulfilment';
import { benchLabels } from './labels';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { measureLoginBundle } from './login-bundle';
import { benchMigrations } from './migrations';
import { benchOAuthToken } from './oauth-token';
import { benchOrders } from './orders';
import { benchPlanning } from './planning';
import { machine, startServer } from './server';
import { benchShipments } from './shipments';
import { benchShops } from './shops';
import { measureSignIn } from './sign-in-latency';
import { benchThroughput } from './throughput';
import { benchTracking } from './tracking';
import { benchWebhooks } from './webhooks';

/** /login's JavaScript and sign-in latency, on a fresh embedded database. */
async function benchEntry() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
  try {
    const bundle = await measureLoginBundle(server.url);
    console.log(
      `/login JavaScript over the wire: ${bundle.wireKb.toFixed(1)} KB (${bundle.encodings.join(', ')}; target ≤ 150 KB); ` +
        `everything until the network is idle, gzipped (level 9): ${bundle.gzipKb.toFixed(1)} KB (target ≤ 130 KB); ` +
        `${bundle.rawKb.toFixed(1)} KB raw, ${bundle.files} files`,
    );
    const signIn = await measureSignIn(server.url, Number(process.env.BENCH_SIGN_INS ?? 200));
    console.log(
      `sign-in latency over ${signIn.rounds} sequential sign-ins: p50 ${signIn.p50.toFixed(1)} ms, p99 ${signIn.p99.toFixed(1)} ms, max ${signIn.max.toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}

const BENCHES: Record<string, () => Promise<void>> = {
  entry: benchEntry,
  orders: benchOrders,
  'bulk-upload': benchBulkUpload,
  'bulk-check-latency': benchBulkCheckLatency,
  lighthouse: benchLighthouse,
  'cold-start': benchColdStart,
  throughput: benchThroughput,
  shops: benchShops,
  labels: benchLabels,
  fulfilment: benchFulfilment,
  dispatcher: benchDispatcher,
  shipments: benchShipments,
  'oauth-token': benchOAuthToken,
  webhooks: benchWebhooks,
  tracking: benchTracking,
  live: benchLive,
  courier: benchCourier,
  faults: benchFaults,
  migrations: benchMigrations,
  planning: () => benchPlanning(planningArgs),
};

// `planning` takes the arguments after it as its own (a Solomon file, --seconds N).
const argv = process.argv.slice(2);
const planningAt = argv.indexOf('planning');
const planningArgs = planningAt >= 0 ? argv.slice(planningAt + 1) : [];
const requested = planningAt >= 0 ? argv.slice(0, planningAt + 1) : argv;
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
console.log(`machine: ${machine()}`);
for (const name of requested.length > 0 ? requested : Object.keys(BENCHES)) {
  console.log(`\n== ${name}`);
  await (BENCHES[name] as () => Promise<void>)();
}
