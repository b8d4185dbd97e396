// `npm run staff:grant` beside a running server on the embedded database (decision 013). One
// process owns a PGlite folder, so the command does not open it while the server runs: it
// leaves a request file in the folder's staff-grants/ inbox, and the server grants it and
// answers with a result file. Only someone who can write the server's data folder (the
// operator on the machine) can ask; nothing listens on the network for it.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { grantStaffRoleByCommand, type StaffGrantByCommand } from './service';

const INBOX = 'staff-grants';
const SERVER_FILE = 'server.pid';
const POLL_MS = 500;

export type GrantRequest = { email: string };
export type GrantResult = StaffGrantByCommand | { status: 'failed'; message: string };

const inboxOf = (dataDir: string) => path.join(dataDir, INBOX);
const serverFileOf = (dataDir: string) => path.join(dataDir, SERVER_FILE);

/** Whether a process with this id runs (a signal 0 tests without sending one). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of the server that owns the data folder, if one runs now. */
export function runningServerOf(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(serverFileOf(dataDir), 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Writes JSON whole or not at all: a reader never sees half a file. */
function writeWhole(file: string, value: unknown) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(value), { mode: 0o600 });
  renameSync(partial, file);
}

/**
 * The server's side: says it owns the folder (server.pid), then grants each request left in the
 * inbox, every half second, answering in `<id>.result.json`. Returns the stop, which also removes
 * server.pid.
 */
export function openGrantInbox(db: Db, dataDir: string, log: { info: (message: string) => void }): () => void {
  const inbox = inboxOf(dataDir);
  mkdirSync(inbox, { recursive: true, mode: 0o700 });
  writeFileSync(serverFileOf(dataDir), String(process.pid));
  let isBusy = false;
  const handle = async (name: string) => {
    const file = path.join(inbox, name);
    const id = name.slice(0, -'.request.json'.length);
    let result: GrantResult;
    try {
      const request = JSON.parse(readFileSync(file, 'utf8')) as GrantRequest;
      result = await grantStaffRoleByCommand(db, String(request.email));
      if (result.status === 'granted')
        log.info(`Operations staff (admin role): granted to user ${result.userId} by command`);
    } catch (error) {
      result = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    rmSync(file, { force: true });
    writeWhole(path.join(inbox, `${id}.result.json`), result);
  };
  const poll = async () => {
    if (isBusy) return;
    isBusy = true;
    try {
      const requests = readdirSync(inbox).filter((name) => name.endsWith('.request.json'));
      for (const name of requests) await handle(name);
    } catch {
      // the folder went away meanwhile: the next poll makes no difference, the server goes on
    } finally {
      isBusy = false;
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    rmSync(serverFileOf(dataDir), { force: true });
  };
}

/** The command's side: leaves the request and waits for the running server's answer. */
export async function askRunningServer(dataDir: string, email: string, timeoutMs = 15_000): Promise<GrantResult> {
  const inbox = inboxOf(dataDir);
  const id = `${Date.now()}-${process.pid}`;
  const resultFile = path.join(inbox, `${id}.result.json`);
  writeWhole(path.join(inbox, `${id}.request.json`), { email } satisfies GrantRequest);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const result = JSON.parse(readFileSync(resultFile, 'utf8')) as GrantResult;
      rmSync(resultFile, { force: true });
      return result;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  rmSync(path.join(inbox, `${id}.request.json`), { force: true });
  return { status: 'failed', message: 'The running server did not answer within 15 s: is it still starting?' };
}
