import type { Db, DbOrTx } from '../../db/client';

/** An order just placed, single or in bulk. */
export type OrderCreated = { accountId: string; orderId: string };
/** Runs in the placing transaction (`tx`): what it writes commits or rolls back with the order. */
type CreatedListener = (tx: DbOrTx, event: OrderCreated) => Promise<void>;
/** The same for a whole batch of a bulk placement at once (one statement for thousands of orders). */
type CreatedBatchListener = (tx: DbOrTx, events: readonly OrderCreated[]) => Promise<void>;

const createdListeners = new WeakMap<Db, CreatedListener[]>();
const createdBatchListeners = new WeakMap<Db, CreatedBatchListener[]>();

/** Calls `listener` within the placing transaction of each order of `db`. */
export function onOrderCreated(db: Db, listener: CreatedListener): void {
  createdListeners.set(db, [...(createdListeners.get(db) ?? []), listener]);
}

/** Calls `listener` once per placing transaction of `db`, with every order it placed. */
export function onOrdersCreated(db: Db, listener: CreatedBatchListener): void {
  createdBatchListeners.set(db, [...(createdBatchListeners.get(db) ?? []), listener]);
}

/** Tells the listeners of `db` of orders placed, inside the transaction `tx` that places them. */
export async function announceCreated(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<void> {
  if (events.length === 0) return;
  for (const listener of createdBatchListeners.get(db) ?? []) await listener(tx, events);
  for (const listener of createdListeners.get(db) ?? []) {
    for (const event of events) await listener(tx, event);
  }
}
