import type { FastifyBaseLogger } from 'fastify';
import { type Db, isSingleConnection } from '../../../db/client';
import * as q from '../queries';

/** A socket listening: its audiences, and how it is handed an event (already serialised once). */
export type Subscriber = { audiences: readonly string[]; deliver: (row: q.LiveRow, message: string) => void };

/**
 * How the events written in committed transactions reach this process's sockets:
 * - embedded (PGlite): one connection, transactions one after another. A reaction that wrote rows
 *   wakes the drain, whose read waits for the writing transaction to end, and so sees the rows
 *   only if it committed; ids commit in order, so a cursor misses none.
 * - PostgreSQL: the rows are NOTIFYed in their transaction (delivered at commit); every process
 *   LISTENs, so a change made through one reaches sockets on all.
 */
export type LiveBroker = {
  /** Registers a socket's audiences; answers the call that removes it. */
  subscribe: (subscriber: Subscriber) => () => void;
  /** Told in a transaction that wrote rows (embedded: the drain runs once it ends). */
  written: () => void;
  /** Whether the rows are told by NOTIFY (PostgreSQL) rather than drained after commit. */
  notifies: boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Sockets connected to this process. */
  size: () => number;
};

export const serialise = (row: q.LiveRow) =>
  JSON.stringify({ type: 'event', id: row.id, kind: row.kind, payload: row.payload });

export function createBroker(db: Db, log: FastifyBaseLogger): LiveBroker {
  const byAudience = new Map<string, Set<Subscriber>>();
  let count = 0;
  const publish = (row: q.LiveRow) => {
    const listening = byAudience.get(row.audience);
    if (!listening || listening.size === 0) return;
    const message = serialise(row);
    for (const subscriber of listening) subscriber.deliver(row, message);
  };
  const subscribe = (subscriber: Subscriber) => {
    count += 1;
    for (const audience of subscriber.audiences) {
      const set = byAudience.get(audience);
      if (set) set.add(subscriber);
      else byAudience.set(audience, new Set([subscriber]));
    }
    return () => {
      count -= 1;
      for (const audience of subscriber.audiences) {
        const set = byAudience.get(audience);
        set?.delete(subscriber);
        if (set?.size === 0) byAudience.delete(audience);
      }
    };
  };
  const transport = isSingleConnection(db) ? drainAfterCommit(db, publish, log) : listenToPostgres(db, publish, log);
  return { subscribe, size: () => count, ...transport };
}

type Transport = Pick<LiveBroker, 'written' | 'notifies' | 'start' | 'stop'>;

/** Embedded: after each transaction that wrote rows, the rows after the cursor, in id order. */
function drainAfterCommit(db: Db, publish: (row: q.LiveRow) => void, log: FastifyBaseLogger): Transport {
  let cursor: number | undefined;
  let running = false;
  let again = false;
  const drain = async () => {
    if (cursor === undefined) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (;;) {
          const rows = await q.rowsAfter(db, cursor, 1_000);
          for (const row of rows) publish(row);
          cursor = rows.at(-1)?.id ?? cursor;
          if (rows.length < 1_000) break;
        }
      } while (again);
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live: reading the outbox failed');
    } finally {
      running = false;
    }
  };
  return {
    notifies: false,
    // Called inside the writing transaction: the read is queued behind it on the one connection.
    written: () => void setImmediate(() => void drain()),
    start: async () => {
      cursor = (await q.idRange(db)).newest;
    },
    stop: async () => {
      cursor = undefined;
    },
  };
}

type PgClient = {
  connect: () => Promise<void>;
  query: (text: string) => Promise<unknown>;
  on: (event: string, listener: (...args: never[]) => void) => void;
  end: () => Promise<void>;
};

/** PostgreSQL: one connection of this process LISTENs; each NOTIFY is published here (re-read when large). */
function listenToPostgres(db: Db, publish: (row: q.LiveRow) => void, log: FastifyBaseLogger): Transport {
  let client: PgClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const onNotification = async (message: { channel: string; payload?: string }) => {
    if (message.channel !== q.LIVE_CHANNEL || !message.payload) return;
    const told = JSON.parse(message.payload) as q.LiveRow & { big?: boolean };
    const row = told.big ? await q.findRow(db, told.id) : told;
    if (row) publish(row);
  };
  const connect = async () => {
    const { default: pg } = await import('pg');
    const pool = (db as unknown as { $client: { options: object } }).$client;
    const next = new pg.Client(pool.options) as unknown as PgClient;
    next.on('notification', (message: { channel: string; payload?: string }) => void onNotification(message));
    next.on('error', (error: Error) => {
      log.warn({ err: error.message }, 'live: the LISTEN connection failed; reconnecting');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${q.LIVE_CHANNEL}`);
    client = next;
    failures = 0;
  };
  const schedule = () => {
    if (stopped || retry) return;
    failures += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect().catch(() => schedule());
      },
      Math.min(30_000, 250 * 2 ** failures),
    );
  };
  return {
    notifies: true,
    written: () => undefined,
    start: async () => {
      stopped = false;
      await connect();
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
