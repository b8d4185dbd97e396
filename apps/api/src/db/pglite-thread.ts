/*
 * The thread that runs PGlite for a server on a data folder (pglite-worker.ts starts it through
 * pglite-thread.mjs). It opens and migrates the database, then answers the server thread's
 * requests one message at a time; PGlite itself orders them (one query at a time, nothing
 * else inside a transaction).
 */

import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { ParserOptions, PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open';
import { type Opened, type QueryShape, type Reply, type Request, sendError } from './pglite-protocol';
import { PreparedStatements } from './pglite-statements';

export type ThreadData = { folder: string; replyPort: MessagePort };

const port = parentPort;
if (port === null) throw new Error('pglite-thread runs as a worker thread');

/** Thrown into a transaction's callback to roll it back; not an error of the caller's. */
const ROLL_BACK = Symbol('roll back');

type Open = { tx: Transaction; end: (commit: boolean, replyTo: number) => void };

const { folder, replyPort } = workerData as ThreadData;
let client: PGlite;
try {
  client = await openPglite(folder);
  port.postMessage({ kind: 'opened' } satisfies Opened);
} catch (error) {
  port.postMessage({ kind: 'failed', error: sendError(error) } satisfies Opened);
  port.close();
  throw error;
}

const statements = new PreparedStatements(client);
const transactions = new Map<number, Open>();
let nextTransaction = 1;

const textParsers = new Map<string, ParserOptions>();
/** The same parsers as the caller's, made here: each keeps its type's text as it is. */
function optionsFor(shape: QueryShape): QueryOptions {
  if (!shape.textTypes?.length) return { rowMode: shape.rowMode };
  const key = shape.textTypes.join(',');
  let parsers = textParsers.get(key);
  if (parsers === undefined) {
    parsers = Object.fromEntries(shape.textTypes.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return { rowMode: shape.rowMode, parsers };
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (open === undefined) throw new Error('Transaction is closed');
  return open.tx;
}

/** Starts a transaction and answers `replyTo` once it has begun; `end` finishes it. */
function begin(replyTo: number) {
  let id = 0;
  let endReply = 0;
  client
    .transaction(async (tx) => {
      id = nextTransaction++;
      const ended = new Promise<void>((resolve, reject) => {
        transactions.set(id, {
          tx,
          end: (commit, replyToEnd) => {
            endReply = replyToEnd;
            if (commit) resolve();
            else reject(ROLL_BACK);
          },
        });
      });
      reply({ id: replyTo, ok: true, value: id });
      await ended;
    })
    .then(
      () => reply({ id: endReply, ok: true, value: undefined }),
      (error: unknown) => {
        if (id === 0) reply({ id: replyTo, ok: false, error: sendError(error) });
        else if (error === ROLL_BACK) reply({ id: endReply, ok: true, value: undefined });
        else reply({ id: endReply, ok: false, error: sendError(error) });
      },
    );
}

async function answer(request: Exclude<Request, { kind: 'begin' | 'end' | 'close' }>): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const { rows, fields, affectedRows } = await statements.query(
        target(request.tx),
        request.sql,
        request.params,
        optionsFor(request),
        request.tx !== undefined,
      );
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await target(request.tx).exec(request.sql, optionsFor(request));
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'rollback': {
      const open = transactions.get(request.tx);
      if (open === undefined) throw new Error('Transaction is closed');
      return open.tx.rollback();
    }
  }
}

function reply(message: Reply) {
  try {
    replyPort.postMessage(message);
  } catch (error) {
    // A value that cannot be cloned (a type PGlite returns as an object of its own): the
    // caller gets the reason instead of waiting.
    replyPort.postMessage({ id: message.id, ok: false, error: sendError(error) } satisfies Reply);
  }
}

port.on('message', (request: Request) => {
  switch (request.kind) {
    case 'begin':
      begin(request.id);
      return;
    case 'end': {
      const open = transactions.get(request.tx);
      transactions.delete(request.tx);
      if (open === undefined)
        reply({ id: request.id, ok: false, error: sendError(new Error('Transaction is closed')) });
      else open.end(request.commit, request.id);
      return;
    }
    case 'close':
      client.close().then(
        () => {
          reply({ id: request.id, ok: true, value: undefined });
          replyPort.close();
          port.close();
        },
        (error: unknown) => reply({ id: request.id, ok: false, error: sendError(error) }),
      );
      return;
    default:
      answer(request).then(
        (value) => reply({ id: request.id, ok: true, value }),
        (error: unknown) => reply({ id: request.id, ok: false, error: sendError(error) }),
      );
  }
});
