import { createServer } from 'node:net';
import { sentence, WEBHOOK_DELIVERY_SENTENCES, WEBHOOK_URL_MESSAGES } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../platform/outbound';
import { checkAddress } from './service/address';
import { sendSigned } from './service/send';

/** The guard as configuration builds it: the system's resolver, nothing trusted. */
const strict = createOutboundGuard({ trustedHosts: [], ports: [] });
/** A local receiver's host trusted, as WEBHOOK_HTTP_HOSTS does. */
const trusting = createOutboundGuard({ trustedHosts: [], ports: [] }, ['127.0.0.1']);

describe('webhook addresses', () => {
  it('refuses a host name that resolves to a loopback address, and a port other than 443', async () => {
    expect(await checkAddress('https://localhost/x', strict)).toEqual({
      ok: false,
      message: WEBHOOK_URL_MESSAGES.blocked,
    });
    // The system's resolver answers 127.0.0.1 for this name; only the guard's check sees it.
    expect(await strict.check(new URL('https://localhost/x'))).toEqual({ ok: false, reason: 'address' });
    expect(await checkAddress('https://hooks.example.com:8443/x', strict)).toEqual({
      ok: false,
      message: WEBHOOK_URL_MESSAGES.port,
    });
  });

  it('sends nothing to a refused address and says why', async () => {
    const result = await sendSigned(
      {
        url: 'https://10.0.0.8/hooks',
        secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        outbound: strict,
        timeoutMs: 1000,
      },
      { id: 'msg_1', body: '{}' },
    );
    expect(result).toMatchObject({
      succeeded: false,
      status: null,
      error: expect.stringContaining('private or local'),
    });
  });

  it('logs a refused connection and a silent endpoint in the delivery log’s words', async () => {
    const target = (port: number, timeoutMs: number) => ({
      url: `http://127.0.0.1:${port}/hooks`,
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      outbound: trusting,
      timeoutMs,
    });
    // A port that was just free: nothing listens on it.
    const closed = createServer();
    const closedPort = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    const refused = await sendSigned(target(closedPort, 1000), { id: 'msg_1', body: '{}' });
    expect(refused).toMatchObject({ succeeded: false, error: WEBHOOK_DELIVERY_SENTENCES.connectionRefused });

    // An endpoint that accepts the connection and never answers.
    const silent = createServer(() => undefined);
    const silentPort = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
    );
    try {
      const timedOut = await sendSigned(target(silentPort, 1000), { id: 'msg_2', body: '{}' });
      expect(timedOut.error).toBe(sentence(WEBHOOK_DELIVERY_SENTENCES.noAnswer, { seconds: 1 }));
      expect(timedOut.error).toBe('No answer within 1 s');
    } finally {
      silent.close();
    }
  });
});
