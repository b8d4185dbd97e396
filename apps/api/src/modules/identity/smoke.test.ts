import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, PLATFORM, signUpAndSignIn, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('identity smoke', () => {
  it('signs up, signs in and reads the partner user', async () => {
    const merchant = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/partner/user`,
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).email).toBe(merchant.email);
  });
});
