import { and, asc, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveEvents } from './tables';

/** What a socket is told of one event. */
export type LiveRow = { id: number; audience: string; kind: string; payload: Record<string, unknown> };
export type NewLiveRow = Omit<LiveRow, 'id'>;

/** The channel every process LISTENs on (PostgreSQL). */
export const LIVE_CHANNEL = 'sameday_live';
/** NOTIFY's payload must stay under 8,000 bytes: a larger event is sent by id and read back. */
const NOTIFY_MAX = 7_000;

const COLUMNS = {
  id: liveEvents.id,
  audience: liveEvents.audience,
  kind: liveEvents.kind,
  payload: liveEvents.payload,
};

/** Writes the rows in `tx`; answers them with their ids. */
export function insertRows(tx: DbOrTx, rows: readonly NewLiveRow[]): Promise<LiveRow[]> {
  return tx
    .insert(liveEvents)
    .values([...rows])
    .returning(COLUMNS);
}

/**
 * Writes the rows in `tx` and asks PostgreSQL to NOTIFY every listening process of each: a NOTIFY
 * inside a transaction is delivered at its commit, and never if it rolls back. One round trip.
 */
export async function insertAndNotify(tx: DbOrTx, rows: readonly NewLiveRow[]): Promise<void> {
  const values = sql.join(
    rows.map((row) => sql`(${row.audience}, ${row.kind}, ${JSON.stringify(row.payload)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    with added as (
      insert into ${liveEvents} (audience, kind, payload) values ${values}
      returning id, audience, kind, payload
    ), told as (
      select json_build_object('id', id, 'audience', audience, 'kind', kind, 'payload', payload)::text as message, id, audience
      from added
    )
    select pg_notify(${LIVE_CHANNEL},
      case when length(message) < ${NOTIFY_MAX} then message
      else json_build_object('id', id, 'audience', audience, 'big', true)::text end)
    from told`);
}

/** The rows after `after`, in id order (the embedded database's fan-out after each commit). */
export function rowsAfter(db: DbOrTx, after: number, limit: number): Promise<LiveRow[]> {
  return db.select(COLUMNS).from(liveEvents).where(gt(liveEvents.id, after)).orderBy(asc(liveEvents.id)).limit(limit);
}

/** The audiences' rows after `after`, in id order (a socket's catch-up). */
export function audienceRowsAfter(
  db: DbOrTx,
  audiences: readonly string[],
  after: number,
  limit: number,
): Promise<LiveRow[]> {
  return db
    .select(COLUMNS)
    .from(liveEvents)
    .where(and(inArray(liveEvents.audience, [...audiences]), gt(liveEvents.id, after)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/**
 * The audiences' rows up to `upTo` written in the last `seconds` (by the writing transaction's
 * start), in id order: on PostgreSQL a smaller id can commit after a larger one a client has seen,
 * so a catch-up sends these again and the client keeps each id once.
 */
export function recentAudienceRowsUpTo(
  db: DbOrTx,
  audiences: readonly string[],
  upTo: number,
  seconds: number,
  limit: number,
): Promise<LiveRow[]> {
  return db
    .select(COLUMNS)
    .from(liveEvents)
    .where(
      and(
        inArray(liveEvents.audience, [...audiences]),
        lte(liveEvents.id, upTo),
        gt(liveEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

export async function findRow(db: DbOrTx, id: number): Promise<LiveRow | undefined> {
  const [row] = await db.select(COLUMNS).from(liveEvents).where(sql`${liveEvents.id} = ${id}`);
  return row;
}

/** The oldest and newest ids kept (0 when none is). */
export async function idRange(db: DbOrTx): Promise<{ oldest: number; newest: number }> {
  const [row] = await db
    .select({ oldest: sql<string | null>`min(${liveEvents.id})`, newest: sql<string | null>`max(${liveEvents.id})` })
    .from(liveEvents);
  return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
}

/** Deletes rows written before `before`; answers how many. */
export async function deleteBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  return deleted.length;
}
