// `npm run bench [name …]`: runs the named benchmarks (all when none is named) and prints their figures.
import { benchBulkCheckLatency } from './bulk-check-latency';
import { benchBulkUpload } from './bulk-upload';
import { benchFulfilment } from './fulfilment';
import { measureLoginBundle } from './login-bundle';
import { benchOrders } from './orders';
import { machine, startServer } from './server';
import { measureSignIn } from './sign-in-latency';

/** /login's JavaScript and sign-in latency, on a fresh embedded database. */
async function benchEntry() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
  try {
    const bundle = await measureLoginBundle(server.url);
    console.log(
      `/login JavaScript: ${bundle.gzipKb.toFixed(1)} KB gzipped (${bundle.rawKb.toFixed(1)} KB raw, ${bundle.files} files; target ≤ 150 KB)`,
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
  fulfilment: benchFulfilment,
};

const requested = process.argv.slice(2);
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
