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
});
