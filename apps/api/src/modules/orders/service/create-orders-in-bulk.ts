import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { englishOf, ORDER_ERROR_MESSAGES, type ServerText } from '@sameday/contract';
import { type Db, type DbOrTx, isSingleConnection } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { findLocation } from '../../addresses';
import {
  announceCreated,
  gatePlaced,
  type OrderCreated,
  type PlacedOrder,
  type PlacementVerdict,
} from '../order-events';
import * as q from '../queries';
import { holdAtPlacement, refusalMessage, splitVerdicts } from './placement';
import { loadPlanningContext, type OrderInput, orderColumns, type Pickup, planOrder } from './planning';
import { type ActorRef, assertMayPlaceOrders, historyActorOf, itemRows, newOrderId } from './shared';

/** One order of a batch: the input, and the hash of the file row it came from (idempotent re-uploads). */
export type BulkOrderRow = { input: OrderInput; sourceRowHash: string | null };
export type BulkCreateResult = {
  /** The new order's id by the row's position, or null when that order already existed (same reference or row). */
  createdIds: (string | null)[];
  createdCount: number;
  duplicateCount: number;
  /** Rows the rules of pricing and scheduling, or the dispatcher's rules, refuse (nothing is created for them). */
  rejected: { index: number; field: string; message: string; text?: ServerText }[];
};
export type BulkCreateHooks = {
  /** Runs before any order is written (an idempotency claim, the import's record); throwing aborts everything. */
  begin?: (tx: DbOrTx) => Promise<void>;
  /** Runs once every order is written, with the result (the import's record); throwing aborts everything. */
  end?: (tx: DbOrTx, result: BulkCreateResult) => Promise<void>;
  /** Written in batches only: takes back what `begin` wrote, once the orders placed so far are deleted. */
  undo?: (tx: DbOrTx) => Promise<void>;
};
/**
 * How the orders reach the database. `one-transaction`: every statement in one transaction
 * (PostgreSQL, where other requests have connections of their own). `batches`: a committed
 * transaction per batch with other requests served in between (the embedded database, one
 * connection for the whole process); a failure deletes the orders already placed, so the
 * outcome is still all or nothing. By default, the one that suits the database.
 */
export type BulkWriting = 'one-transaction' | 'batches';
export type BulkCreateOptions = {
  /** The import placing the orders, stamped on each of them (one is made up when not given). */
  importId?: string;
  writing?: BulkWriting;
};

/** Orders per statement in one transaction (one JSON parameter each). */
const STATEMENT_ORDERS = 5000;
/** Orders per committed batch: each batch holds the embedded database for a few tens of milliseconds. */
const BATCH_ORDERS = 250;
/**
 * Orders whose search entries wait in the index's pending list before they are merged: each
 * merge of 10,000 holds the embedded database for a few hundred milliseconds, where one merge
 * at the end of a 50,000-row import held every other request for over a second.
 */
const MERGE_ORDERS = 10_000;
/**
 * Rows planned between two turns of the event loop. The planning runs beside the writing: while a
 * batch is in the database's hands, the next rows are planned (docs/decisions/082).
 */
const PLAN_SLICE = 250;

type PlannedRow = { index: number; id: string; values: q.NewOrderRow; input: OrderInput };
/** A planned order once written: the time the database gave it, and its items' rows. */
type WrittenRow = PlannedRow & { createdAt: string | Date; items: ReturnType<typeof itemRows> };

/** Lets the requests that arrived meanwhile run (their queries queue up before the next batch's). */
const letOthersRun = () => sleep(1);

type Planning = {
  actor: ActorRef;
  /** The rows planned so far, in the file's order (those refused are left out). */
  planned: PlannedRow[];
  /** The rows refused so far. */
  rejected: BulkCreateResult['rejected'];
  /** Resolves once `count` rows are planned or every row is; rejects with a failure of the planning. */
  until: (count: number) => Promise<void>;
  /** Stops planning (the writing failed). */
  stop: () => void;
};

/**
 * Starts pricing and scheduling every row in memory, a slice at a time, and answers once what
 * they read is read: the rows are planned while the first batches are written (`until`).
 */
async function startPlanning(db: Db, who: Actor, rows: readonly BulkOrderRow[]): Promise<Planning> {
  const pickupIds = [...new Set(rows.map((row) => row.input.pickupLocationId))];
  const pickups = new Map<string, Pickup>();
  for (const id of pickupIds) {
    const pickup = await findLocation(db, who.accountId, id);
    if (pickup) pickups.set(id, pickup);
  }
  const context = await loadPlanningContext(db, who);
  const actor = await historyActorOf(db, who);
  const rejected: BulkCreateResult['rejected'] = [];
  const planned: PlannedRow[] = [];
  const planRow = (index: number) => {
    const row = rows[index] as BulkOrderRow;
    const pickup = pickups.get(row.input.pickupLocationId);
    if (!pickup) {
      rejected.push({ index, field: 'pickupLocationId', message: ORDER_ERROR_MESSAGES.unknownPickup });
      return;
    }
    try {
      const plan = planOrder(row.input, pickup, context);
      const id = newOrderId();
      const values = {
        id,
        accountId: who.accountId,
        status: 'pending',
        ...orderColumns(row.input, plan),
        sourceRowHash: row.sourceRowHash,
        createdBy: actor.name,
      };
      planned.push({ index, id, input: row.input, values });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = error.extras.details?.fields?.[0];
      rejected.push({ index, field: field?.field ?? '', message: field?.message ?? error.message });
    }
  };
  let state: { done: boolean; stopped: boolean; failure?: unknown } = { done: false, stopped: false };
  let waiting: { count: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const settle = () => {
    waiting = waiting.filter((wait) => {
      if (state.failure !== undefined) wait.reject(state.failure);
      else if (state.done || planned.length >= wait.count) wait.resolve();
      else return true;
      return false;
    });
  };
  const plan = async () => {
    for (let index = 0; index < rows.length && !state.stopped; index += 1) {
      if (index > 0 && index % PLAN_SLICE === 0) {
        settle();
        await setImmediate();
      }
      planRow(index);
    }
  };
  plan().then(
    () => {
      state = { ...state, done: true };
      settle();
    },
    (error: unknown) => {
      state = { ...state, failure: error ?? new Error('planning failed') };
      settle();
    },
  );
  return {
    actor,
    planned,
    rejected,
    until: (count) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ count, resolve, reject });
        settle();
      }),
    stop: () => {
      state = { ...state, stopped: true };
    },
  };
}

/**
 * Places many orders at once: the pickups, cut-offs, rate card and flags are read once,
 * every row is priced and scheduled in memory, and the orders, their items and 'Order
 * placed' events are inserted with one JSON parameter per statement: all of them or none.
 * An order whose reference or source row already exists in the account is skipped and
 * counted as a duplicate, so importing the same file again creates nothing.
 */
export async function createOrdersInBulk(
  db: Db,
  who: Actor,
  rows: readonly BulkOrderRow[],
  hooks: BulkCreateHooks = {},
  options: BulkCreateOptions = {},
): Promise<BulkCreateResult> {
  await assertMayPlaceOrders(db, who.accountId);
  const planning = await startPlanning(db, who, rows);
  const { actor, planned, rejected } = planning;
  const target = { accountId: who.accountId, actor, importId: options.importId ?? randomId('blk') };
  const createdEvents = (created: WrittenRow[]): OrderCreated[] =>
    created.map((entry) => ({ accountId: who.accountId, orderId: entry.id }));
  /** The gates' events: each with what it was placed with, so that no gate reads it back. */
  const judging = (created: WrittenRow[]): OrderCreated[] =>
    created.map((entry) => ({ accountId: who.accountId, orderId: entry.id, placed: placedOrderOf(entry) }));
  /**
   * In the transaction that ends the placement: the dispatcher's rules judge the orders written
   * (unless each batch's were judged as it was written: `judged`); those refused are deleted and
   * answered as rejected rows naming the rule, those held are put on hold.
   */
  const finish = async (tx: DbOrTx, created: WrittenRow[], judged?: PlacementVerdict[]): Promise<BulkCreateResult> => {
    await planning.until(Number.POSITIVE_INFINITY);
    const verdicts = judged ?? (await gatePlaced(db, tx, judging(created)));
    const { refused } = splitVerdicts(createdEvents(created), verdicts);
    await q.deletePlacedOrders(tx, who.accountId, [...refused.keys()]);
    const placed = created.filter((entry) => !refused.has(entry.id));
    const refusedRows = created.flatMap((entry) => {
      const verdict = refused.get(entry.id);
      const text = verdict && refusalMessage(verdict);
      return text ? [{ index: entry.index, field: '', message: englishOf(text), text }] : [];
    });
    const createdIds: (string | null)[] = rows.map(() => null);
    for (const entry of placed) createdIds[entry.index] = entry.id;
    const result: BulkCreateResult = {
      createdIds,
      createdCount: placed.length,
      duplicateCount: planned.length - created.length,
      rejected: [...rejected, ...refusedRows].sort((a, b) => a.index - b.index),
    };
    await hooks.end?.(tx, result);
    await announceCreated(db, tx, createdEvents(placed));
    await holdAtPlacement(db, tx, who.accountId, verdicts);
    return result;
  };
  const writing = options.writing ?? (isSingleConnection(db) ? 'batches' : 'one-transaction');
  let result: BulkCreateResult;
  try {
    result = writing === 'one-transaction' ? await inOneTransaction() : await inBatches();
  } finally {
    planning.stop();
  }
  await analyzeAfter(db, result.createdCount);
  return result;

  /** The planned rows from `start` on, up to `count` of them, once they are planned (none: all are written). */
  async function plannedSlice(start: number, count: number) {
    await planning.until(start + count);
    return planned.slice(start, start + count);
  }

  async function inOneTransaction() {
    return db.transaction(async (tx) => {
      await q.deferSearchIndexMerge(tx);
      await hooks.begin?.(tx);
      const created: WrittenRow[] = [];
      for (let start = 0; ; start += STATEMENT_ORDERS) {
        const slice = await plannedSlice(start, STATEMENT_ORDERS);
        if (slice.length === 0) break;
        created.push(...(await insertPlanned(tx, target, slice)));
        await letOthersRun();
      }
      return finish(tx, created);
    });
  }

  async function inBatches() {
    await db.transaction(async (tx) => hooks.begin?.(tx));
    try {
      const created: WrittenRow[] = [];
      const judged: PlacementVerdict[] = [];
      const statistics = await freshStatistics(db);
      for (let start = 0; ; start += BATCH_ORDERS) {
        const batch = await plannedSlice(start, BATCH_ORDERS);
        if (batch.length === 0) break;
        await db.transaction(async (tx) => {
          await q.startImportBatch(tx, who.accountId, isSingleConnection(db));
          const written = await insertPlanned(tx, target, batch);
          // Judged batch by batch: 250 orders' facts and decisions at a time cost less than 50,000
          // at the end (a 50,000-row import: about 8 s less), and hold the database for less.
          judged.push(...(await gatePlaced(db, tx, judging(written))));
          created.push(...written);
        });
        await statistics.grew(batch.length);
        if ((start + BATCH_ORDERS) % MERGE_ORDERS === 0) await q.mergeSearchIndex(db);
        await letOthersRun();
      }
      // The orders are told in the transaction that ends the import: a failed import tells nothing,
      // and takes back its orders with their decisions.
      const result = await db.transaction((tx) => finish(tx, created, judged));
      await q.mergeSearchIndex(db);
      return result;
    } catch (error) {
      await takeBackBulkOrders(db, who.accountId, target.importId);
      await db.transaction(async (tx) => hooks.undo?.(tx));
      throw error;
    }
  }
}

/**
 * Keeps the planner's statistics within a doubling of the orders table during an import written
 * in batches (the embedded database has no autovacuum). Planned for a table a fraction of its
 * size, each batch's dispatcher check read every order of the account so far, and a 50,000-row
 * import slowed with every batch (docs/decisions/044); a few ANALYZEs of a small sample, each
 * tens of milliseconds between two batches, keep every batch's plan to the orders it wrote.
 */
async function freshStatistics(db: Db) {
  let believed = Math.max(0, await q.estimatedOrderRows(db));
  let grown = 0;
  return {
    grew: async (orders: number) => {
      grown += orders;
      if (grown < Math.max(1000, believed)) return;
      await db.transaction((tx) => q.analyzeOrderTables(tx, SMALL_SAMPLE_TARGET));
      believed = Math.max(0, await q.estimatedOrderRows(db));
      grown = 0;
    },
  };
}

/** The statistics target of an ANALYZE on the embedded database: 3,000 rows sampled a table. */
const SMALL_SAMPLE_TARGET = 10;

/**
 * Refreshes the planner's statistics when an import added more than a tenth of the orders
 * table (autovacuum's rule: 50 rows + 10%). The embedded database has no autovacuum, and on
 * PostgreSQL it would come a minute later; until then the list and search queries are planned
 * for a table that is far smaller than it is. On the embedded database the statistics come
 * from a smaller sample: the default one held every request for 0.5–2 s after 50,000 orders,
 * a tenth of it for 30–50 ms.
 */
async function analyzeAfter(db: Db, createdCount: number): Promise<void> {
  // The estimate is the table as last analysed (-1: never), without this import's orders.
  const rowsBefore = Math.max(0, await q.estimatedOrderRows(db));
  if (createdCount <= 50 + 0.1 * rowsBefore) return;
  const target = isSingleConnection(db) ? SMALL_SAMPLE_TARGET : 100;
  await db.transaction((tx) => q.analyzeOrderTables(tx, target));
}

/**
 * Deletes the orders an import placed (with their items and events), a batch at a time:
 * an import written in batches that failed, or that the process stopped in the middle of.
 */
export async function takeBackBulkOrders(db: Db, accountId: string, importId: string): Promise<void> {
  while ((await q.deleteBulkImportOrders(db, accountId, importId, BATCH_ORDERS)) > 0) await letOthersRun();
}

/** What the gates read of an order written in bulk, from what was written (none of it read back). */
function placedOrderOf({ values, items, createdAt }: WrittenRow): PlacedOrder {
  const emirateOf = (address: unknown) => ((address as { emirate?: string } | null)?.emirate ?? null) as string | null;
  return {
    serviceKind: values.serviceKind,
    dropoffEmirate: emirateOf(values.dropoff),
    pickupLocationId: values.pickupLocationId,
    pickupEmirate: emirateOf(values.pickup),
    paymentMode: values.paymentMode,
    codAmountFils: values.codAmountFils ?? 0,
    reference: values.partnerOrderId ?? null,
    createdAt,
    items,
    tags: values.tags ?? [],
    longestSideCm: values.longestSideCm ?? null,
  };
}

/** Inserts the planned orders, then the items and events of those that were new; those new ones. */
async function insertPlanned(
  tx: DbOrTx,
  target: { accountId: string; actor: ActorRef; importId: string },
  planned: PlannedRow[],
): Promise<WrittenRow[]> {
  const { accountId, actor } = target;
  const orders = planned.map(({ values }) => ({
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
    tags: values.tags ?? [],
    longest_side_cm: values.longestSideCm,
  }));
  const inserted = new Map(
    (await q.insertOrdersFromJson(tx, { ...target, createdBy: actor.name }, orders)).map((row) => [row.id, row]),
  );
  const created = planned.flatMap((entry) => {
    const row = inserted.get(entry.id);
    return row
      ? [{ ...entry, createdAt: row.created_at, items: itemRows(entry.id, accountId, entry.input.items) }]
      : [];
  });
  const items = created.flatMap((entry) =>
    entry.items.map((item) => ({
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
