import type { Db, DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { findLocation } from '../../addresses';
import * as q from '../queries';
import { loadPlanningContext, type OrderInput, orderColumns, type Pickup, planOrder } from './planning';
import { type ActorRef, actorOf, assertMayPlaceOrders, itemRows, newOrderId } from './shared';

/** One order of a batch: the input, and the hash of the file row it came from (idempotent re-uploads). */
export type BulkOrderRow = { input: OrderInput; sourceRowHash: string | null };
export type BulkCreateResult = {
  /** The new order's id by the row's position, or null when that order already existed (same reference or row). */
  createdIds: (string | null)[];
  createdCount: number;
  duplicateCount: number;
  /** Rows the rules of pricing and scheduling refuse (nothing is created for them). */
  rejected: { index: number; field: string; message: string }[];
};
export type BulkCreateHooks = {
  /** Runs first in the transaction (an idempotency claim); throwing aborts everything. */
  begin?: (tx: DbOrTx) => Promise<void>;
  /** Runs last in the transaction with the result (the import's record); throwing aborts everything. */
  end?: (tx: DbOrTx, result: BulkCreateResult) => Promise<void>;
};

/** Orders per insert statement (one JSON parameter each). */
const BULK_CHUNK = 5000;

type PlannedRow = { index: number; id: string; values: q.NewOrderRow; input: OrderInput };

/**
 * Places many orders at once: the pickups, cut-offs, rate card and flags are read once,
 * every row is priced and scheduled in memory, and all orders, items and 'Order placed'
 * events are inserted in one transaction with multi-row inserts: all of them or none.
 * An order whose reference or source row already exists in the account is skipped and
 * counted as a duplicate, so importing the same file again creates nothing.
 */
export async function createOrdersInBulk(
  db: Db,
  caller: Caller,
  rows: readonly BulkOrderRow[],
  hooks: BulkCreateHooks = {},
): Promise<BulkCreateResult> {
  await assertMayPlaceOrders(db, caller.accountId);
  const pickupIds = [...new Set(rows.map((row) => row.input.pickupLocationId))];
  const pickups = new Map<string, Pickup>();
  for (const id of pickupIds) {
    const pickup = await findLocation(db, caller.accountId, id);
    if (pickup) pickups.set(id, pickup);
  }
  const context = await loadPlanningContext(db, caller);
  const actor = await actorOf(db, caller);
  const rejected: BulkCreateResult['rejected'] = [];
  const planned: PlannedRow[] = [];
  rows.forEach((row, index) => {
    const pickup = pickups.get(row.input.pickupLocationId);
    if (!pickup) {
      rejected.push({ index, field: 'pickupLocationId', message: 'Unknown pickup address' });
      return;
    }
    try {
      const plan = planOrder(row.input, pickup, context);
      const id = newOrderId();
      planned.push({
        index,
        id,
        input: row.input,
        values: {
          id,
          accountId: caller.accountId,
          status: 'pending',
          ...orderColumns(row.input, plan),
          sourceRowHash: row.sourceRowHash,
          createdBy: actor.name,
        },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = error.extras.details?.fields?.[0];
      rejected.push({ index, field: field?.field ?? '', message: field?.message ?? error.message });
    }
  });

  return db.transaction(async (tx) => {
    await q.deferSearchIndexMerge(tx);
    await hooks.begin?.(tx);
    const created = await insertPlanned(tx, caller.accountId, actor, planned);
    const createdIds: (string | null)[] = rows.map(() => null);
    for (const entry of created) createdIds[entry.index] = entry.id;
    const result: BulkCreateResult = {
      createdIds,
      createdCount: created.length,
      duplicateCount: planned.length - created.length,
      rejected,
    };
    await hooks.end?.(tx, result);
    return result;
  });
}

/** Inserts the planned orders, then the items and events of those that were new; those new ones. */
async function insertPlanned(
  tx: DbOrTx,
  accountId: string,
  actor: ActorRef,
  planned: PlannedRow[],
): Promise<PlannedRow[]> {
  const inserted = new Set<string>();
  for (let start = 0; start < planned.length; start += BULK_CHUNK) {
    const chunk = planned.slice(start, start + BULK_CHUNK).map(({ values }) => ({
      id: values.id,
      status: values.status,
      service_kind: values.serviceKind,
      service_date: values.serviceDate,
      scheduled_date: values.scheduledDate,
      partner_order_id: values.partnerOrderId,
      pickup_location_id: values.pickupLocationId,
      pickup: values.pickup,
      recipient_name: values.recipientName,
      recipient_phone: values.recipientPhone,
      dropoff: values.dropoff,
      payment_mode: values.paymentMode,
      cod_amount_fils: values.codAmountFils,
      price_fils: values.priceFils,
      source_row_hash: values.sourceRowHash,
    }));
    for (const id of await q.insertOrdersFromJson(tx, accountId, actor.name, chunk)) inserted.add(id);
  }
  const created = planned.filter((entry) => inserted.has(entry.id));
  const items = created.flatMap((entry) =>
    itemRows(entry.id, accountId, entry.input.items).map((item) => ({
      id: item.id,
      order_id: item.orderId,
      account_id: item.accountId,
      name: item.name,
      quantity: item.quantity,
      weight_grams: item.weightGrams,
      barcode: item.barcode,
      position: item.position,
    })),
  );
  if (items.length > 0) {
    await q.insertItemsFromJson(tx, items);
    const events = created.map((entry) => ({ id: randomId('evt'), order_id: entry.id }));
    await q.insertPlacedEventsFromJson(tx, accountId, actor, events);
  }
  return created;
}
