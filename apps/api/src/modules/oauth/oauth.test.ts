// The OAuth 2.1 authorisation server end to end (docs/decisions/033), on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): API clients, the code flow with PKCE, refresh rotation with
// reuse detection, client credentials, introspection, and what a client token may reach.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { createTestApp, PLATFORM, type TestApp } from '../../test/harness';
import {
  authorize,
  Browser,
  clientCredentialsToken,
  createClient,
  introspect,
  pkce,
  REDIRECT_URI,
  tokenCall,
  uidOf,
  withBearer,
} from '../../test/oauth';
import { type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { call, createTeam, joinTeam, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
let orderId: string;
let otherOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t, { account_name: 'Oud House' });
  other = await newMerchant(t, { account_name: 'Zeta Perfumes' });
  orderId = (await placeOrder(t, merchant)).id;
  otherOrderId = (await placeOrder(t, other)).id;
}, 120_000);
afterAll(() => t?.close());

describe('API clients', () => {
  it('shows the secret once, keeps only its hash, lists, renames, rotates and revokes', async () => {
    const created = await createClient(t, merchant, { name: 'ERP' });
    expect(created.clientSecret).toMatch(/^sds_/);
    const [row] = await t.database.db.select().from(oauthClients).where(eq(oauthClients.id, created.id));
    expect(row?.secretHash).toBe(sha256(created.clientSecret));
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);

    const one = ok<Record<string, unknown>>(await call(t.app, 'GET', `/oauth/clients/${created.id}`, merchant.token));
    expect(one.clientSecret).toBeUndefined();
    expect(one.secretHint).toBe(created.clientSecret.slice(-4));

    const list = ok<{ clients: { id: string }[]; total: number }>(
      await call(t.app, 'GET', `/oauth/clients?limit=1&offset=0&user_id=${merchant.userId}`, merchant.token),
    );
    expect(list.clients).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(1);
    const none = ok<{ total: number }>(
      await call(t.app, 'GET', `/oauth/clients?user_id=${other.userId}`, merchant.token),
    );
    expect(none.total).toBe(0);

    const renamed = ok<{ name: string }>(
      await call(t.app, 'PATCH', `/oauth/clients/${created.id}`, merchant.token, { name: 'ERP sync' }),
    );
    expect(renamed.name).toBe('ERP sync');

    await clientCredentialsToken(t, created);
    const rotated = ok<{ clientSecret: string }>(
      await call(t.app, 'POST', `/oauth/clients/${created.id}/secret`, merchant.token),
    );
    expect(rotated.clientSecret).not.toBe(created.clientSecret);
    const oldSecret = await tokenCall(t, created, { grant_type: 'client_credentials' });
    expect(oldSecret.statusCode).toBe(401);
    expect(oldSecret.json()).toMatchObject({ error: 'invalid_client', code: 'unauthenticated' });
    const token = await clientCredentialsToken(t, { id: created.id, clientSecret: rotated.clientSecret });

    ok(await call(t.app, 'DELETE', `/oauth/clients/${created.id}`, merchant.token));
    expect((await withBearer(t, 'GET', '/quiqdash/orders', token)).statusCode).toBe(401);
    const gone = await tokenCall(
      t,
      { id: created.id, clientSecret: rotated.clientSecret },
      {
        grant_type: 'client_credentials',
      },
    );
    expect(gone.statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/oauth/clients/${created.id}`, merchant.token)).statusCode).toBe(404);
  });

  it("never shows or changes another account's client, and a viewer may not manage them", async () => {
    const created = await createClient(t, merchant);
    for (const [method, path] of [
      ['GET', `/oauth/clients/${created.id}`],
      ['PATCH', `/oauth/clients/${created.id}`],
      ['POST', `/oauth/clients/${created.id}/secret`],
      ['DELETE', `/oauth/clients/${created.id}`],
    ] as const) {
      const response = await call(t.app, method, path, other.token, method === 'PATCH' ? { name: 'Mine' } : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const team = { ...other };
    await createTeam(t.app, team, 'Zeta Team');
    const { member: viewer } = await joinTeam(t, team, 'viewer');
    expect((await call(t.app, 'GET', '/oauth/clients', viewer.token)).statusCode).toBe(403);
  });

  it('refuses redirect URIs that are not https (but localhost) and unknown scopes', async () => {
    const bad = await call(t.app, 'POST', '/oauth/clients', merchant.token, {
      name: 'Bad',
      scopes: ['orders:read', 'team:manage'],
      redirectUris: ['http://example.com/cb'],
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().details.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['scopes.1', 'redirectUris.0']));
  });
});

describe('client credentials', () => {
  it("lists the account's own orders, and only them", async () => {
    const client = await createClient(t, merchant, { redirectUris: [] });
    const token = await clientCredentialsToken(t, client, 'orders:read');
    const list = ok<{ orders: { id: string }[] }>(await withBearer(t, 'GET', '/quiqdash/orders', token));
    expect(list.orders.map((order) => order.id)).toContain(orderId);
    expect(list.orders.map((order) => order.id)).not.toContain(otherOrderId);
    expect((await withBearer(t, 'GET', `/quiqdash/order/${orderId}`, token)).statusCode).toBe(200);
    const foreign = await withBearer(t, 'GET', `/quiqdash/order/${otherOrderId}`, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Zeta');
  });

  it('holds only the scopes asked for, within the client’s own', async () => {
    const client = await createClient(t, merchant, { scopes: ['finance:read'], redirectUris: [] });
    // No scope asked for: all of the client's.
    const token = await clientCredentialsToken(t, client);
    expect((await introspect(t, client, token)).scope).toBe('finance:read');
    ok(await withBearer(t, 'GET', '/quiqdash/invoices', token));
    const refused = await withBearer(t, 'GET', '/quiqdash/orders', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.permission).toBe('orders:read');
    const tooMuch = await tokenCall(t, client, { grant_type: 'client_credentials', scope: 'orders:read' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('invalid_scope');
  });

  it('reaches no route without a permission: the user, the session, the clients themselves', async () => {
    const client = await createClient(t, merchant, {
      scopes: ['orders:read', 'integrations:manage'],
      redirectUris: [],
    });
    const token = await clientCredentialsToken(t, client);
    for (const path of ['/partner/user', '/account', '/oauth/clients']) {
      expect((await withBearer(t, 'GET', path, token)).statusCode, path).toBe(403);
    }
  });

  it("stops with its creator's membership, and never goes beyond the creator's role", async () => {
    const owner = await newMerchant(t, { account_name: 'Qamar Team Perfumes' });
    const teamOwner = { ...owner };
    await createTeam(t.app, teamOwner, 'Qamar Team');
    const { member: admin } = await joinTeam(t, teamOwner, 'admin');
    const client = await createClient(t, admin, { scopes: ['orders:read', 'finance:read'], redirectUris: [] });
    const token = await clientCredentialsToken(t, client);
    ok(await withBearer(t, 'GET', '/quiqdash/orders', token));
    // Made a viewer: finance is no longer theirs, so no longer the client's.
    ok(await call(t.app, 'PUT', `/account/team/members/${admin.userId}`, teamOwner.token, { role: 'viewer' }));
    expect((await withBearer(t, 'GET', '/quiqdash/invoices', token)).statusCode).toBe(403);
    ok(await withBearer(t, 'GET', '/quiqdash/orders', token));
    // Removed from the team: the client's token opens nothing.
    ok(await call(t.app, 'DELETE', `/account/team/members/${admin.userId}`, teamOwner.token));
    expect((await withBearer(t, 'GET', '/quiqdash/orders', token)).statusCode).toBe(401);
  });

  it('answers a garbage token 401 and a missing secret invalid_client', async () => {
    expect((await withBearer(t, 'GET', '/quiqdash/orders', 'garbage-token-value')).statusCode).toBe(401);
    const client = await createClient(t, merchant, { redirectUris: [] });
    const wrong = await tokenCall(t, { ...client, clientSecret: 'sds_wrong' }, { grant_type: 'client_credentials' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('authorization code with PKCE', () => {
  it('signs in, consents, exchanges the code once, and the token acts on the client’s account', async () => {
    const client = await createClient(t, merchant);
    const { code, verifier, location } = await authorize(t, client, merchant, { state: 'abc' });
    expect(location.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(location).searchParams.get('state')).toBe('abc');
    const wrongVerifier = await tokenCall(t, client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe('invalid_grant');

    const second = await authorize(t, client, merchant);
    const exchanged = await tokenCall(t, client, {
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: REDIRECT_URI,
      code_verifier: second.verifier,
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const tokens = exchanged.json() as { access_token: string; refresh_token: string; scope: string };
    expect(tokens.scope).toBe('orders:read');
    expect(tokens.refresh_token).toBeTruthy();
    const list = ok<{ orders: { id: string }[] }>(await withBearer(t, 'GET', '/quiqdash/orders', tokens.access_token));
    expect(list.orders.map((order) => order.id)).toEqual([orderId]);
    const again = await tokenCall(t, client, {
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: REDIRECT_URI,
      code_verifier: second.verifier,
    });
    expect(again.statusCode).toBe(400);
    void verifier;
  });

  it('refuses an authorisation request without S256 PKCE', async () => {
    const client = await createClient(t, merchant);
    const browser = new Browser(t);
    const attempts: Record<string, string>[] = [
      {},
      { code_challenge: pkce().challenge, code_challenge_method: 'plain' },
    ];
    for (const extra of attempts) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: client.id,
        redirect_uri: REDIRECT_URI,
        scope: 'orders:read',
        ...extra,
      });
      const response = await browser.send('GET', `${PLATFORM}/oauth/authorize?${query}`);
      expect(response.statusCode).toBe(303);
      const back = new URL(response.headers.location as string);
      expect(back.origin + back.pathname).toBe(REDIRECT_URI);
      expect(back.searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('shows a wrong password on the sign-in page, and refuses someone outside the account', async () => {
    const client = await createClient(t, merchant);
    const browser = new Browser(t);
    const { challenge } = pkce();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.id,
      redirect_uri: REDIRECT_URI,
      scope: 'orders:read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const start = await browser.send('GET', `${PLATFORM}/oauth/authorize?${query}`);
    const uid = uidOf(start.headers.location as string);
    const wrong = await browser.send('POST', `${PLATFORM}/oauth/ui/login`, {
      uid,
      email: merchant.email,
      password: 'Wr0ng!Password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid login or password');
    const outsider = await browser.send('POST', `${PLATFORM}/oauth/ui/login`, {
      uid,
      email: other.email,
      password: other.password,
    });
    // Someone of another account hears what a wrong password hears (identity/one-lockout.test.ts).
    expect(outsider.statusCode).toBe(401);
    expect(outsider.body).toContain('Invalid login or password');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; a reused one revokes the whole grant', async () => {
    const client = await createClient(t, merchant);
    const { code, verifier } = await authorize(t, client, merchant);
    const first = (
      await tokenCall(t, client, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      })
    ).json() as { access_token: string; refresh_token: string };
    const refreshed = await tokenCall(t, client, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json() as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await introspect(t, client, second.access_token)).active).toBe(true);

    const reused = await tokenCall(t, client, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant', code: 'failed_precondition' });
    // The whole grant is gone: the rotated refresh token and its access token too.
    const afterReuse = await tokenCall(t, client, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(afterReuse.statusCode).toBe(400);
    expect((await introspect(t, client, second.access_token)).active).toBe(false);
    expect((await withBearer(t, 'GET', '/quiqdash/orders', second.access_token)).statusCode).toBe(401);
  });
});

describe('a rotated secret', () => {
  it('ends every access token the client holds at once; its refresh tokens need the new secret', async () => {
    const client = await createClient(t, merchant);
    const machine = await clientCredentialsToken(t, client, 'orders:read');
    const { code, verifier } = await authorize(t, client, merchant);
    const person = (
      await tokenCall(t, client, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      })
    ).json() as { access_token: string; refresh_token: string };
    for (const token of [machine, person.access_token]) {
      expect((await withBearer(t, 'GET', '/quiqdash/orders', token)).statusCode).toBe(200);
    }

    const rotated = ok<{ clientSecret: string }>(
      await call(t.app, 'POST', `/oauth/clients/${client.id}/secret`, merchant.token),
    );
    const renewed = { id: client.id, clientSecret: rotated.clientSecret };
    for (const token of [machine, person.access_token]) {
      expect((await withBearer(t, 'GET', '/quiqdash/orders', token)).statusCode).toBe(401);
      expect((await introspect(t, renewed, token)).active).toBe(false);
    }
    const withOldSecret = await tokenCall(t, client, {
      grant_type: 'refresh_token',
      refresh_token: person.refresh_token,
    });
    expect(withOldSecret.json()).toMatchObject({ error: 'invalid_client' });
    const refreshed = await tokenCall(t, renewed, { grant_type: 'refresh_token', refresh_token: person.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const fresh = refreshed.json() as { access_token: string };
    expect((await withBearer(t, 'GET', '/quiqdash/orders', fresh.access_token)).statusCode).toBe(200);
  });
});

describe('introspection', () => {
  it('answers active with the scope, and inactive once revoked', async () => {
    const client = await createClient(t, merchant, { redirectUris: [] });
    const token = await clientCredentialsToken(t, client, 'orders:read');
    const info = await introspect(t, client, token);
    expect(info).toMatchObject({ active: true, scope: 'orders:read', client_id: client.id });
    const revoked = await tokenCall(t, client, { token }, '/oauth/token/revoke');
    expect(revoked.statusCode).toBe(200);
    expect((await introspect(t, client, token)).active).toBe(false);
    expect((await withBearer(t, 'GET', '/quiqdash/orders', token)).statusCode).toBe(401);
  });

  it("tells another client nothing of this client's token", async () => {
    const mine = await createClient(t, merchant, { redirectUris: [] });
    const theirs = await createClient(t, other, { redirectUris: [] });
    const token = await clientCredentialsToken(t, mine);
    expect((await introspect(t, theirs, token)).active).toBe(false);
  });
});
