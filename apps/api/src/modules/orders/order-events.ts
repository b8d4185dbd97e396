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

/**
 * What a placement gate (the dispatcher's rules, decision 035) says of an order just written in the
 * placing transaction: refuse it (nothing of it stays) or hold it for review (it is placed on hold).
 */
export type PlacementVerdict = { orderId: string; action: 'refuse' | 'hold'; reason: string; ruleName: string | null };

declare module '../../platform/domain-hub' {
  interface DomainEvents {
    /** Orders just placed, single or in bulk: once per placing transaction, with every order it placed. */
    'orders.created': readonly OrderCreated[];
  }
  interface DomainGates {
    /**
     * Orders just written in the placing transaction, before anyone is told of them: the orders a
     * gate refuses are not placed, those it holds are placed on hold.
     */
    'orders.placing': { asked: readonly OrderCreated[]; verdict: PlacementVerdict };
  }
}

/** The verdicts of the domain's gates on orders just written in `tx` (none: every order goes ahead). */
export async function gatePlaced(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<PlacementVerdict[]> {
  if (events.length === 0) return [];
  return db.hub.ask('orders.placing', tx, events);
}

/** Tells the domain of orders placed, inside the transaction `tx` that places them. */
export async function announceCreated(db: Db, tx: DbOrTx, events: readonly OrderCreated[]): Promise<void> {
  if (events.length > 0) await db.hub.emit('orders.created', tx, events);
}
