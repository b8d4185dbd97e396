import type { Db, DbOrTx } from '../../db/client';

/**
 * What an order was placed with, as a gate reads it. A bulk placement knows it already and says
 * so, where reading each batch's orders back cost a 50,000-row import about 2 s (bench/RESULTS.md).
 */
export type PlacedOrder = {
  serviceKind: string;
  dropoffEmirate: string | null;
  pickupLocationId: string;
  pickupEmirate: string | null;
  paymentMode: string;
  codAmountFils: number;
  reference: string | null;
  createdAt: string | Date;
  items: readonly { quantity: number; weightGrams: number }[];
  tags: readonly string[];
  longestSideCm: number | null;
};

/** An order just placed, single or in bulk; `placed` when the placement gives what it placed. */
export type OrderCreated = { accountId: string; orderId: string; placed?: PlacedOrder };
/** Runs in the placing transaction (`tx`): what it writes commits or rolls back with the order. */
type CreatedListener = (tx: DbOrTx, event: OrderCreated) => Promise<void>;
/** The same for a whole batch of a bulk placement at once (one statement for thousands of orders). */
type CreatedBatchListener = (tx: DbOrTx, events: readonly OrderCreated[]) => Promise<void>;

/**
 * What a placement gate (the dispatcher's rules, decision 035) says of an order just written in the
 * placing transaction: refuse it (nothing of it stays) or hold it for review (it is placed on hold).
 */
export type PlacementVerdict = { orderId: string; action: 'refuse' | 'hold'; reason: string; ruleName: string | null };
type PlacementGate = (tx: DbOrTx, events: readonly OrderCreated[]) => Promise<PlacementVerdict[]>;

const gates = new WeakMap<Db, PlacementGate[]>();
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

/**
 * Calls `gate` within the placing transaction of `db`'s orders, before anyone is told of them: the
 * orders it refuses are not placed, those it holds are placed on hold.
 */
export function gateOrdersPlaced(db: Db, gate: PlacementGate): void {
  gates.set(db, [...(gates.get(db) ?? []), gate]);
}

/** The verdicts of `db`'s gates on orders just written in `tx` (none: every order goes ahead). */
export async function gatePlaced(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<PlacementVerdict[]> {
  if (events.length === 0) return [];
  const verdicts: PlacementVerdict[] = [];
  for (const gate of gates.get(db) ?? []) verdicts.push(...(await gate(tx, events)));
  return verdicts;
}

/** Tells the listeners of `db` of orders placed, inside the transaction `tx` that places them. */
export async function announceCreated(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<void> {
  if (events.length === 0) return;
  for (const listener of createdBatchListeners.get(db) ?? []) await listener(tx, events);
  for (const listener of createdListeners.get(db) ?? []) {
    for (const event of events) await listener(tx, event);
  }
}
