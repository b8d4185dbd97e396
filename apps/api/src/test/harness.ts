import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../app';
import { type Config, DEFAULT_RATE_LIMITS, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { templateKey } from '../db/pglite-template';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Mailer } from '../platform/mailer';
import type { ModuleDeclaration } from '../platform/module';
import { reusedPglite } from './reused-pglite';

export type ReceivedMail = { to: string; subject: string; text: string };

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
        const body = bodyParts.join('\n\n');
        const text = /quoted-printable/i.test(head)
          ? body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
          : body;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fresh database for one test file: PostgreSQL when TEST_DATABASE_URL is set
 * (a new database created beside it, dropped afterwards), PGlite in memory otherwise (the one
 * the worker's last file closed, emptied: reused-pglite.ts),
 * or, when TEST_PGLITE_WORKER=1, PGlite on a temporary folder in its own thread as the
 * server runs it.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && process.env.TEST_PGLITE_WORKER === '1') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-test-db-'));
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!adminUrl) return reusedPglite();
  const name = `sameday_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of a migrated database: about 0.5 s, where migrating a new one took 2–3 s per file.
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let template: Promise<string> | undefined;
/**
 * A PostgreSQL database with every migration applied, made once (under an advisory lock, as test
 * files run in several processes) and named for the migrations it holds, for each test file's
 * database to start as a copy of. A copy still runs the migrator, so a template left half made
 * by a killed run is completed, not trusted.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `sameday_template_${templateKey(MIGRATIONS_FOLDER, [])}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(7206251)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        await admin.query(`create database ${name}`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        await (await openDatabase({ databaseUrl: url.toString() })).close();
      }
    } finally {
      await admin.query('select pg_advisory_unlock(7206251)');
      await admin.end();
    }
    return name;
  })();
  return template;
}

export type TestApp = {
  app: FastifyInstance;
  /** The test's database; its `db` is the app's domain database (with the hub every service announces on). */
  database: Database & { db: Db };
  config: Config;
  mails: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * Builds the whole app on a fresh database with a real SMTP server. Rate limits are raised unless given.
 * With `logStream`, the app logs (at `overrides.logLevel`) into that stream instead of staying silent.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    apiGate?: () => Promise<void> | undefined;
    mailer?: Mailer;
    /** Declarations beyond the modules' own: a test that hears an event declares itself as a module. */
    extraModules?: readonly ModuleDeclaration[];
    /** A database the test opened itself (a command's test hands its folder or URL on); closed with the app. */
    database?: Database;
    /** The domain's wall clock, for tests that depend on the time of day (waves). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const smtp = await startSmtpServer();
  const database = options.database ?? (await openTestDatabase());
  const generous = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([key, limit]) => [key, { ...limit, max: 10_000 }]),
  ) as Config['rateLimits'];
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir: mkdtempSync(path.join(tmpdir(), 'sameday-test-')),
    smtpUrl: smtp.url,
    seedDemo: false,
    // The same app whether the web app was built on this machine or not (web-files.test.ts
    // serves a built one of its own).
    webDist: path.join(tmpdir(), 'sameday-test-no-web'),
    publicUrl: 'http://localhost:3000',
    rateLimits: generous,
    // Tests send many requests at once through inject; the overload guard has its own test.
    overload: { maxInFlight: 10_000, retryAfterSeconds: 1 },
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: database.db,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    apiGate: options.apiGate,
    mailer: options.mailer,
    extraModules: options.extraModules,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database: { ...database, db: app.domain.db },
    config,
    mails: smtp.mails,
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

export const PLATFORM = '/api/platform';

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sameday_refresh');
  return cookie?.value ? `sameday_refresh=${cookie.value}` : undefined;
}

export const strongPassword = 'Str0ng!Passw0rd';

let counter = 0;
export function uniqueEmail(prefix = 'merchant'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.ae`;
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Aisha Al Mansoori',
    account_name: 'Mansoori Perfumes',
    phone: '+971501234567',
    email: uniqueEmail(),
    password: strongPassword,
    orders_per_month: '1-100',
    vertical: 'Perfumes',
    signed_terms: true,
    ...overrides,
  };
}

/** Registers and signs in a merchant; answers the access token and refresh cookie. */
export async function signUpAndSignIn(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registerBody(overrides);
  const registered = await app.inject({ method: 'POST', url: `${PLATFORM}/partner/register`, payload: body });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/identity/sign-in`,
    payload: { email: body.email, password: body.password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  return {
    email: body.email as string,
    password: body.password as string,
    token: json<{ token: string }>(signedIn).token,
    cookie: refreshCookieOf(signedIn) as string,
  };
}
