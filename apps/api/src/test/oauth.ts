import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PLATFORM, type TestApp } from './harness';
import { bearer } from './identity';
import { call, type Member, ok } from './teams';

export type CreatedClient = { id: string; clientSecret: string; scopes: string[]; redirectUris: string[] };

export const REDIRECT_URI = 'https://shop-tools.example.com/callback';

export async function createClient(
  t: TestApp,
  member: Member,
  body: Record<string, unknown> = {},
): Promise<CreatedClient> {
  return ok<CreatedClient>(
    await call(t.app, 'POST', '/oauth/clients', member.token, {
      name: 'Warehouse sync',
      scopes: ['orders:read', 'orders:write'],
      redirectUris: [REDIRECT_URI],
      ...body,
    }),
  );
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** A form POST to one of the token endpoints, authenticated with client_secret_basic (from `remoteAddress`). */
export function tokenCall(
  t: TestApp,
  client: { id: string; clientSecret: string },
  form: Record<string, string>,
  path = '/oauth/token',
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}${path}`,
    headers: {
      authorization: basic(client.id, client.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function clientCredentialsToken(
  t: TestApp,
  client: { id: string; clientSecret: string },
  scope?: string,
): Promise<string> {
  const response = await tokenCall(t, client, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

export async function introspect(t: TestApp, client: { id: string; clientSecret: string }, token: string) {
  const response = await tokenCall(t, client, { token }, '/oauth/token/info');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { active: boolean; scope?: string; client_id?: string };
}

/** A browser: keeps cookies, follows nothing by itself; calls from `remoteAddress` when given. */
export class Browser {
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly remoteAddress?: string,
  ) {}

  async send(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const target = new URL(url, 'http://localhost');
    const response = await this.t.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        accept: 'text/html',
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    const cookies = response.headers['set-cookie'];
    for (const cookie of [cookies ?? []].flat()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.jar.delete(pair.slice(0, index));
      else this.jar.set(pair.slice(0, index), value);
    }
    return response;
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const uidOf = (location: string) => new URL(location, 'http://localhost').searchParams.get('uid') ?? '';

/**
 * The whole authorisation code flow in a browser: the authorisation request, the sign-in page,
 * the consent page (allowed), back to the redirect URI. Answers the code.
 */
export async function authorize(
  t: TestApp,
  client: CreatedClient,
  member: { email: string; password: string },
  options: { scope?: string; state?: string; challenge?: string; method?: string } = {},
): Promise<{ code: string; verifier: string; location: string }> {
  const browser = new Browser(t);
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: REDIRECT_URI,
    scope: options.scope ?? 'orders:read',
    state: options.state ?? 'xyz',
    code_challenge: options.challenge ?? challenge,
    code_challenge_method: options.method ?? 'S256',
  });
  const start = await browser.send('GET', `${PLATFORM}/oauth/authorize?${query}`);
  expect(start.statusCode, start.body).toBe(303);
  const loginAt = start.headers.location as string;
  expect(loginAt).toContain('/oauth/ui/login?uid=');
  const loginPage = await browser.send('GET', loginAt);
  expect(loginPage.statusCode, loginPage.body).toBe(200);
  const signedIn = await browser.send('POST', `${PLATFORM}/oauth/ui/login`, {
    uid: uidOf(loginAt),
    email: member.email,
    password: member.password,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(303);
  const resumed = await browser.send('GET', signedIn.headers.location as string);
  expect(resumed.statusCode, resumed.body).toBe(303);
  const consentAt = resumed.headers.location as string;
  expect(consentAt).toContain('/oauth/ui/auth?uid=');
  const consentPage = await browser.send('GET', consentAt);
  expect(consentPage.statusCode, consentPage.body).toBe(200);
  const allowed = await browser.send('POST', `${PLATFORM}/oauth/ui/auth`, { uid: uidOf(consentAt), decision: 'allow' });
  expect(allowed.statusCode, allowed.body).toBe(303);
  const back = await browser.send('GET', allowed.headers.location as string);
  expect(back.statusCode, back.body).toBe(303);
  const location = back.headers.location as string;
  expect(location, back.body).toMatch(/^https:/);
  const code = new URL(location).searchParams.get('code') ?? '';
  return { code, verifier, location };
}

export const withBearer = (t: TestApp, method: 'GET' | 'POST', path: string, token: string) =>
  t.app.inject({ method, url: `${PLATFORM}${path}`, headers: bearer(token) });
