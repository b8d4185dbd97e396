import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { type Opened, type QueryShape, type Reply, type Request, receiveError } from './pglite-protocol';
import type { ThreadData } from './pglite-thread';

/*
 * PGlite's queries are WebAssembly run in the thread that calls them: in the server's thread,
 * a busy database left sockets unread, and even the overload guard's 503s waited seconds
 * (bench/RESULTS.md, Throughput; issue 16). A server on a data folder runs PGlite in a thread
 * of its own; this is the server thread's side, shaped like the part of PGlite that Drizzle's
 * pglite driver uses (`query`, `exec`, `transaction`).
 */

type Call = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Body = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

const PROBE = 'probe';

/**
 * A query's parsers are functions, which cannot cross to the thread. Drizzle's only keep some
 * types' text as it is (drizzle-orm/pglite/session.js: timestamps, dates, intervals and their
 * arrays, numeric arrays), so the thread makes the same parsers for the same types; any other
 * parser is refused rather than silently dropped.
 */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  if (options === undefined) return {};
  const { rowMode, parsers, ...others } = options;
  const unsupported = Object.entries(others).filter(([, value]) => value !== undefined);
  if (unsupported.length > 0) {
    throw new Error(`Query options not supported by the database thread: ${unsupported.map(([name]) => name)}`);
  }
  if (parsers === undefined) return { rowMode };
  const textTypes = Object.keys(parsers).map(Number);
  for (const type of textTypes) {
    if (parsers[type]?.(PROBE) !== PROBE) {
      throw new Error(`Type ${type}'s parser changes the value: only parsers that keep the text cross to the thread`);
    }
  }
  return { rowMode, textTypes };
}

/** A transaction in the database thread: its statements run inside it, in order. */
export class PgliteWorkerTransaction {
  #isClosed = false;
  constructor(
    private readonly client: PgliteWorkerClient,
    readonly id: number,
  ) {}

  get closed(): boolean {
    return this.#isClosed;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    this.#checkOpen();
    return (await this.client.send({ kind: 'query', tx: this.id, sql, params, ...shapeOf(options) })) as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    this.#checkOpen();
    return (await this.client.send({ kind: 'exec', tx: this.id, sql, ...shapeOf(options) })) as Results[];
  }

  /** Rolls back now, as PGlite's does; the transaction ends without a commit. */
  async rollback(): Promise<void> {
    this.#checkOpen();
    await this.client.send({ kind: 'rollback', tx: this.id });
    this.#isClosed = true;
  }

  /** @internal */
  markClosed() {
    this.#isClosed = true;
  }

  #checkOpen() {
    if (this.#isClosed) throw new Error('Transaction is closed');
  }
}

export class PgliteWorkerClient {
  readonly #worker: Worker;
  /** The thread's answers come on a port of their own, which `takeReplies` can read at any moment. */
  readonly #replies: MessagePort;
  readonly #calls = new Map<number, Call>();
  #nextId = 1;
  /** Why no call can be answered any more: closed, or the thread ended. */
  #ended: Error | undefined;
  #isClosing = false;

  private constructor(worker: Worker, replies: MessagePort, onLost: (error: Error) => void) {
    this.#worker = worker;
    this.#replies = replies;
    replies.on('message', (message: Reply) => this.#settle(message));
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      const lost = new Error(
        `The embedded database's thread ended (exit code ${code}${failure ? `: ${failure.message}` : ''})`,
        { cause: failure },
      );
      this.#ended ??= lost;
      this.#replies.close();
      for (const call of this.#calls.values()) call.reject(this.#ended);
      this.#calls.clear();
      if (!this.#isClosing) onLost(lost);
    });
  }

  /**
   * Starts the thread on `folder` and resolves once the database is open and migrated.
   * `onLost` is told if the thread ends without `close()`; every call under way is rejected.
   */
  static open(folder: string, onLost: (error: Error) => void): Promise<PgliteWorkerClient> {
    const { port1: replies, port2: replyPort } = new MessageChannel();
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { folder, replyPort } satisfies ThreadData,
      transferList: [replyPort],
    });
    return new Promise((resolve, reject) => {
      const notOpened = (code: number) => reject(new Error(`The embedded database's thread ended (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', notOpened);
      worker.once('message', (message: Opened) => {
        worker.off('error', reject);
        worker.off('exit', notOpened);
        if (message.kind === 'opened') {
          resolve(new PgliteWorkerClient(worker, replies, onLost));
          return;
        }
        reject(receiveError(message.error));
        replies.close();
        void worker.terminate();
      });
    });
  }

  /**
   * Hands the answers already sent by the thread to their callers now, instead of at the event
   * loop's next turn to this port. Under a flood of requests a turn of the loop reads every
   * waiting socket first, and a transaction (which holds the database) waited that long for
   * each of its statements. The server calls this as each request comes in, and each call
   * sent does.
   */
  takeReplies(): void {
    for (let received = receiveMessageOnPort(this.#replies); received; received = receiveMessageOnPort(this.#replies)) {
      this.#settle(received.message as Reply);
    }
  }

  #settle(message: Reply) {
    const call = this.#calls.get(message.id);
    if (call === undefined) return;
    this.#calls.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(receiveError(message.error));
  }

  /** Calls sent to the thread and not yet answered: the one at work and those queued behind it (/metrics). */
  get pendingCalls(): number {
    return this.#calls.size;
  }

  /** @internal The thread itself, for tests that end it as a crash would. */
  get thread(): Worker {
    return this.#worker;
  }

  /** @internal */
  send(body: Body): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    // Answers already here go first: one may be a transaction's, which holds the database.
    this.takeReplies();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...body, id } as Request);
      } catch (error) {
        this.#calls.delete(id);
        reject(error);
      }
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return (await this.send({ kind: 'query', sql, params, ...shapeOf(options) })) as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return (await this.send({ kind: 'exec', sql, ...shapeOf(options) })) as Results[];
  }

  /**
   * Commits when `callback` resolves, rolls back when it throws (and rethrows its error). Other
   * queries wait in the thread until it ends, as with PGlite in this thread.
   */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const tx = new PgliteWorkerTransaction(this, (await this.send({ kind: 'begin' })) as number);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.markClosed();
      // The caller's error says what went wrong; a failed rollback (the thread gone) adds nothing.
      await this.send({ kind: 'end', tx: tx.id, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.markClosed();
    await this.send({ kind: 'end', tx: tx.id, commit: true });
    return result;
  }

  /** Closes the database (after the calls already sent) and ends the thread. */
  async close(): Promise<void> {
    if (this.#ended) return;
    this.#isClosing = true;
    try {
      await this.send({ kind: 'close' });
    } finally {
      this.#ended = new Error('The database is closed');
      this.#replies.close();
      await this.#worker.terminate();
    }
  }
}
