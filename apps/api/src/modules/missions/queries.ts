import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  courierActions,
  deliveryCodeTries,
  dispatchWaves,
  missionOrders,
  missionStopNotes,
  missionStops,
  missions,
} from './tables';

export type WaveRow = typeof dispatchWaves.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
export type StopRow = typeof missionStops.$inferSelect;

export async function insertWave(db: DbOrTx, row: typeof dispatchWaves.$inferInsert): Promise<void> {
  await db.insert(dispatchWaves).values(row);
}

export async function insertMission(db: DbOrTx, row: typeof missions.$inferInsert): Promise<void> {
  await db.insert(missions).values(row);
}

export async function insertStops(db: DbOrTx, rows: (typeof missionStops.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(missionStops).values(rows);
}

export async function insertMissionOrders(db: DbOrTx, rows: (typeof missionOrders.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(missionOrders).values(rows);
}

/** Orders already on a mission that is not cancelled. */
export async function plannedOrderIds(db: DbOrTx, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: missionOrders.orderId })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .where(and(inArray(missionOrders.orderId, [...orderIds]), ne(missions.state, 'cancelled')));
  return rows.map((row) => row.orderId);
}

export function wavesOfDate(db: DbOrTx, date: string): Promise<WaveRow[]> {
  return db.select().from(dispatchWaves).where(eq(dispatchWaves.date, date)).orderBy(asc(dispatchWaves.createdAt));
}

export async function findWave(db: DbOrTx, id: string): Promise<WaveRow | undefined> {
  const [row] = await db.select().from(dispatchWaves).where(eq(dispatchWaves.id, id));
  return row;
}

export function missionsOfDate(db: DbOrTx, date: string): Promise<MissionRow[]> {
  return db.select().from(missions).where(eq(missions.date, date)).orderBy(asc(missions.createdAt), asc(missions.id));
}

export function missionsOfWave(db: DbOrTx, waveId: string): Promise<MissionRow[]> {
  return db.select().from(missions).where(eq(missions.waveId, waveId)).orderBy(asc(missions.id));
}

export function missionsOfCourier(db: DbOrTx, courierId: string, date: string): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.courierId, courierId), eq(missions.date, date)))
    .orderBy(asc(missions.createdAt), asc(missions.id));
}

export async function findMission(db: DbOrTx, id: string): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row;
}

/** Locks the mission's row for the rest of the transaction. */
export async function lockMission(db: DbOrTx, id: string): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).for('update');
  return row;
}

/** Moves the mission to the next version if it is still at `version`; answers the row, or undefined when stale. */
export async function bumpVersion(db: DbOrTx, id: string, version: number): Promise<MissionRow | undefined> {
  const [row] = await db
    .update(missions)
    .set({ version: sql`${missions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(missions.id, id), eq(missions.version, version)))
    .returning();
  return row;
}

export async function setMissionState(db: DbOrTx, id: string, state: string): Promise<void> {
  await db.update(missions).set({ state, updatedAt: new Date() }).where(eq(missions.id, id));
}

export function stopsOfMissions(db: DbOrTx, missionIds: readonly string[]): Promise<StopRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionStops)
    .where(inArray(missionStops.missionId, [...missionIds]))
    .orderBy(asc(missionStops.missionId), asc(missionStops.sequence));
}

export async function findStop(db: DbOrTx, id: string): Promise<StopRow | undefined> {
  const [row] = await db.select().from(missionStops).where(eq(missionStops.id, id));
  return row;
}

export async function updateStop(db: DbOrTx, id: string, changes: Partial<typeof missionStops.$inferInsert>) {
  await db.update(missionStops).set(changes).where(eq(missionStops.id, id));
}

/** The open mission stops carrying these orders (pickup and drop-off), with their missions. */
export function stopsOfOrders(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: missionOrders.orderId,
      kind: missionOrders.kind,
      stopId: missionOrders.stopId,
      missionId: missionOrders.missionId,
      courierId: missions.courierId,
      windowFrom: missionStops.windowFrom,
      windowTo: missionStops.windowTo,
    })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .innerJoin(missionStops, eq(missionStops.id, missionOrders.stopId))
    .where(and(inArray(missionOrders.orderId, [...orderIds]), ne(missions.state, 'cancelled')));
}

/** The open stops carrying these orders with what the merchant and recipient see of them: the window and the predicted arrival. */
export function plannedStopsOfOrders(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: missionOrders.orderId,
      kind: missionOrders.kind,
      courierId: missions.courierId,
      windowFrom: missionStops.windowFrom,
      windowTo: missionStops.windowTo,
      predictedArrival: missionStops.predictedArrival,
    })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .innerJoin(missionStops, eq(missionStops.id, missionOrders.stopId))
    .where(and(inArray(missionOrders.orderId, [...orderIds]), ne(missions.state, 'cancelled')));
}

export async function deleteStop(db: DbOrTx, id: string): Promise<void> {
  await db.delete(missionStops).where(eq(missionStops.id, id));
}

export async function deleteMissionOrders(db: DbOrTx, orderId: string, stopIds?: readonly string[]): Promise<void> {
  // Only the stops named, when named: an order's finished stops of an earlier day stay (decision 078).
  const stops = stopIds ? [inArray(missionOrders.stopId, [...stopIds])] : [];
  if (stopIds?.length === 0) return;
  await db.delete(missionOrders).where(and(eq(missionOrders.orderId, orderId), ...stops));
}

/** Each order's finished depot hand-in stop (decision 073) with its mission's day: where the order waits. */
export function handedInStopsOfOrders(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: missionOrders.orderId,
      label: missionStops.label,
      lat: missionStops.lat,
      lng: missionStops.lng,
      arrivedAt: missionStops.arrivedAt,
      date: missions.date,
    })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .innerJoin(missionStops, eq(missionStops.id, missionOrders.stopId))
    .where(
      and(
        inArray(missionOrders.orderId, [...orderIds]),
        eq(missionOrders.kind, 'depot'),
        eq(missionStops.state, 'done'),
        ne(missions.state, 'cancelled'),
      ),
    );
}

/**
 * Orders waiting at a depot (decision 078 and its later section): a finished hand-in stop, and no
 * load or drop-off on an open mission since but a failed drop-off (a load goes when its parcels are
 * brought back; a failed drop-off when the order is planned again).
 */
export async function orderIdsAtDepots(db: DbOrTx, only?: readonly string[], limit = 1000): Promise<string[]> {
  if (only?.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: missionOrders.orderId })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .innerJoin(missionStops, eq(missionStops.id, missionOrders.stopId))
    .where(
      and(
        eq(missionOrders.kind, 'depot'),
        eq(missionStops.state, 'done'),
        ne(missions.state, 'cancelled'),
        ...(only ? [inArray(missionOrders.orderId, [...only])] : []),
        sql`not exists (select 1 from mission_orders later join missions later_mission on later_mission.id = later.mission_id
          join mission_stops later_stop on later_stop.id = later.stop_id
          where later.order_id = ${missionOrders.orderId} and later.kind in ('load', 'dropoff')
          and later_stop.state <> 'failed' and later_mission.state <> 'cancelled')`,
      ),
    )
    .orderBy(asc(missionOrders.orderId))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** Takes these orders off their failed drop-offs (planned again: decision 078, later); the stops keep them. */
export async function deleteFailedDropoffs(db: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const failed = db.select({ id: missionStops.id }).from(missionStops).where(eq(missionStops.state, 'failed'));
  await db
    .delete(missionOrders)
    .where(
      and(
        inArray(missionOrders.orderId, [...orderIds]),
        eq(missionOrders.kind, 'dropoff'),
        inArray(missionOrders.stopId, failed),
      ),
    );
}

/** Takes the order off the stops of these kinds (their stops keep it in their `orderIds`, as history). */
export async function deleteOrderKinds(db: DbOrTx, orderId: string, kinds: readonly string[]): Promise<void> {
  await db
    .delete(missionOrders)
    .where(and(eq(missionOrders.orderId, orderId), inArray(missionOrders.kind, [...kinds])));
}

/** Orders an open mission loads at a depot (decision 078): planned for delivery from there. */
export async function loadPlannedOrderIds(db: DbOrTx, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: missionOrders.orderId })
    .from(missionOrders)
    .innerJoin(missions, eq(missions.id, missionOrders.missionId))
    .where(
      and(
        inArray(missionOrders.orderId, [...orderIds]),
        eq(missionOrders.kind, 'load'),
        ne(missions.state, 'cancelled'),
      ),
    );
  return rows.map((row) => row.orderId);
}

/** Moves another mission to its next version (an order taken off it): its editors' versions go stale. */
export async function touchMission(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(missions)
    .set({ version: sql`${missions.version} + 1`, updatedAt: new Date() })
    .where(eq(missions.id, id));
}

/** The drop-off stops of missions on Dubai days `from` to `to`, with their mission's day and courier. */
export function dropoffsBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      missionId: missions.id,
      date: missions.date,
      courierId: missions.courierId,
      lat: missionStops.lat,
      lng: missionStops.lng,
      orderIds: missionStops.orderIds,
      state: missionStops.state,
      windowTo: missionStops.windowTo,
      arrivedAt: missionStops.arrivedAt,
    })
    .from(missionStops)
    .innerJoin(missions, eq(missions.id, missionStops.missionId))
    .where(
      and(
        eq(missionStops.kind, 'dropoff'),
        gte(missions.date, from),
        lte(missions.date, to),
        ne(missions.state, 'cancelled'),
      ),
    );
}

/** The missions of Dubai days `from` to `to` with their planned distance. */
export function missionDistancesBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({ id: missions.id, date: missions.date, distanceMeters: missions.distanceMeters })
    .from(missions)
    .where(and(gte(missions.date, from), lte(missions.date, to), ne(missions.state, 'cancelled')));
}

// The courier app (decision 059): the actions applied by their id, the delivery codes tried, and
// what a courier reported at a stop.

/**
 * Claims an action's id for the courier inside the transaction that applies it: false when it
 * was claimed already. A concurrent claim of the same id waits on the key until this transaction
 * ends, then finds it taken (or free again, if this one was rolled back).
 */
export async function claimAction(
  tx: DbOrTx,
  row: { courierId: string; actionId: string; kind: string; at: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(courierActions)
    .values({ ...row, answer: {} })
    .onConflictDoNothing()
    .returning({ actionId: courierActions.actionId });
  return claimed.length > 0;
}

export async function storeActionAnswer(
  tx: DbOrTx,
  courierId: string,
  actionId: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(courierActions)
    .set({ answer })
    .where(and(eq(courierActions.courierId, courierId), eq(courierActions.actionId, actionId)));
}

export async function storedActionAnswer(
  db: DbOrTx,
  courierId: string,
  actionId: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ answer: courierActions.answer })
    .from(courierActions)
    .where(and(eq(courierActions.courierId, courierId), eq(courierActions.actionId, actionId)));
  return row?.answer;
}

/** The wrong delivery codes tried for an order so far (locks the row for the rest of the transaction). */
export async function wrongCodeTries(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ wrong: deliveryCodeTries.wrong })
    .from(deliveryCodeTries)
    .where(eq(deliveryCodeTries.orderId, orderId))
    .for('update');
  return row?.wrong ?? 0;
}

/** Counts one more wrong code for the order; answers the count. */
export async function addWrongCodeTry(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .insert(deliveryCodeTries)
    .values({ orderId, wrong: 1 })
    .onConflictDoUpdate({
      target: deliveryCodeTries.orderId,
      set: { wrong: sql`${deliveryCodeTries.wrong} + 1`, updatedAt: sql`now()` },
    })
    .returning({ wrong: deliveryCodeTries.wrong });
  return row?.wrong ?? 1;
}

export type StopNoteRow = typeof missionStopNotes.$inferSelect;

export async function insertStopNotes(tx: DbOrTx, rows: (typeof missionStopNotes.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(missionStopNotes).values(rows);
}

export function notesOfStops(db: DbOrTx, stopIds: readonly string[]): Promise<StopNoteRow[]> {
  if (stopIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionStopNotes)
    .where(inArray(missionStopNotes.stopId, [...stopIds]))
    .orderBy(asc(missionStopNotes.createdAt), asc(missionStopNotes.id));
}

/**
 * The cash couriers recorded as collected at the door for these orders, by order id: the latest
 * `cash` note of each (an order delivered again after a return has a note per delivery).
 */
export async function cashCollectedOf(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: missionStopNotes.orderId, detail: missionStopNotes.detail })
    .from(missionStopNotes)
    .where(and(eq(missionStopNotes.kind, 'cash'), inArray(missionStopNotes.orderId, [...orderIds])))
    .orderBy(asc(missionStopNotes.createdAt), asc(missionStopNotes.id));
  const collected = new Map<string, number>();
  for (const row of rows) {
    const fils = row.detail.collectedFils;
    if (row.orderId && typeof fils === 'number') collected.set(row.orderId, fils);
  }
  return collected;
}

/** The orders a stop carries. */
export async function orderIdsOfStop(db: DbOrTx, stopId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: missionOrders.orderId })
    .from(missionOrders)
    .where(eq(missionOrders.stopId, stopId))
    .orderBy(asc(missionOrders.orderId));
  return rows.map((row) => row.orderId);
}
