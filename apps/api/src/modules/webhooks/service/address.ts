// Where a webhook may be sent (docs/decisions/034). The server makes the request, so an address
// must not reach our own network: https only, and every address its host resolves to must be
// public — checked when the endpoint is saved and again on every attempt, by the lookup the
// connection itself uses (a host that changes its answer between the two is still refused).
// Hosts named in WEBHOOK_HTTP_HOSTS (a local receiver) may use http and any address.
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_URL_MESSAGES } from '@sameday/contract';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the public internet (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is checked against the IPv4 ranges by the list itself.
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type AddressCheck = { ok: true; url: URL; trusted: boolean } | { ok: false; message: string };

/** The address's shape: https (or http to a trusted host), no credentials; an IP must be public. */
export function checkAddressShape(input: string, httpHosts: readonly string[]): AddressCheck {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const trusted = httpHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && trusted))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_URL_MESSAGES.credentials };
  if (trusted) return { ok: true, url, trusted };
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.blocked };
  if (isIP(host) && !isPublicAddress(host)) return { ok: false, message: WEBHOOK_URL_MESSAGES.blocked };
  return { ok: true, url, trusted };
}

/**
 * The shape, then where the host points now: refused when any of its addresses is not public.
 * A host that does not resolve (yet) is accepted: every attempt checks again before connecting.
 */
export async function checkAddress(input: string, httpHosts: readonly string[]): Promise<AddressCheck> {
  const shape = checkAddressShape(input, httpHosts);
  if (!shape.ok || shape.trusted || isIP(shape.url.hostname.replace(/^\[|\]$/g, ''))) return shape;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    lookup(shape.url.hostname, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  if (addresses.some((entry) => !isPublicAddress(entry.address)))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.blocked };
  return shape;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for the connection itself: answers only public addresses, or fails. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(WEBHOOK_URL_MESSAGES.blocked);
      refused.code = 'EBLOCKEDADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}
