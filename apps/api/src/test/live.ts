import { createRequire } from 'node:module';
import type { LiveHello, LiveServerMessage } from '@sameday/contract';
import type { TestApp } from './harness';

/** The `ws` client @fastify/websocket itself runs on (Node 20 has no WebSocket of its own). */
type WsClient = {
  readyState: number;
  send: (data: string) => void;
  close: () => void;
  on: (event: string, listener: (...args: never[]) => void) => void;
};
type WsConstructor = new (url: string) => WsClient;
const require = createRequire(import.meta.url);
export const WebSocketClient = createRequire(require.resolve('@fastify/websocket'))('ws') as WsConstructor;

export type LiveClient = {
  /** Every message received, in order. */
  messages: LiveServerMessage[];
  /** When the socket closed, with its code. */
  closed: Promise<number>;
  /** The first message (from `from` on) that matches, within `ms`. */
  waitFor: (match: (message: LiveServerMessage) => boolean, ms?: number) => Promise<LiveServerMessage>;
  events: () => Extract<LiveServerMessage, { type: 'event' }>[];
  close: () => void;
};

/** Listens on a free loopback port (once) and answers the socket's URL. */
export async function liveUrl(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bound = t.app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : 0;
  return `ws://127.0.0.1:${port}/api/platform/live`;
}

/** Opens a socket and sends the hello; `ready` resolves on the server's `ready` (or refusal). */
export async function openLive(url: string, hello: Omit<LiveHello, 'type'>): Promise<LiveClient> {
  const socket = new WebSocketClient(url);
  const messages: LiveServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', (error: Error) => reject(error));
  });
  socket.send(JSON.stringify({ type: 'hello', ...hello }));
  const waitFor: LiveClient['waitFor'] = (match, ms = 2_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching live message within ${ms} ms; got ${JSON.stringify(messages)}`));
      }, ms);
      if (!check()) waiters.add(check);
    });
  return {
    messages,
    closed,
    waitFor,
    events: () => messages.filter((m): m is Extract<LiveServerMessage, { type: 'event' }> => m.type === 'event'),
    close: () => socket.close(),
  };
}
