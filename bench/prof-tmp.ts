import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import autocannon from 'autocannon';

const path = process.argv[2] ?? '/api/platform/quiqdash/orders?limit=50';
const child = spawn(
  process.execPath,
  ['--cpu-prof', '--cpu-prof-dir=/tmp/perf-api-prof', '--import', 'tsx', 'apps/api/src/main.ts'],
  {
    env: {
      ...process.env,
      PORT: '34104',
      DATA_DIR: mkdtempSync('/tmp/perf-api-d-'),
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'Palm-Souk-4821!',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...(process.env.PG_URL ? { DATABASE_URL: process.env.PG_URL } : {}),
    },
    stdio: 'inherit',
  },
);
const url = 'http://127.0.0.1:34104';
for (;;) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 300));
  }
}
try {
  const r = await fetch(`${url}/api/platform/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@sameday.ae', password: 'Palm-Souk-4821!' }),
  });
  const { token } = await r.json();
  const result = await autocannon({
    url: `${url}${path}`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
    duration: 6,
  });
  console.log(result.requests.average, 'req/s', result.latency.p99, 'p99');
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
