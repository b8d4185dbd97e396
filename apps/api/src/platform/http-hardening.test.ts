import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createTestApp, PLATFORM, type TestApp } from '../test/harness';
import { bearer, expectError } from '../test/identity';
import { newMember } from '../test/teams';
import { PUBLIC_ROUTE } from './auth';
import { statementName } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same app on the same database with other settings. */
const appWith = (overrides: Partial<Config>) =>
  buildApp({ config: { ...t.config, ...overrides }, db: t.database.db, logger: false });

describe('a failed database query in the log', () => {
  const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$QUJDREVGR0hJSktMTU5PUA';

  it('names the statement and the SQLSTATE, never a parameter or a row value', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: { ...t.config, logLevel: 'info' }, db: t.database.db, logStream });
    // The driver's message quotes the value ("invalid input syntax for type integer: …").
    app.get('/api/platform/failing-query', PUBLIC_ROUTE, async () =>
      t.database.db.execute(sql`select ${SECRET}::int as n`),
    );
    try {
      const response = await app.inject({ url: '/api/platform/failing-query' });
      expectError(response, 500, 'internal', 'Something went wrong. Please contact support.');
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('"sqlState":"22P02"');
      expect(log).toContain('"statement":"select"');
      expect(log).not.toContain('argon2id');
      expect(log).not.toContain('c2VjcmV0c2FsdA');
    } finally {
      await app.close();
    }
  });

  it('names statements by verb and table only', () => {
    expect(statementName('insert into "users" ("email", "password_hash") values ($1, $2)')).toBe('insert "users"');
    expect(statementName('select "id" from "orders" where "account_id" = $1')).toBe('select "orders"');
    expect(statementName('update "bank_details" set "iban" = $1')).toBe('update "bank_details"');
  });
});

describe('routes are closed by default', () => {
  it('refuses a new API route that says nothing about signing in, and opens one only when it declares itself public', async () => {
    const app = await appWith({});
    app.get('/api/platform/forgotten-check', async () => ({ secret: 'anyone' }));
    app.get('/api/platform/declared-public', PUBLIC_ROUTE, async () => ({ status: 'OK' }));
    try {
      expectError(
        await app.inject({ url: '/api/platform/forgotten-check' }),
        401,
        'unauthenticated',
        'Sign in to continue.',
      );
      expect((await app.inject({ url: '/api/platform/declared-public' })).json()).toEqual({ status: 'OK' });
      const member = await newMember(t.app);
      const signedIn = await app.inject({ url: '/api/platform/forgotten-check', headers: bearer(member.token) });
      expect(signedIn.json()).toEqual({ secret: 'anyone' });
    } finally {
      await app.close();
    }
  });
});

describe('HTTP answers', () => {
  it('answers a request line over 16 KB with 431 in the error shape', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: `/api/platform/orders?q=${'a'.repeat(17_000)}` });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'invalid_argument',
      message: 'The request line or headers are too large.',
      details: {},
    });
  });

  it('keeps API answers out of every cache, and leaves the app shell cacheable as before', async () => {
    const member = await newMember(t.app);
    const user = await t.app.inject({ url: `${PLATFORM}/partner/user`, headers: bearer(member.token) });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: `${PLATFORM}/partner/user` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const env = await t.app.inject({ url: '/env.json' });
    expect(env.headers['cache-control']).not.toBe('no-store');
  });

  it('sends HSTS only when the public address is https', async () => {
    const plain = await t.app.inject({ url: '/env.json' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await appWith({ publicUrl: 'https://app.sameday.ae' });
    try {
      const response = await secure.inject({ url: '/env.json' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it("allows the tag manager's scripts only when a tag manager is configured", async () => {
    const without = await t.app.inject({ url: '/env.json' });
    expect(without.headers['content-security-policy']).not.toContain('googletagmanager');
    const tagged = await appWith({ tagManagerId: 'GTM-ABC123' });
    try {
      const response = await tagged.inject({ url: '/env.json' });
      expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    } finally {
      await tagged.close();
    }
  });
});
