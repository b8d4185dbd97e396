// `npm run bench -- cold-start`: the server process as `npm start` runs it (the built server,
// embedded database, demo merchant seeded, web already built) started on an empty DATA_DIR
// (cold), stopped, and started again on the same folder (restart); three of each. Prints, per
// run and as medians: until /env.json answers, until a sign-in as the demo merchant succeeds
// (the demo seed runs after the server answers; API calls wait for it), and the process's
// peak RSS (VmHWM), with the machine's load average.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASES, PLATFORM_PATHS } from '@sameday/contract';
import { percentile, serverCommand } from './server';

const DEMO = { email: 'demo@sameday.ae', password: 'Bench-Demo-4821!' };
/** BENCH_ROOT: another checkout to measure (a 'before' figure), started the same way. */
const root = process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, '..');

type StartFigures = { envMs: number; signInMs: number; peakRssMb: number; load: string };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's peak resident set so far (VmHWM), in MiB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function waitUntil(check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    if (await check().catch(() => false)) return;
    await sleep(25);
  }
}

async function startOnce(command: string[], dataDir: string, port: number): Promise<StartFigures> {
  const loadBefore = load();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      // JSON lines, as a deployment writes them (a terminal would get readable ones).
      LOG_FORMAT: 'json',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: DEMO.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => (await fetch(`${url}/env.json`)).ok, child);
    const envMs = performance.now() - started;
    await waitUntil(async () => {
      const response = await fetch(`${url}${API_BASES.platform}${PLATFORM_PATHS.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      await response.arrayBuffer();
      return response.ok;
    }, child);
    const signInMs = performance.now() - started;
    return { envMs, signInMs, peakRssMb: peakRssMb(child.pid as number), load: loadBefore };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function print(label: string, f: StartFigures) {
  console.log(
    `${label}: /env.json answers after ${seconds(f.envMs)}, demo sign-in after ${seconds(f.signInMs)}, ` +
      `peak RSS ${f.peakRssMb.toFixed(0)} MiB; load ${f.load}`,
  );
}

function printMedian(label: string, runs: StartFigures[], target: string) {
  const median = (pick: (f: StartFigures) => number) =>
    percentile(
      runs.map(pick).sort((a, b) => a - b),
      50,
    );
  console.log(
    `${label} median of ${runs.length}: /env.json ${seconds(median((f) => f.envMs))} (target ${target}), ` +
      `demo sign-in ${seconds(median((f) => f.signInMs))}, peak RSS ${median((f) => f.peakRssMb).toFixed(0)} MiB ` +
      `(max ${Math.max(...runs.map((f) => f.peakRssMb)).toFixed(0)} MiB)`,
  );
}

export async function benchColdStart() {
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const rounds = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const cold: StartFigures[] = [];
  const restart: StartFigures[] = [];
  const command = await serverCommand(root);
  console.log(`server: node ${command.join(' ')}`);
  for (let round = 1; round <= rounds; round += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-cold-'));
    try {
      const first = await startOnce(command, dataDir, port);
      cold.push(first);
      print(`cold ${round}`, first);
      const again = await startOnce(command, dataDir, port);
      restart.push(again);
      print(`restart ${round}`, again);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printMedian('cold', cold, '≤ 6 s');
  printMedian('restart', restart, '≤ 3 s');
}
