import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { staffGrants, users } from '../db/schema';
import { openGrantInbox } from '../modules/permissions';
import { PLATFORM, registerBody } from '../test/harness';

const run = promisify(execFile);
const API_ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-staff-grant-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, on the PGlite folder of a stopped server. */
const staffGrant = (email: string) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/staff-grant.ts', email], {
    cwd: API_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );

// It starts its own server on an embedded database, whatever the suite's: once, in the PGlite run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run staff:grant', () => {
  it('makes an existing user operations staff and records the grant as a command', { timeout: 180_000 }, async () => {
    const body = registerBody();
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), dataDir, seedDemo: false },
      db: database.db,
    });
    const registered = await app.inject({ method: 'POST', url: `${PLATFORM}/partner/register`, payload: body });
    expect(registered.statusCode, registered.body).toBe(200);
    await app.close();
    await database.close();

    const granted = await staffGrant(String(body.email).toUpperCase());
    expect(granted.code).toBe(0);
    expect(granted.output).toContain(`${body.email} (user `);
    expect(granted.output).toContain('is now operations staff (admin); the grant is recorded.');
    // Once a grant is in force, running it again records nothing new (the service's tests cover the rest).
    const again = await staffGrant(String(body.email));
    expect(again.code).toBe(0);
    expect(again.output).toContain('is operations staff already; nothing recorded.');

    const reopened = await openDatabase({ dataDir });
    try {
      const [user] = await reopened.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      expect(user?.roles).toEqual(['admin']);
      const grants = await reopened.db
        .select()
        .from(staffGrants)
        .where(eq(staffGrants.userId, user?.id ?? 0));
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ role: 'admin', source: 'command', grantedBy: null, revokedAt: null });
    } finally {
      await reopened.close();
    }
  });

  it('grants through the running server on the same embedded database, without opening its folder', {
    timeout: 180_000,
  }, async () => {
    const body = registerBody();
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), dataDir, seedDemo: false },
      db: database.db,
    });
    // As main.ts does once the server listens on the embedded database.
    const closeInbox = openGrantInbox(app.domain.db, dataDir, { info: () => {} });
    try {
      const registered = await app.inject({ method: 'POST', url: `${PLATFORM}/partner/register`, payload: body });
      expect(registered.statusCode, registered.body).toBe(200);
      const granted = await staffGrant(String(body.email));
      expect(granted.output).toContain(`The server (process ${process.pid}) runs on`);
      expect(granted.output).toContain('is now operations staff (admin); the grant is recorded.');
      expect(granted.code).toBe(0);
      // The server's own database shows it at once: the grant went through it.
      const [user] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      expect(user?.roles).toEqual(['admin']);
      const unknown = await staffGrant('nobody-here@example.ae');
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('No user signs in with nobody-here@example.ae');
    } finally {
      closeInbox();
      await app.close();
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });
});
