import type { Db, DbOrTx } from '../../db/client';

export type OrderCreated = { accountId: string; orderId: string };
/** Runs in the creation's own transaction (`tx`): what it writes commits or rolls back with the order. */
type CreateListener = (tx: DbOrTx, event: OrderCreated) => Promise<void>;
const createListeners = new WeakMap<Db, CreateListener[]>();

/** Calls `listener` for each order placed in `db` (one at a time or in bulk), in the transaction that places it. */
export function onOrderCreated(db: Db, listener: CreateListener): void {
  createListeners.set(db, [...(createListeners.get(db) ?? []), listener]);
}

/** Tells the listeners of `db` of new orders, inside the transaction `tx` that places them. */
export async function announceCreated(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<void> {
  const listeners = createListeners.get(db) ?? [];
  if (listeners.length === 0) return;
  for (const event of events) for (const listener of listeners) await listener(tx, event);
}
