// The shipments bench: domestic bookings with a partner carrier (`POST /shipments/internal`,
// Aramex) against the Aramex stand-in over HTTP — the product's adapter unchanged —
// sequential (p50/p95) then with several bookings in flight (throughput). Embedded database by
// default; BENCH_SHIPMENTS_POSTGRES=1 uses a fresh database of BENCH_DATABASE_URL. Sizes are
// flags: BENCH_SHIPMENTS (sequential bookings), BENCH_SHIPMENTS_PARALLEL (bookings at once),
// BENCH_SHIPMENTS_BURST (bookings in the parallel run).

import { loadavg } from 'node:os';
import pg from 'pg';
import { ARAMEX_STAND_IN_ACCOUNT as A, startAramexStandIn } from '../apps/api/src/test/stand-ins/aramex/stand-in';
import { benchMerchant, percentile, startServer, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  postgres: process.env.BENCH_SHIPMENTS_POSTGRES === '1',
  sequential: Number(process.env.BENCH_SHIPMENTS ?? 200),
  parallel: Number(process.env.BENCH_SHIPMENTS_PARALLEL ?? 8),
  burst: Number(process.env.BENCH_SHIPMENTS_BURST ?? 400),
  port: Number(process.env.BENCH_PORT ?? 3307),
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A booking of one 12 kg parcel to Al Ain, its client order id unique to the run. */
const booking = (n: number) => ({
  carrier: 'aramex',
  service: 'domestic_overnight',
  clientOrderId: `BENCH-${process.pid}-${n}`,
  recipient: {
    name: 'Khalid Saeed',
    phone: '+971501112233',
    line1: `Villa ${n}, Street 4`,
    city: 'Al Ain',
    region: 'Abu Dhabi',
    countryCode: 'AE',
  },
  parcels: [{ weightKg: 12 }],
});

export async function benchShipments(): Promise<void> {
  console.log(`load average: ${load()}`);
  const standIn = await startAramexStandIn();
  const database = `sameday_bench_shipments_${process.pid}`;
  const admin = settings.postgres ? new pg.Client({ connectionString: settings.adminUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${database}`);
  }
  const server = await startServer(settings.port, {
    ...(admin ? { DATABASE_URL: withDatabase(settings.adminUrl, database) } : {}),
    RATE_LIMIT_MULTIPLIER: '1000',
    ARAMEX_URL: standIn.baseUrl,
    ARAMEX_ACCOUNT_NUMBER: A.AccountNumber,
    ARAMEX_ACCOUNT_PIN: A.AccountPin,
    ARAMEX_ACCOUNT_ENTITY: A.AccountEntity,
    ARAMEX_ACCOUNT_COUNTRY_CODE: A.AccountCountryCode,
    ARAMEX_USERNAME: A.UserName,
    ARAMEX_PASSWORD: A.Password,
    OUTBOUND_TRUSTED_HOSTS: '127.0.0.1',
  });
  try {
    const { token } = await benchMerchant(server.url, 'shipments');
    const book = async (n: number) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/platform/shipments/internal`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(booking(n)),
      });
      if (!response.ok) throw new Error(`booking ${n}: ${response.status} ${await response.text()}`);
      await response.json();
      return performance.now() - started;
    };
    for (let n = 0; n < 10; n += 1) await book(-1 - n);
    const samples: number[] = [];
    for (let n = 0; n < settings.sequential; n += 1) samples.push(await book(n));
    samples.sort((a, b) => a - b);
    console.log(
      `book, sequential: p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  max ${(samples.at(-1) ?? 0).toFixed(1)} ms  (${samples.length} bookings)`,
    );
    let next = settings.sequential;
    const end = settings.sequential + settings.burst;
    const started = performance.now();
    const inFlight: number[] = [];
    await Promise.all(
      Array.from({ length: settings.parallel }, async () => {
        while (next < end) inFlight.push(await book(next++));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    inFlight.sort((a, b) => a - b);
    console.log(
      `book, ${settings.parallel} at once: ${(settings.burst / seconds).toFixed(1)} bookings/s  p50 ${percentile(inFlight, 50).toFixed(1)} ms  p95 ${percentile(inFlight, 95).toFixed(1)} ms  (${settings.burst} bookings in ${seconds.toFixed(2)} s)`,
    );
    const atCarrier = standIn.shipments.length;
    console.log(`the stand-in holds ${atCarrier} shipments (${10 + settings.sequential + settings.burst} booked)`);
    console.log(`load average after: ${load()}`);
  } finally {
    await server.stop();
    await standIn.close();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}
