// Requests the server makes to an address a user typed (a WooCommerce store, a webhook endpoint)
// all go through one guard (docs/decisions/051), so that such an address can never reach inside
// our own network:
// - the address connected to is the one checked: the guard's agents resolve the host themselves,
//   refuse the connection when any address the name has is not public, and connect to what they
//   checked — a name that answers a public address when saved and 127.0.0.1 when called (DNS
//   rebinding) is refused on the call. An address typed as an IP is checked before connecting.
// - "public" is ipaddr.js's `unicast` (its list of special-purpose ranges for IPv4 and IPv6, kept
//   up to date with the IANA registries), after an IPv4-mapped address is read as its IPv4 one.
//   The one range it leaves as unicast, IPv4-compatible `::/96` (deprecated by RFC 4291), is
//   refused here too.
// - ports 443 and 80 only, unless configuration names more;
// - hosts configuration trusts (a local test store, a developer's receiver) are reached as they
//   are: over plain http, at any address and port.

import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/** How host names are resolved: every address of the name (the system's resolver, or a test's stand-in). */
export type OutboundResolver = (hostname: string) => Promise<LookupAddress[]>;

export type OutboundConfig = {
  /** Hosts reached as they are: over plain http, at private or loopback addresses, on any port. */
  trustedHosts: readonly string[];
  /** Ports besides 443 and 80 that a public address may use. */
  ports: readonly number[];
  /** The resolver; the system's unless a test gives a stand-in. */
  resolve?: OutboundResolver;
};

export const STANDARD_PORTS: readonly number[] = [443, 80];

/** Why the guard refused a connection: the address is not public, or the port is not allowed. */
export type OutboundRefusalReason = 'address' | 'port';

/** A connection the guard refused; `code` is what callers read (EBLOCKEDADDRESS or EBLOCKEDPORT). */
export class OutboundRefusal extends Error {
  readonly code: 'EBLOCKEDADDRESS' | 'EBLOCKEDPORT';
  constructor(readonly reason: OutboundRefusalReason) {
    super(
      reason === 'address'
        ? 'The address points to a private, local or reserved network.'
        : 'The address uses a port that is not allowed.',
    );
    this.name = 'OutboundRefusal';
    this.code = reason === 'address' ? 'EBLOCKEDADDRESS' : 'EBLOCKEDPORT';
  }
}

/** Whether an error (or the error an HTTP client wrapped around it) is the guard's refusal. */
export function refusalOf(error: unknown): OutboundRefusalReason | null {
  const failure = error as { code?: unknown; cause?: unknown } | null;
  if (failure?.code === 'EBLOCKEDADDRESS') return 'address';
  if (failure?.code === 'EBLOCKEDPORT') return 'port';
  return failure?.cause && failure.cause !== error ? refusalOf(failure.cause) : null;
}

const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** Whether an IP address is on the public internet (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(literal) || net.isIP(literal) === 0) return false;
  let parsed = ipaddr.parse(literal);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.match(IPV4_COMPATIBLE)) return false;
  }
  return parsed.range() === 'unicast';
}

/** The host of a URL as connections name it: lower case, an IPv6 address without its brackets. */
export const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

const systemResolver: OutboundResolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** net.connect's `lookup`, answering only when every address of the name is public. */
function publicOnlyLookup(resolve: OutboundResolver): LookupFunction {
  return (hostname, options, callback) => {
    const answer = callback as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    resolve(hostname).then(
      (found) => {
        if (found.some((entry) => !isPublicAddress(entry.address))) return answer(new OutboundRefusal('address'), []);
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = family === 4 || family === 6 ? found.filter((entry) => entry.family === family) : found;
        const first = wanted[0];
        if (!first) {
          const missing: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          missing.code = 'ENOTFOUND';
          return answer(missing, []);
        }
        if (options.all) answer(null, wanted);
        else answer(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => answer(error, []),
    );
  };
}

type Rules = { ports: readonly number[]; lookup: LookupFunction };

/**
 * The check every guarded connection passes before a socket is opened: the port, an IP host
 * itself, and (for a name) a lookup that refuses non-public answers. A refusal reaches the
 * request as its error; no connection is attempted.
 */
function guardedConnection(
  rules: Rules,
  options: http.ClientRequestArgs,
  defaultPort: number,
  callback: ((error: Error | null, stream: Duplex) => void) | undefined,
  connect: (options: http.ClientRequestArgs) => Duplex | null | undefined,
): Duplex | null | undefined {
  const host = (options.host ?? options.hostname ?? '').replace(/^\[|\]$/g, '');
  const port = Number(options.port ?? defaultPort);
  const refusal =
    options.socketPath || !rules.ports.includes(port)
      ? new OutboundRefusal(options.socketPath ? 'address' : 'port')
      : net.isIP(host) !== 0 && !isPublicAddress(host)
        ? new OutboundRefusal('address')
        : null;
  if (refusal) {
    const socket = new net.Socket();
    if (callback) callback(refusal, socket);
    else process.nextTick(() => socket.destroy(refusal));
    return callback ? undefined : socket;
  }
  return connect({ ...options, lookup: rules.lookup });
}

class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly rules: Rules,
    options: http.AgentOptions,
  ) {
    super(options);
  }
  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    return guardedConnection(this.rules, options, 80, callback, (checked) => super.createConnection(checked, callback));
  }
}

class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly rules: Rules,
    options: https.AgentOptions,
  ) {
    super(options);
  }
  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    return guardedConnection(this.rules, options, 443, callback, (checked) =>
      super.createConnection(checked, callback),
    );
  }
}

export type OutboundCheck = { ok: true; trusted: boolean } | { ok: false; reason: OutboundRefusalReason };

export type OutboundGuard = {
  /** Whether configuration trusts this host (reached over plain http, at any address and port). */
  isTrusted(host: string): boolean;
  /**
   * Where the address points now, before it is kept: refused when its port is not allowed or any
   * address of its host is not public. A host that does not resolve (yet) passes: every
   * connection is checked again.
   */
  check(url: URL): Promise<OutboundCheck>;
  /** Whether the address's port may be connected to (443, 80, configuration's; any for a trusted host). */
  allowsPort(url: URL): boolean;
  /** The agent to connect to this address with (node:http, https, or an HTTP client's httpAgent/httpsAgent). */
  agentFor(url: URL): http.Agent;
};

const AGENT_OPTIONS: http.AgentOptions = { keepAlive: true, maxSockets: 32 };

/**
 * The guard of one caller: configuration's trusted hosts and ports, plus the hosts that caller's
 * older setting trusts (WEBHOOK_HTTP_HOSTS, WOOCOMMERCE_HTTP_HOSTS).
 */
export function createOutboundGuard(config: OutboundConfig, moreTrustedHosts: readonly string[] = []): OutboundGuard {
  const trusted = new Set([...config.trustedHosts, ...moreTrustedHosts].map((host) => host.toLowerCase()));
  const resolve = config.resolve ?? systemResolver;
  const rules: Rules = { ports: [...STANDARD_PORTS, ...config.ports], lookup: publicOnlyLookup(resolve) };
  const agents = {
    guardedHttp: new GuardedHttpAgent(rules, AGENT_OPTIONS),
    guardedHttps: new GuardedHttpsAgent(rules, AGENT_OPTIONS),
    trustedHttp: new http.Agent(AGENT_OPTIONS),
    trustedHttps: new https.Agent(AGENT_OPTIONS),
  };
  const isTrusted = (host: string) => trusted.has(host.toLowerCase().replace(/^\[|\]$/g, ''));
  return {
    isTrusted,
    async check(url) {
      const host = hostOf(url);
      if (isTrusted(host)) return { ok: true, trusted: true };
      if (!rules.ports.includes(portOf(url))) return { ok: false, reason: 'port' };
      if (net.isIP(host) !== 0)
        return isPublicAddress(host) ? { ok: true, trusted: false } : { ok: false, reason: 'address' };
      const found = await resolve(host).catch(() => []);
      return found.every((entry) => isPublicAddress(entry.address))
        ? { ok: true, trusted: false }
        : { ok: false, reason: 'address' };
    },
    allowsPort: (url) => isTrusted(hostOf(url)) || rules.ports.includes(portOf(url)),
    agentFor(url) {
      const secure = url.protocol === 'https:';
      if (isTrusted(hostOf(url))) return secure ? agents.trustedHttps : agents.trustedHttp;
      return secure ? agents.guardedHttps : agents.guardedHttp;
    },
  };
}
