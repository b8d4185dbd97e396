import { createHash } from 'node:crypto';
import { MESSAGES, TokenResponseSchema } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema';
import { createTestApp, json, PLATFORM, refreshCookieOf, type TestApp } from '../../test/harness';
import { bearer, expectError, getPartnerUser, openSession, refresh, register, warmPool } from '../../test/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const secretOf = (cookie: string) => cookie.replace(/^sameday_refresh=/, '');
const hashOf = (cookie: string) => createHash('sha256').update(secretOf(cookie)).digest('hex');
const setCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'sameday_refresh');

async function newSession() {
  const { email, password } = await register(t.app);
  return { email, password, ...(await openSession(t.app, email, password)) };
}

/** Moves the moment a refresh secret was replaced into the past. */
const replacedSecondsAgo = (cookie: string, seconds: number) =>
  t.database.db
    .update(refreshTokens)
    .set({ replacedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashOf(cookie)));

describe('POST /identity/token (template dispatch)', () => {
  it('mints a new access token from the refresh cookie and rotates the cookie', async () => {
    const session = await newSession();
    const response = await refresh(t.app, session.cookie);

    expect(response.statusCode).toBe(200);
    const body = TokenResponseSchema.parse(json(response));
    expect(body.template).toBe('dispatch');
    expect(response.headers['cache-control']).toBe('no-store');
    const rotated = setCookieOf(response);
    expect(rotated?.httpOnly).toBe(true);
    expect(rotated?.path).toBe('/api/platform/identity');
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(secretOf(session.cookie));

    expect((await getPartnerUser(t.app, body.token)).statusCode).toBe(200);
    expect((await refresh(t.app, refreshCookieOf(response))).statusCode).toBe(200);
  });

  it('stores refresh secrets only as digests', async () => {
    const session = await newSession();
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === hashOf(session.cookie))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(secretOf(session.cookie));
  });

  it('still mints from a secret replaced less than 30 s ago, without a new cookie', async () => {
    const session = await newSession();
    const first = await refresh(t.app, session.cookie);
    expect(first.statusCode).toBe(200);
    await replacedSecondsAgo(session.cookie, 25);

    const again = await refresh(t.app, session.cookie);
    expect(again.statusCode).toBe(200);
    expect(TokenResponseSchema.parse(json(again)).template).toBe('dispatch');
    expect(setCookieOf(again)).toBeUndefined();
    expect((await getPartnerUser(t.app, json<{ token: string }>(again).token)).statusCode).toBe(200);
    // The successor stays valid: the grace did not revoke anything.
    expect((await refresh(t.app, refreshCookieOf(first))).statusCode).toBe(200);
  });

  it('lets two concurrent refreshes with the same cookie both succeed', async () => {
    const session = await newSession();
    await warmPool(t.database.db, 2);
    const [a, b] = await Promise.all([refresh(t.app, session.cookie), refresh(t.app, session.cookie)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const rotated = [a, b].filter((r) => r && setCookieOf(r));
    expect(rotated).toHaveLength(1);
    const successor = rotated[0] && refreshCookieOf(rotated[0]);
    expect((await refresh(t.app, successor)).statusCode).toBe(200);
  });

  it('revokes the session when a replaced secret is replayed after the grace', async () => {
    const session = await newSession();
    const first = await refresh(t.app, session.cookie);
    const current = refreshCookieOf(first) as string;
    const freshToken = json<{ token: string }>(first).token;
    await replacedSecondsAgo(session.cookie, 31);

    const replay = await refresh(t.app, session.cookie);
    expectError(replay, 401, 'unauthenticated', MESSAGES.sessionExpired);
    expect(setCookieOf(replay)?.value).toBe('');

    expectError(await refresh(t.app, current), 401, 'unauthenticated', MESSAGES.sessionExpired);
    for (const token of [session.token, freshToken]) {
      expectError(await getPartnerUser(t.app, token), 401, 'unauthenticated', MESSAGES.sessionExpired);
    }
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(current)));
    expect(row?.revokedReason).toBe('refresh_reuse');
  });

  it('leaves the other sessions of the user alone when one is revoked for a replay', async () => {
    const session = await newSession();
    const other = await openSession(t.app, session.email, session.password);
    await refresh(t.app, session.cookie);
    await replacedSecondsAgo(session.cookie, 60);
    expect((await refresh(t.app, session.cookie)).statusCode).toBe(401);

    expect((await getPartnerUser(t.app, other.token)).statusCode).toBe(200);
    expect((await refresh(t.app, other.cookie)).statusCode).toBe(200);
  });

  it('answers unauthenticated without a cookie or with an unknown secret', async () => {
    expectError(await refresh(t.app, undefined), 401, 'unauthenticated', MESSAGES.sessionExpired);
    const unknown = await refresh(t.app, 'sameday_refresh=not-a-secret-we-ever-issued');
    expectError(unknown, 401, 'unauthenticated', MESSAGES.sessionExpired);
    expect(setCookieOf(unknown)?.value).toBe('');
  });

  it('ends a session idle for more than 30 days', async () => {
    const session = await newSession();
    const id = await sessionIdOf(session.cookie);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.id, id));
    expectError(await refresh(t.app, session.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
    expectError(await getPartnerUser(t.app, session.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });
});

async function sessionIdOf(cookie: string): Promise<string> {
  const [row] = await t.database.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(cookie)));
  if (!row) throw new Error('unknown refresh secret');
  return row.sessionId;
}

describe('POST /identity/sign-out', () => {
  it('revokes the session: its access token and refresh cookie are refused afterwards', async () => {
    const session = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-out`,
      headers: { ...bearer(session.token), cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });
    expect(setCookieOf(response)?.value).toBe('');

    expectError(await getPartnerUser(t.app, session.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
    expectError(await refresh(t.app, session.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('revokes the session from the refresh cookie alone', async () => {
    const session = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-out`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    expectError(await getPartnerUser(t.app, session.token), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('revokes the session from the access token alone', async () => {
    const session = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/sign-out`,
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(200);
    expectError(await refresh(t.app, session.cookie), 401, 'unauthenticated', MESSAGES.sessionExpired);
  });

  it('signs out only the one session', async () => {
    const session = await newSession();
    const other = await openSession(t.app, session.email, session.password);
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/sign-out`, headers: bearer(session.token) });
    expect((await getPartnerUser(t.app, other.token)).statusCode).toBe(200);
  });

  it('answers OK when nothing identifies a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/sign-out` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'OK' });
  });
});
