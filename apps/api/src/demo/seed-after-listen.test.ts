import { describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM } from '../test/harness';
import { DEMO_EMAIL, seedDemo } from '.';

const password = 'Palm-Souk-4821!';

describe('the demo seed after the server answers', () => {
  it('lets /env.json answer at once while a sign-in as the demo merchant waits for the complete demo', async () => {
    let startupDone = () => {};
    let startupWork: Promise<void> | undefined = new Promise((resolve) => {
      startupDone = resolve;
    });
    const t = await createTestApp({ seedDemo: true, demoPassword: password }, { apiGate: () => startupWork });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/env.json' })).statusCode).toBe(200);

      let isAnswered = false;
      const signIn = t.app
        .inject({ method: 'POST', url: `${PLATFORM}/identity/sign-in`, payload: { email: DEMO_EMAIL, password } })
        .then((response) => {
          isAnswered = true;
          return response;
        });
      // The seed runs (as main.ts runs it once listening) while the sign-in is held.
      await seedDemo(t.database.db, t.config, t.app.log);
      expect(isAnswered).toBe(false);

      startupWork = undefined;
      startupDone();
      const response = await signIn;
      expect(response.statusCode).toBe(200);
      const { token } = response.json<{ token: string }>();
      const orders = await t.app.inject({
        method: 'GET',
        url: `${PLATFORM}/quiqdash/orders?limit=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(orders.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
