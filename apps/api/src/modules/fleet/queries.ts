import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courierPositions, courierShifts, couriers } from './tables';

export type CourierRow = typeof couriers.$inferSelect;
export type ShiftRow = typeof courierShifts.$inferSelect;

export async function insertCourier(db: DbOrTx, row: typeof couriers.$inferInsert): Promise<CourierRow> {
  const [created] = await db.insert(couriers).values(row).returning();
  if (!created) throw new Error('courier not inserted');
  return created;
}

export function listCouriers(db: DbOrTx): Promise<CourierRow[]> {
  return db.select().from(couriers).orderBy(asc(couriers.createdAt), asc(couriers.id));
}

export async function findCourier(db: DbOrTx, id: string): Promise<CourierRow | undefined> {
  const [row] = await db.select().from(couriers).where(eq(couriers.id, id));
  return row;
}

export function findCouriers(db: DbOrTx, ids: readonly string[]): Promise<CourierRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(couriers)
    .where(inArray(couriers.id, [...ids]));
}

export async function findCourierOfUser(db: DbOrTx, userId: number): Promise<CourierRow | undefined> {
  const [row] = await db.select().from(couriers).where(eq(couriers.userId, userId));
  return row;
}

export async function updateCourier(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof couriers.$inferInsert>,
): Promise<CourierRow | undefined> {
  const [row] = await db
    .update(couriers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(couriers.id, id))
    .returning();
  return row;
}

export async function insertShift(db: DbOrTx, row: typeof courierShifts.$inferInsert): Promise<ShiftRow> {
  const [created] = await db.insert(courierShifts).values(row).returning();
  if (!created) throw new Error('shift not inserted');
  return created;
}

/** The courier's shifts overlapping [startsAt, endsAt). */
export function overlappingShifts(db: DbOrTx, courierId: string, startsAt: Date, endsAt: Date, except = '') {
  return db
    .select({ id: courierShifts.id })
    .from(courierShifts)
    .where(
      and(
        eq(courierShifts.courierId, courierId),
        lt(courierShifts.startsAt, endsAt),
        gt(courierShifts.endsAt, startsAt),
        ne(courierShifts.id, except),
      ),
    );
}

export function shiftsOfCourier(db: DbOrTx, courierId: string): Promise<ShiftRow[]> {
  return db
    .select()
    .from(courierShifts)
    .where(eq(courierShifts.courierId, courierId))
    .orderBy(asc(courierShifts.startsAt));
}

export function shiftsOfDate(db: DbOrTx, date: string): Promise<ShiftRow[]> {
  return db
    .select()
    .from(courierShifts)
    .where(eq(courierShifts.date, date))
    .orderBy(asc(courierShifts.startsAt), asc(courierShifts.id));
}

/** The shifts of Dubai days from `from` to `to`, both included. */
export function shiftsBetween(db: DbOrTx, from: string, to: string): Promise<ShiftRow[]> {
  return db
    .select()
    .from(courierShifts)
    .where(and(gte(courierShifts.date, from), lte(courierShifts.date, to)))
    .orderBy(asc(courierShifts.startsAt), asc(courierShifts.id));
}

export async function findShift(db: DbOrTx, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(courierShifts).where(eq(courierShifts.id, id));
  return row;
}

export async function deleteShift(db: DbOrTx, id: string): Promise<void> {
  await db.delete(courierShifts).where(eq(courierShifts.id, id));
}

/** The courier's shift that holds the instant `at`, if any. */
export async function shiftAt(db: DbOrTx, courierId: string, at: Date): Promise<ShiftRow | undefined> {
  const [row] = await db
    .select()
    .from(courierShifts)
    .where(and(eq(courierShifts.courierId, courierId), lt(courierShifts.startsAt, at), gt(courierShifts.endsAt, at)));
  return row;
}

/** Every courier's shift running at `at`, by courier (the map reads them all in one round trip). */
export async function shiftsAt(db: DbOrTx, at: Date): Promise<Map<string, ShiftRow>> {
  const rows = await db
    .select()
    .from(courierShifts)
    .where(and(lt(courierShifts.startsAt, at), gt(courierShifts.endsAt, at)));
  const byCourier = new Map<string, ShiftRow>();
  for (const row of rows) if (!byCourier.has(row.courierId)) byCourier.set(row.courierId, row);
  return byCourier;
}

// Positions (docs/decisions/061).

export type PositionRow = typeof courierPositions.$inferSelect;

export async function insertPositions(db: DbOrTx, rows: (typeof courierPositions.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(courierPositions).values(rows).returning({ id: courierPositions.id });
  return added.length;
}

/** The latest position of each courier taken at or after `since` (one per courier). */
export function latestPositions(db: DbOrTx, courierIds: readonly string[], since: Date): Promise<PositionRow[]> {
  if (courierIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([courierPositions.courierId])
    .from(courierPositions)
    .where(and(inArray(courierPositions.courierId, [...courierIds]), gte(courierPositions.at, since)))
    .orderBy(asc(courierPositions.courierId), desc(courierPositions.at), desc(courierPositions.id));
}

export async function latestPositionOf(db: DbOrTx, courierId: string, since: Date): Promise<PositionRow | undefined> {
  const [row] = await db
    .select()
    .from(courierPositions)
    .where(and(eq(courierPositions.courierId, courierId), gte(courierPositions.at, since)))
    .orderBy(desc(courierPositions.at), desc(courierPositions.id))
    .limit(1);
  return row;
}

/** Deletes the positions taken before `before`; answers how many. */
export async function deletePositionsBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(courierPositions)
    .where(lt(courierPositions.at, before))
    .returning({ id: courierPositions.id });
  return deleted.length;
}

/** Removes the courier's push registration if it is still `gcmToken` (a newer one is kept). */
export async function clearPushSubscription(db: DbOrTx, courierId: string, gcmToken: string): Promise<void> {
  await db
    .update(couriers)
    .set({ pushId: null, gcmToken: null, updatedAt: new Date() })
    .where(and(eq(couriers.id, courierId), eq(couriers.gcmToken, gcmToken)));
}

// The courier app's shift clock (decision 059).

/** The courier's shifts of a Dubai day, earliest first; `lock`: their rows are locked for the transaction. */
export function shiftsOfCourierOnDate(db: DbOrTx, courierId: string, date: string, lock = false): Promise<ShiftRow[]> {
  const query = db
    .select()
    .from(courierShifts)
    .where(and(eq(courierShifts.courierId, courierId), eq(courierShifts.date, date)))
    .orderBy(asc(courierShifts.startsAt));
  return lock ? query.for('update') : query;
}

export async function updateShift(
  db: DbOrTx,
  id: string,
  change: Partial<typeof courierShifts.$inferInsert>,
): Promise<ShiftRow | undefined> {
  const [row] = await db.update(courierShifts).set(change).where(eq(courierShifts.id, id)).returning();
  return row;
}
