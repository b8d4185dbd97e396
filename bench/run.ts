// `npm run bench`: starts the product on a fresh database and prints its figures.
import { measureLoginBundle } from './login-bundle';
import { machine, startServer } from './server';
import { measureSignIn } from './sign-in-latency';

const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
try {
  console.log(`machine: ${machine()}`);
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
