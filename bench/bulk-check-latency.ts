// Whether a bulk check holds up other requests: a 50,000-row CSV is checked
// (POST /quiqdash/bulk_orders?validate_only=true) while /healthz is asked continuously,
// one request after another, over loopback HTTP. Prints /healthz p50/p99/max during the
// check (and at rest, before it), the check's time and the machine's load. Target: p99
// under 50 ms during the check.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { csvOf, merchant, startApi } from './bulk-upload';
import { percentile } from './server';

const settings = {
  rows: Number(process.env.BENCH_BULK_ROWS ?? 50_000),
  rounds: Number(process.env.BENCH_LATENCY_ROUNDS ?? 3),
};

/** /healthz asked again and again until `isDone()`; the time of each answer in ms. */
async function pollHealth(url: string, isDone: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!isDone()) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.text();
    if (!response.ok) throw new Error(`/healthz ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(1)} ms (${sorted.length} requests)`;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export async function benchBulkCheckLatency() {
  const server = await startApi({});
  try {
    const token = await merchant(server.url);
    const csv = csvOf(settings.rows, randomBytes(3).toString('hex'));
    const restUntil = performance.now() + 2_000;
    const atRest = await pollHealth(server.url, () => performance.now() > restUntil);
    console.log(`/healthz at rest: ${summary(atRest)}; load average (1/5/15 min) ${load()}`);
    for (let round = 1; round <= settings.rounds; round += 1) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      let isChecking = true;
      const started = performance.now();
      const checking = fetch(`${server.url}/api/platform/quiqdash/bulk_orders?validate_only=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(async (response) => {
        const elapsed = performance.now() - started;
        isChecking = false;
        const body = (await response.json()) as { validCount?: number; message?: string };
        if (!response.ok || body.validCount !== settings.rows)
          throw new Error(`bulk_orders ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
        return elapsed;
      });
      const during = await pollHealth(server.url, () => !isChecking);
      const elapsed = await checking;
      console.log(
        `round ${round}${round === 1 ? ' (worker thread started by this file)' : ''}: ` +
          `${settings.rows.toLocaleString('en-US')}-row check (${(csv.byteLength / 2 ** 20).toFixed(1)} MB) ${(elapsed / 1000).toFixed(2)} s; ` +
          `/healthz during it: ${summary(during)}; load average ${load()}`,
      );
    }
  } finally {
    await server.stop();
  }
}
