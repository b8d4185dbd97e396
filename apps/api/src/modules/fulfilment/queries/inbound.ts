import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fulfilmentInboundLines, fulfilmentInboundShipments, fulfilmentProducts } from '../tables';

export type InboundRow = typeof fulfilmentInboundShipments.$inferSelect;

export async function insertShipment(
  db: DbOrTx,
  values: typeof fulfilmentInboundShipments.$inferInsert,
  lines: readonly { productId: string; expectedQuantity: number }[],
) {
  const [row] = await db.insert(fulfilmentInboundShipments).values(values).returning();
  await db.insert(fulfilmentInboundLines).values(lines.map((line) => ({ shipmentId: values.id, ...line })));
  return row;
}

/** The shipment of the account; with `accountId` null (operations), any account's. */
export async function findShipment(db: DbOrTx, accountId: string | null, id: string) {
  const [row] = await db
    .select()
    .from(fulfilmentInboundShipments)
    .where(
      and(
        eq(fulfilmentInboundShipments.id, id),
        accountId === null ? undefined : eq(fulfilmentInboundShipments.accountId, accountId),
      ),
    );
  return row;
}

/** Marks the shipment received, once: undefined when it already was (a concurrent receipt lost). */
export async function markReceived(
  db: DbOrTx,
  id: string,
  values: { receivedByUserId: number; receivedByName: string; note: string | null },
) {
  const [row] = await db
    .update(fulfilmentInboundShipments)
    .set({ ...values, state: 'received', receivedAt: new Date() })
    .where(and(eq(fulfilmentInboundShipments.id, id), eq(fulfilmentInboundShipments.state, 'announced')))
    .returning();
  return row;
}

export async function setReceivedQuantities(
  db: DbOrTx,
  shipmentId: string,
  lines: readonly { productId: string; expectedQuantity: number; receivedQuantity: number }[],
) {
  await db.delete(fulfilmentInboundLines).where(eq(fulfilmentInboundLines.shipmentId, shipmentId));
  if (lines.length > 0) await db.insert(fulfilmentInboundLines).values(lines.map((line) => ({ shipmentId, ...line })));
}

export function findShipmentLines(db: DbOrTx, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0)
    return Promise.resolve(
      [] as {
        shipmentId: string;
        productId: string;
        sku: string;
        name: string;
        expectedQuantity: number;
        receivedQuantity: number | null;
      }[],
    );
  return db
    .select({
      shipmentId: fulfilmentInboundLines.shipmentId,
      productId: fulfilmentInboundLines.productId,
      sku: fulfilmentProducts.sku,
      name: fulfilmentProducts.name,
      expectedQuantity: fulfilmentInboundLines.expectedQuantity,
      receivedQuantity: fulfilmentInboundLines.receivedQuantity,
    })
    .from(fulfilmentInboundLines)
    .innerJoin(fulfilmentProducts, eq(fulfilmentProducts.id, fulfilmentInboundLines.productId))
    .where(inArray(fulfilmentInboundLines.shipmentId, [...shipmentIds]))
    .orderBy(fulfilmentProducts.sku);
}

/** A page of the account's shipments; with `accountId` null (operations), of every account. */
export async function findShipmentPage(
  db: DbOrTx,
  accountId: string | null,
  page: { state?: string; limit: number; offset: number },
) {
  const s = fulfilmentInboundShipments;
  const where = and(
    accountId === null ? undefined : eq(s.accountId, accountId),
    page.state ? eq(s.state, page.state) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db.select().from(s).where(where).orderBy(desc(s.createdAt), desc(s.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
