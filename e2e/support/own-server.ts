import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Waits until `url` answers 200, or the server exits, or the time is up. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${url} in time`);
}

/**
 * A journey's own server beside the suite's, on a fresh database with the given settings, its mail
 * sent to the suite's SMTP server (the same mail folder). It runs the server and web app the
 * suite's start built (`npm start`'s bundle), never building them again: a second build would
 * replace the files the suite's server is serving.
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const base = `http://localhost:${port}`;
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), `sameday-e2e-${port}-`));
  const smtp = process.env.E2E_SMTP_PORT;
  const run = async (settings: Record<string, string>) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/api/dist/main.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '50',
        RUN_JOBS: 'true',
        ...(smtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp}` } : {}),
        ...settings,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForServer(`${base}/healthz`, child);
    return child;
  };
  const halt = async (child: ChildProcess) => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  let server = await run(env);
  return {
    base,
    /** Stops the server and starts it again on the same database with these settings changed (a later clock). */
    restart: async (changed: Record<string, string>) => {
      await halt(server);
      server = await run({ ...env, ...changed });
    },
    stop: async () => {
      await halt(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
