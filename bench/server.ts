import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
