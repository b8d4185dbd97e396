import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * Starts the product as `npm start` does, on a fresh embedded database, or on the
 * PostgreSQL database named by `env.DATABASE_URL`.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-bench-'));
  const root = path.resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A bench that crashes does not leave its server running.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return {
    url,
    /** The launcher's process id: the server runs as its child. */
    pid: child.pid as number,
    stop: async () => {
      process.off('exit', killChild);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's command line, as scripts/start.mjs runs it: the built server, built first if its
 * sources changed. A checkout from before the built server (BENCH_ROOT) runs its sources through tsx.
 */
export async function serverCommand(root: string): Promise<string[]> {
  const builder = path.join(root, 'scripts/build-server.mjs');
  if (!existsSync(builder)) return ['--import', 'tsx', 'apps/api/src/main.ts'];
  const { buildServer, isServerBuildStale, SERVER_ENTRY } = (await import(builder)) as {
    buildServer: () => Promise<number>;
    isServerBuildStale: () => boolean;
    SERVER_ENTRY: string;
  };
  if (isServerBuildStale()) await buildServer();
  return ['--max-semi-space-size=32', SERVER_ENTRY];
}

/** The password of every merchant a bench registers. */
export const BENCH_PASSWORD = 'Bench!Passw0rd';

/** `url` (a PostgreSQL server) pointing at another database of it. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Registers a merchant through the API and signs it in: its email and session token. */
export async function benchMerchant(
  url: string,
  label: string,
  profile: Record<string, unknown> = {},
): Promise<{ email: string; token: string }> {
  const api = `${url}/api/platform`;
  const email = `bench.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ae`;
  const registered = await fetch(`${api}/partner/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Bench Merchant',
      phone: '+971501234567',
      email,
      password: BENCH_PASSWORD,
      signed_terms: true,
      ...profile,
    }),
  });
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
  return { email, token: await benchSignIn(url, email) };
}

/** A fresh session token of a bench merchant (a long seed outlives the first one). */
export async function benchSignIn(url: string, email: string): Promise<string> {
  const signedIn = await fetch(`${url}/api/platform/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${await signedIn.text()}`);
  return ((await signedIn.json()) as { token: string }).token;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
