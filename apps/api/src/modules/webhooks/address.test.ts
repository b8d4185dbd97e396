import { createServer } from 'node:net';
import { sentence, WEBHOOK_DELIVERY_SENTENCES } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { checkAddress, isPublicAddress, publicOnlyLookup } from './service/address';
import { sendSigned } from './service/send';

describe('webhook addresses', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'fd12::1',
      'fe80::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses, when connecting, a host name that resolves to a loopback address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (found) => resolve(found)),
    );
    expect(error?.code).toBe('EBLOCKEDADDRESS');
    expect((await checkAddress('https://localhost:8443/x', [])).ok).toBe(false);
  });

  it('sends nothing to a refused address and says why', async () => {
    const result = await sendSigned(
      {
        url: 'https://10.0.0.8/hooks',
        secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        httpHosts: [],
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
      httpHosts: ['127.0.0.1'],
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
