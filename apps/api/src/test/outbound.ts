// Test support for the outbound guard (platform/outbound.ts): a resolver stand-in that makes names
// point wherever a test wants (loopback, private ranges, an answer that changes between the check
// and the connection), and a listener that counts the connections it gets.
import type { LookupAddress } from 'node:dns';
import { createServer, isIP, type Server, type Socket } from 'node:net';
import type { OutboundConfig, OutboundResolver } from '../platform/outbound';

/**
 * Addresses inside the network or reserved, in each family and notation a resolver may answer:
 * loopback, private, link-local (the cloud metadata address), carrier-grade NAT, IPv4-mapped and
 * IPv4-compatible IPv6, NAT64 (both prefixes), site-local, unique-local, multicast, unspecified.
 */
export const INTERNAL_ADDRESSES = [
  '127.0.0.1',
  '127.1.2.3',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '::1',
  '::',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:0:7f00:1',
  'fec0::1',
  '64:ff9b::7f00:1',
  '64:ff9b:1::1',
  'fd00::1',
  'fe80::1',
  'ff02::1',
  '2001:db8::1',
] as const;

/** A public address (documentation-free, really routed): what a stand-in answers for a "good" name. Never connected to. */
export const PUBLIC_ADDRESS = '93.184.215.14';

type Answer = string | readonly string[] | ((call: number) => string | readonly string[]);

/**
 * A resolver for the guard: each name answers its addresses (a function of how many times it was
 * asked, first call 1, for a name that rebinds); an unknown name is not found. `asked` lists every
 * name resolved, in order.
 */
export function standInResolver(names: Record<string, Answer>): OutboundResolver & { asked: string[] } {
  const asked: string[] = [];
  const calls = new Map<string, number>();
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    const name = hostname.toLowerCase();
    asked.push(name);
    const answer = names[name];
    if (answer === undefined) {
      const missing: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      missing.code = 'ENOTFOUND';
      throw missing;
    }
    const call = (calls.get(name) ?? 0) + 1;
    calls.set(name, call);
    const found = typeof answer === 'function' ? answer(call) : answer;
    return (typeof found === 'string' ? [found] : found).map((address) => ({
      address,
      family: isIP(address) === 6 ? 6 : 4,
    }));
  };
  return Object.assign(resolve, { asked });
}

/** The guard's configuration for a test: nothing trusted, the given ports, the given resolver. */
export const guardedConfig = (resolve: OutboundResolver, ports: readonly number[] = []): OutboundConfig => ({
  trustedHosts: [],
  ports,
  resolve,
});

/** A TCP listener on 127.0.0.1 that counts the connections it is given (and answers nothing useful). */
export async function startCountingListener(): Promise<{
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  let connections = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.end('HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
