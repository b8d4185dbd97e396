import type { Db, DbOrTx } from '../../../db/client';
import * as q from '../queries';
import { type Actor, groupBy } from './shared';

/** Not enough stock for every line: the reservation's savepoint is rolled back. */
class Shortfall extends Error {}

/** What the order's lines draw from stock, per product: a bundle draws its components. */
export async function demandsOf(db: DbOrTx, orderId: string) {
  const lines = await q.findLines(db, [orderId]);
  const components = groupBy(
    await q.findComponents(
      db,
      lines.filter((l) => l.isBundle).map((l) => l.productId),
    ),
    (c) => c.bundleId,
  );
  const demand = new Map<string, number>();
  for (const line of lines) {
    const parts = line.isBundle
      ? (components.get(line.productId) ?? [])
      : [{ componentId: line.productId, quantity: 1 }];
    for (const part of parts)
      demand.set(part.componentId, (demand.get(part.componentId) ?? 0) + part.quantity * line.quantity);
  }
  // A fixed order (by product id) for the row locks: two orders never wait on each other.
  return [...demand.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Reserves every line of the order, or nothing: each stock row is taken by a conditional
 * UPDATE in product order inside a savepoint, and the ledger is written beside it.
 */
export async function reserveAll(
  tx: DbOrTx,
  order: { id: string; accountId: string; location: string },
  actor: Actor,
): Promise<boolean> {
  const demands = await demandsOf(tx, order.id);
  if (demands.length === 0) return false;
  try {
    await (tx as Db).transaction(async (sp) => {
      for (const [productId, quantity] of demands) {
        if (!(await q.reserveStock(sp, productId, order.location, quantity))) throw new Shortfall();
      }
      await q.insertMovements(
        sp,
        demands.map(([productId, quantity]) => ({
          accountId: order.accountId,
          productId,
          location: order.location,
          kind: 'reservation',
          onHandDelta: 0,
          reservedDelta: quantity,
          fulfilmentOrderId: order.id,
          actorUserId: actor.userId,
          actorName: actor.name,
        })),
      );
    });
    return true;
  } catch (error) {
    if (error instanceof Shortfall) return false;
    throw error;
  }
}

/** Gives back what the order holds (cancel, edit): release movements, reserved goes down. */
export async function releaseAll(
  tx: DbOrTx,
  order: { id: string; accountId: string },
  actor: Actor,
  kind: 'release' | 'pick',
  reason: string | null = null,
) {
  const held = await q.findHeldByOrder(tx, order.id);
  for (const { productId, location, quantity } of held) {
    const onHandDelta = kind === 'pick' ? -quantity : 0;
    if (!(await q.changeStock(tx, productId, location, onHandDelta, -quantity)))
      throw new Error(`The stock of ${productId} does not hold what the order reserved`);
  }
  await q.insertMovements(
    tx,
    held.map(({ productId, location, quantity }) => ({
      accountId: order.accountId,
      productId,
      location,
      kind,
      onHandDelta: kind === 'pick' ? -quantity : 0,
      reservedDelta: -quantity,
      reason,
      fulfilmentOrderId: order.id,
      actorUserId: actor.userId,
      actorName: actor.name,
    })),
  );
  return held.length > 0;
}

/** Reserves the order if it is new or waiting; it waits for stock when not all is there. */
export async function tryReserve(db: Db, orderId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrderIn(tx, orderId, ['new', 'awaiting_stock']);
    if (!order) return false;
    const reserved = await reserveAll(tx, order, actor);
    const state = reserved ? 'reserved' : 'awaiting_stock';
    if (state !== order.state) await q.updateOrder(tx, order.id, { state });
    return reserved;
  });
}

/** Stock arrived or was freed: the account's waiting orders at the location are tried, oldest first. */
export async function reserveAwaiting(db: Db, accountId: string, location: string, actor: Actor) {
  const waiting = await q.findAwaiting(db, accountId, location);
  for (const { id } of waiting) await tryReserve(db, id, actor);
}
