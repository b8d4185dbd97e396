/*
 * Named prepared statements for PGlite. PGlite's own `query` parses, describes and plans every
 * statement every time, in six trips into the database; planning also asks each table and index
 * touched for its size, a file system call each on a data folder (bench/RESULTS.md, Throughput).
 * A statement seen again is parsed once under a name, and each later call is one trip (bind,
 * execute, sync); PostgreSQL plans it at most a few times before keeping a generic plan, as it
 * does for any prepared statement. The answers are PGlite's own, built by its own parsers.
 */

import { type PGlite, parse, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

type Statement = {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them: each value is written for its type. */
  paramTypes: number[];
  /** The answer's columns (none for a statement that returns no rows). */
  columns: BackendMessage | undefined;
};

/**
 * Long values of these types go to the database as their UTF-8 bytes in PostgreSQL's
 * binary form, which for them is the text itself (jsonb's with a version byte first). PGlite writes
 * a text value by counting its UTF-8 length in a JavaScript loop over every character, twice: for a
 * bulk import's JSON parameters (hundreds of KB a statement) that took about 0.7 s of 50,000 rows.
 */
const BYTES_OF_TEXT: Record<number, readonly number[]> = {
  [types.TEXT]: [],
  [types.VARCHAR]: [],
  [types.JSON]: [],
  [types.JSONB]: [1],
};
/** Characters from which a value is worth encoding natively. */
const LONG_VALUE = 4096;

/** `value` as the bytes of its binary form when it is long text of such a type; otherwise as it is. */
function bytesOfLongText(value: string, type: number): string | Uint8Array {
  const prefix = BYTES_OF_TEXT[type];
  if (prefix === undefined || value.length < LONG_VALUE) return value;
  const bytes = Buffer.allocUnsafe(prefix.length + Buffer.byteLength(value, 'utf8'));
  bytes.set(prefix);
  bytes.write(value, prefix.length, 'utf8');
  return bytes;
}

/** Statements kept prepared; the least recently used is closed past this many. */
const CAPACITY = 256;
/** Statement texts remembered while they wait for a second call (a bulk insert's are each new). */
const SEEN_CAPACITY = 2_048;

const concat = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/** Marks a Map entry as the most recently used. */
function touch<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
}

export class PreparedStatements {
  readonly #statements = new Map<string, Statement>();
  readonly #seen = new Map<string, true>();
  #nextName = 1;

  constructor(
    private readonly client: PGlite,
    private readonly capacity = CAPACITY,
  ) {}

  /** How many statements are prepared now (tests). */
  get size(): number {
    return this.#statements.size;
  }

  /**
   * Runs `sql` on `target` (the client, or a transaction of it) and answers as `target.query`
   * would, through a named statement from its second call on. `inTransaction`: `target` is a
   * transaction, which holds PGlite's transaction lock; otherwise this call takes that lock, as
   * `client.query` does.
   */
  query<T>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    if (!this.#statements.has(sql) && !this.#seen.has(sql)) {
      touch(this.#seen, sql, true);
      if (this.#seen.size > SEEN_CAPACITY) this.#seen.delete(this.#seen.keys().next().value as string);
      return target.query<T>(sql, params, options);
    }
    const run = () => this.client._runExclusiveQuery(() => this.#run<T>(sql, params, options, inTransaction));
    return inTransaction ? run() : this.client._runExclusiveTransaction(run);
  }

  async #run<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      this.#seen.delete(sql);
      statement = await this.#prepare(sql);
    }
    touch(this.#statements, sql, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serialize = options.serializers?.[type] ?? this.client.serializers[type];
      return bytesOfLongText(serialize ? serialize(value) : String(value), type);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      // As PGlite's own query reports it: the statement and its values beside PostgreSQL's fields.
      throw Object.assign(error as Error, { query: sql, params, queryOptions: options });
    }
    if (!inTransaction) await this.client.syncToFs();
    const answer = statement.columns ? [statement.columns, ...messages] : messages;
    return parse.parseResults(answer, this.client.parsers, options)[0] as Results<T>;
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = `s${this.#nextName++}`;
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.client.execProtocol(
        concat([
          protocol.serialize.parse({ name, text: sql }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw Object.assign(error as Error, { query: sql });
    }
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.capacity) {
      const [oldest, { name: closing }] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldest);
      await this.client.execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: closing }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }
}
