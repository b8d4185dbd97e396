import { EARLY_REQUESTS_GLOBAL } from '@sameday/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, TEST_CONFIG } from '../../test/mock-api';
import { setRuntimeConfig } from '../runtime-config';
import { fetchSessionToken } from './session-api';

const TOKEN = { token: 'early-token', expiresAt: '2026-11-30T10:00:00.000Z', template: 'jwt' };
const pageSent = (requests: Record<string, unknown>) => {
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = requests;
};

beforeEach(() => setRuntimeConfig(TEST_CONFIG));
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe("the session's token", () => {
  it("is read from the page's first request once: the cookie it carried is never sent again meanwhile", async () => {
    const api = mockApi({ 'POST /identity/token': ok({ ...TOKEN, token: 'second' }) });
    pageSent({ token: Promise.resolve(new Response(JSON.stringify(TOKEN), { status: 200 })) });
    expect(await fetchSessionToken()).toEqual(TOKEN);
    expect(api.calls).toEqual([]);
    expect((await fetchSessionToken())?.token).toBe('second');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /identity/token']);
  });

  it('is none when the page asked without a session, and unreachable when its request failed', async () => {
    const api = mockApi({});
    const refused = JSON.stringify({ code: 'unauthenticated', message: 'Sign in again.', details: {} });
    pageSent({ token: Promise.resolve(new Response(refused, { status: 401 })) });
    expect(await fetchSessionToken()).toBeUndefined();
    pageSent({ token: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(fetchSessionToken()).rejects.toMatchObject({ code: 'unavailable' });
    expect(api.calls).toEqual([]);
  });
});
