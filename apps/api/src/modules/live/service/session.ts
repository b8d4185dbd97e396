import { LIVE_CLOSE, type LiveHello, LiveHelloSchema, type LiveServerMessage } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { audiencesOfCaller, LIVE_MESSAGES } from './audiences';
import type { LiveBroker } from './broker';
import { audience } from './reactions';

/** The socket as the session uses it (the `ws` library's, through @fastify/websocket). */
export type LiveSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  terminate: () => void;
  ping: () => void;
  on: (event: 'message' | 'close' | 'pong' | 'error', listener: (data: unknown) => void) => void;
};

export type SessionDeps = {
  db: Db;
  broker: LiveBroker;
  /** Checks an access token as the REST API does (session alive, membership, restrictions). */
  identify: (token: string) => Promise<Caller>;
  /** The order a tracking code opens, or none (the tracking module's port). */
  trackedOrderOf: (code: string) => Promise<string | undefined>;
  log: FastifyBaseLogger;
  /** A catch-up longer than this answers `reload`. */
  maxCatchUp?: number;
};

const OPEN = 1;
/**
 * A catch-up also sends again the audiences' events of the last this many seconds up to the
 * client's last id: on PostgreSQL an id taken by a transaction still open can commit after a
 * larger one the client has seen (the client keeps each id once).
 */
const OVERLAP_SECONDS = 60;
const HELLO_WITHIN_MS = 10_000;
const PING_EVERY_MS = 30_000;
/** A client this far behind in unread bytes is closed (it reconnects and catches up). */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** When a JWT access token expires (read after the guard accepted it): the socket closes then. */
function expiryOf(token: string): number | undefined {
  try {
    const [, body = ''] = token.split('.');
    const exp = (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: number }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

async function audiencesOf(deps: SessionDeps, hello: LiveHello): Promise<string[]> {
  if (hello.token) return audiencesOfCaller(deps.db, await deps.identify(hello.token));
  if (hello.tracking) {
    const orderId = await deps.trackedOrderOf(hello.tracking);
    if (!orderId) throw new AppError('not_found', LIVE_MESSAGES.unknownCode);
    return [audience.order(orderId)];
  }
  throw new AppError('invalid_argument', LIVE_MESSAGES.helloFirst);
}

/**
 * One socket's life: a hello within 10 s (a token or a tracking code, never logged), then the
 * events after the client's `after` for its audiences, then every new one as it commits. Live
 * events arriving during the catch-up are held and sent after it, each id once.
 */
export function runSession(socket: LiveSocket, deps: SessionDeps): void {
  const send = (message: LiveServerMessage | string) => {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) {
      socket.close(LIVE_CLOSE.slow, 'too slow');
      return;
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  };
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: (() => void) | undefined;
  let started = false;
  let closed = false;
  const helloTimer = setTimeout(() => socket.close(LIVE_CLOSE.refused, 'no hello'), HELLO_WITHIN_MS);
  timers.push(helloTimer);
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  timers.push(
    setInterval(() => {
      if (!alive) socket.terminate();
      alive = false;
      socket.ping();
    }, PING_EVERY_MS),
  );
  socket.on('close', () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    unsubscribe?.();
  });
  socket.on('error', () => undefined);
  socket.on('message', (data) => {
    if (started) return;
    started = true;
    clearTimeout(helloTimer);
    void start(String(data)).catch((error: unknown) => {
      const known = error instanceof AppError;
      if (!known) deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live: hello failed');
      send({
        type: 'error',
        code: known ? error.code : 'internal',
        message: known ? error.message : 'The socket could not start.',
      });
      socket.close(LIVE_CLOSE.refused, 'refused');
    });
  });

  const start = async (text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const hello = LiveHelloSchema.safeParse(parsed);
    if (!hello.success) throw new AppError('invalid_argument', LIVE_MESSAGES.helloFirst);
    const audiences = await audiencesOf(deps, hello.data);
    if (closed) return;
    const expires = hello.data.token ? expiryOf(hello.data.token) : undefined;
    if (expires !== undefined) {
      timers.push(
        setTimeout(() => socket.close(LIVE_CLOSE.expired, 'token expired'), Math.max(0, expires - Date.now())),
      );
    }
    await subscribe(audiences, hello.data.after);
  };

  const subscribe = async (audiences: string[], after: number | undefined) => {
    // Listening before the catch-up is read: nothing committed meanwhile is missed.
    let held: { row: q.LiveRow; message: string }[] | undefined = [];
    const sent = new Set<number>();
    unsubscribe = deps.broker.subscribe({
      audiences,
      deliver: (row, message) => {
        if (held) held.push({ row, message });
        else send(message);
      },
    });
    const { oldest, newest } = await q.idRange(deps.db);
    if (after !== undefined && after > 0) {
      const max = deps.maxCatchUp ?? 500;
      const rows =
        after > newest || after < oldest - 1
          ? undefined
          : await q.audienceRowsAfter(deps.db, audiences, after, max + 1);
      if (!rows || rows.length > max) send({ type: 'reload', last: newest });
      else {
        const overlap = await q.recentAudienceRowsUpTo(deps.db, audiences, after, OVERLAP_SECONDS, max);
        for (const row of [...overlap, ...rows]) {
          sent.add(row.id);
          send({ type: 'event', id: row.id, kind: row.kind, payload: row.payload } as LiveServerMessage);
        }
      }
    }
    const waiting = held;
    held = undefined;
    for (const { row, message } of waiting) if (!sent.has(row.id)) send(message);
    send({ type: 'ready', last: newest });
  };
}
