// The outbound guard on its own: which addresses are public, what it refuses before keeping an
// address, and what its agents refuse while connecting — names resolved by a stand-in to every
// internal address, a name that changes its answer between the check and the connection, odd
// ports. A listener on 127.0.0.1 counts connections: a refused request never reaches it.
import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedConfig,
  INTERNAL_ADDRESSES,
  PUBLIC_ADDRESS,
  standInResolver,
  startCountingListener,
} from '../test/outbound';
import { createOutboundGuard, isPublicAddress, type OutboundGuard, refusalOf } from './outbound';

let listener: Awaited<ReturnType<typeof startCountingListener>>;
beforeAll(async () => {
  listener = await startCountingListener();
});
afterAll(async () => listener.close());

/** One GET through the guard's agent for this address: the status, or the error that stopped it. */
function get(guard: OutboundGuard, address: string): Promise<{ status?: number; error?: NodeJS.ErrnoException }> {
  const url = new URL(address);
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      agent: guard.agentFor(url),
      timeout: 5000,
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error }));
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode });
    });
    request.end();
  });
}

describe('public addresses', () => {
  it('are unicast ones only, whatever the family or notation of an internal one', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '[2a00:1450:4001::200e]'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of INTERNAL_ADDRESSES) expect(isPublicAddress(address), address).toBe(false);
    // The four ranges the earlier hand-kept list missed.
    for (const address of ['::7f00:1', '::a00:1', '::ffff:0:a00:1', 'fec0::1', 'feff::1', '64:ff9b:1::a00:1'])
      expect(isPublicAddress(address), address).toBe(false);
    // Notations a URL would normalise are not addresses to connect to as written.
    for (const address of ['2130706433', '0177.0.0.1', '0x7f.1', '127.1', 'localhost', '', 'not an address'])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('checking an address before it is kept', () => {
  it('refuses a name that resolves to any internal address, alone or beside a public one', async () => {
    const names = Object.fromEntries(INTERNAL_ADDRESSES.map((address, index) => [`evil${index}.example`, address]));
    const resolve = standInResolver({
      ...names,
      'mixed.example': [PUBLIC_ADDRESS, '10.0.0.1'],
      'good.example': PUBLIC_ADDRESS,
      'good6.example': '2606:4700:4700::1111',
    });
    const guard = createOutboundGuard(guardedConfig(resolve));
    for (const name of [...Object.keys(names), 'mixed.example'])
      expect(await guard.check(new URL(`https://${name}/`)), name).toEqual({ ok: false, reason: 'address' });
    expect(await guard.check(new URL('https://good.example/'))).toEqual({ ok: true, trusted: false });
    expect(await guard.check(new URL('http://good6.example/'))).toEqual({ ok: true, trusted: false });
    // Not found (yet): kept, and checked again on every connection.
    expect(await guard.check(new URL('https://unknown.example/'))).toEqual({ ok: true, trusted: false });
  });

  it('refuses internal IPs in every notation a URL takes, and userinfo tricks', async () => {
    const guard = createOutboundGuard(guardedConfig(standInResolver({})));
    for (const address of [
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://0x7f.1/',
      'https://0x7f000001/',
      'https://127.1/',
      'https://0/',
      'https://[::]/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[0:0:0:0:0:ffff:a9fe:a9fe]/',
      'https://[::7f00:1]/',
      'https://[fec0::1]/',
      'https://[64:ff9b:1::1]/',
      'https://public.example@169.254.169.254/',
    ])
      expect(await guard.check(new URL(address)), address).toEqual({ ok: false, reason: 'address' });
  });

  it('allows ports 443 and 80 only, unless configuration names more or trusts the host', async () => {
    const resolve = standInResolver({ 'good.example': PUBLIC_ADDRESS });
    const strict = createOutboundGuard(guardedConfig(resolve));
    for (const address of ['https://good.example:8443/', 'http://good.example:8080/', 'https://good.example:22/'])
      expect(await strict.check(new URL(address)), address).toEqual({ ok: false, reason: 'port' });
    for (const address of ['https://good.example/', 'https://good.example:443/', 'http://good.example:80/'])
      expect((await strict.check(new URL(address))).ok, address).toBe(true);
    const more = createOutboundGuard(guardedConfig(resolve, [8443]));
    expect((await more.check(new URL('https://good.example:8443/'))).ok).toBe(true);
    expect((await more.check(new URL('https://good.example:8080/'))).ok).toBe(false);
    const trusting = createOutboundGuard(guardedConfig(resolve), ['127.0.0.1']);
    expect(await trusting.check(new URL('http://127.0.0.1:5432/'))).toEqual({ ok: true, trusted: true });
  });
});

describe('connecting through the guard', () => {
  it('never connects to a name that resolves to an internal address, on an allowed port', async () => {
    const names = Object.fromEntries(INTERNAL_ADDRESSES.map((address, index) => [`evil${index}.example`, address]));
    const guard = createOutboundGuard(guardedConfig(standInResolver(names), [listener.port]));
    for (const name of Object.keys(names))
      for (const scheme of ['http', 'https']) {
        const { error, status } = await get(guard, `${scheme}://${name}:${listener.port}/`);
        expect(status, name).toBeUndefined();
        expect(refusalOf(error), `${scheme} ${name}`).toBe('address');
      }
    expect(listener.connections()).toBe(0);
  });

  it('connects to the address it checked: a name that rebinds to loopback after the check is refused', async () => {
    const resolve = standInResolver({
      'rebind.example': (call) => (call === 1 ? PUBLIC_ADDRESS : '127.0.0.1'),
      'rebind6.example': (call) => (call === 1 ? '2606:4700:4700::1111' : '::ffff:127.0.0.1'),
    });
    const guard = createOutboundGuard(guardedConfig(resolve, [listener.port]));
    for (const name of ['rebind.example', 'rebind6.example']) {
      const url = `http://${name}:${listener.port}/`;
      expect((await guard.check(new URL(url))).ok).toBe(true);
      expect(refusalOf((await get(guard, url)).error), name).toBe('address');
    }
    expect(resolve.asked).toEqual(['rebind.example', 'rebind.example', 'rebind6.example', 'rebind6.example']);
    expect(listener.connections()).toBe(0);
  });

  it('refuses internal IPs typed as the host, and ports not allowed before resolving anything', async () => {
    const resolve = standInResolver({ 'evil.example': '127.0.0.1' });
    const guard = createOutboundGuard(guardedConfig(resolve, [listener.port]));
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1', 'public@127.0.0.1'])
      expect(refusalOf((await get(guard, `http://${host}:${listener.port}/`)).error), host).toBe('address');
    const strict = createOutboundGuard(guardedConfig(resolve));
    expect(refusalOf((await get(strict, `http://evil.example:${listener.port}/`)).error)).toBe('port');
    expect(refusalOf((await get(strict, `https://evil.example:${listener.port}/`)).error)).toBe('port');
    expect(resolve.asked).toEqual([]);
    expect(listener.connections()).toBe(0);
  });

  it('reaches a host configuration trusts as it is (a local stand-in), on any port', async () => {
    const guard = createOutboundGuard(
      { trustedHosts: ['127.0.0.1'], ports: [] },
      // A caller's older setting (WEBHOOK_HTTP_HOSTS, WOOCOMMERCE_HTTP_HOSTS) adds hosts the same way.
      ['localhost'],
    );
    const before = listener.connections();
    expect(await get(guard, `http://127.0.0.1:${listener.port}/`)).toEqual({ status: 204 });
    expect(listener.connections()).toBe(before + 1);
    expect(guard.isTrusted('LOCALHOST')).toBe(true);
    expect(guard.isTrusted('evil.example')).toBe(false);
  });
});
