import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { shipmentEvents, shipments } from '../tables';

export type ShipmentRow = typeof shipments.$inferSelect;

export async function insertShipment(db: DbOrTx, values: typeof shipments.$inferInsert) {
  const [row] = await db.insert(shipments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findShipment(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
  return row;
}

/** By our id alone: the fleet's own records and the internal webhooks, which name no account. */
export async function findShipmentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

/** The shipment's row, locked until the transaction ends: two events for it apply one after the other. */
export async function lockShipmentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function findShipmentByTracking(db: DbOrTx, trackingNumber: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).limit(1);
  return row;
}

export async function findShipmentByClientOrder(db: DbOrTx, accountId: string, clientOrderId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.clientOrderId, clientOrderId)));
  return row;
}

export async function listShipments(
  db: DbOrTx,
  accountId: string,
  filter: { clientOrderId?: string; shipmentId?: string; limit: number },
) {
  const conditions: SQL[] = [eq(shipments.accountId, accountId)];
  if (filter.clientOrderId) conditions.push(eq(shipments.clientOrderId, filter.clientOrderId));
  if (filter.shipmentId) conditions.push(eq(shipments.id, filter.shipmentId));
  return db
    .select()
    .from(shipments)
    .where(and(...conditions))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(filter.limit);
}

export async function updateShipment(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<ShipmentRow, 'state' | 'recipient' | 'label' | 'payload'>>,
) {
  const [row] = await db
    .update(shipments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row;
}

/** Records an event id once; answers false when it was seen before (a replay). */
export async function recordEvent(db: DbOrTx, values: typeof shipmentEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(shipmentEvents).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}
