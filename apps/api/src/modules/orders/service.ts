import { randomBytes } from 'node:crypto';
import {
  type Actor,
  addDays,
  afterFailedAttempt,
  canTransition,
  dubaiClock,
  dubaiInstant,
  type FindOrdersQuerySchema,
  type GroupCounts,
  isEditable,
  MESSAGES,
  ORDER_MAX_ITEMS,
  ORDER_STATUS_GROUPS,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderEvent,
  type OrderInputSchema,
  type OrderItemInputSchema,
  type OrderStatus,
  quoteOrder,
  type StateChangeResult,
  serviceWindow,
  statusesOfGroup,
} from '@sameday/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, idempotencyKeys, orderEvents, orderItems, orders, users } from '../../db/schema';
import type { Caller } from '../../platform/auth';
import { randomId, sha256 } from '../../platform/crypto';
import { AppError, invalidArgument } from '../../platform/errors';
import { findLocation } from '../addresses';
import { isFlagEnabled } from '../flags';
import { getPreferences } from '../preferences';
import { getPricingModel } from '../pricing';
import * as q from './queries';

type OrderInput = z.output<typeof OrderInputSchema>;
type ItemInput = z.output<typeof OrderItemInputSchema>;
export type ActorRef = { type: Actor; id: string; name: string };

const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SD" and ten Crockford base32 characters: short enough to read out on the phone. */
export function newOrderId(): string {
  const bytes = randomBytes(10);
  return `SD${[...bytes].map((b) => ORDER_ID_ALPHABET[b % 32]).join('')}`;
}

const notFound = () => new AppError('not_found', 'Order not found');

export function toOrder(row: q.OrderRow, items: q.OrderItemRow[]): Order {
  return {
    id: row.id,
    accountId: row.accountId,
    status: row.status as OrderStatus,
    type: 'partner_sameday',
    pickup: row.pickup as Order['pickup'],
    dropoff: row.dropoff as Order['dropoff'],
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      weightKg: item.weightGrams / 1000,
      barcode: item.barcode,
    })),
    payment: { mode: row.paymentMode as 'prepaid' | 'cod', codAmountFils: row.codAmountFils },
    serviceKind: row.serviceKind as Order['serviceKind'],
    serviceDate: row.serviceDate,
    scheduledDate: row.scheduledDate,
    partnerOrderId: row.partnerOrderId,
    priceFils: row.priceFils,
    failedAttempts: row.failedAttempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withItems(db: DbOrTx, rows: q.OrderRow[]): Promise<Order[]> {
  const items = await q.findItemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
}

export async function actorOf(db: DbOrTx, caller: Caller): Promise<ActorRef> {
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, caller.userId));
  return {
    type: caller.roles.includes('admin') ? 'admin' : 'merchant',
    id: String(caller.userId),
    name: user?.fullName ?? 'Merchant',
  };
}

type Pickup = NonNullable<Awaited<ReturnType<typeof findLocation>>>;
type PlanningContext = {
  now: Date;
  preferences: Awaited<ReturnType<typeof getPreferences>>;
  model: Awaited<ReturnType<typeof getPricingModel>>;
  isFourHourEnabled: boolean;
};

/** What pricing and scheduling read once per request: the cut-offs, the rate card and the 4-hour flag. */
async function loadPlanningContext(db: Db, caller: Caller): Promise<PlanningContext> {
  const [preferences, model, isFourHourEnabled] = await Promise.all([
    getPreferences(db, caller.accountId),
    getPricingModel(db, caller.accountId),
    isFlagEnabled(db, caller, 'shipments_partner_4hr'),
  ]);
  return { now: new Date(), preferences, model, isFourHourEnabled };
}

/** Resolves the pickup, the service day and the price of an order input, or says which field is wrong. */
async function priceAndSchedule(db: Db, caller: Caller, input: OrderInput) {
  const pickup = await findLocation(db, caller.accountId, input.pickupLocationId);
  if (!pickup) throw invalidArgument([{ field: 'pickupLocationId', message: 'Unknown pickup address' }]);
  return planOrder(input, pickup, await loadPlanningContext(db, caller));
}

/** The service day and the price of an order from a known pickup, without reading the database. */
function planOrder(input: OrderInput, pickup: Pickup, { now, preferences, model, isFourHourEnabled }: PlanningContext) {
  const window = serviceWindow({
    now,
    kind: input.serviceKind,
    destinationEmirate: input.recipient.emirate,
    pickupEmirate: pickup.emirate,
    cutOffs: preferences,
    isFourHourEnabled,
  });
  if (!window.isOffered) throw invalidArgument([{ field: 'serviceKind', message: window.reason ?? 'Not available' }]);
  let serviceDate = window.serviceDate;
  if (input.scheduledDate) {
    if (input.scheduledDate < window.serviceDate) {
      throw invalidArgument([
        { field: 'scheduledDate', message: `The earliest delivery date for this service is ${window.serviceDate}` },
      ]);
    }
    if (input.scheduledDate > addDays(dubaiClock(now).date, 30)) {
      throw invalidArgument([{ field: 'scheduledDate', message: 'Orders can be scheduled up to 30 days ahead' }]);
    }
    serviceDate = input.scheduledDate;
  }
  const quote = quoteOrder(model, {
    serviceKind: input.serviceKind,
    destinationEmirate: input.recipient.emirate,
    items: input.items,
    isCashOnDelivery: input.payment.mode === 'cod',
  });
  if (!quote) {
    throw invalidArgument([
      { field: 'serviceKind', message: `Your rate card has no price for this service to ${input.recipient.emirate}` },
    ]);
  }
  return {
    serviceDate,
    priceFils: quote.totalFils,
    pickup: {
      kind: 'pickup' as const,
      locationId: pickup.id,
      locationName: pickup.locationName,
      contactName: pickup.contactName,
      phone: pickup.phone,
      addressLine1: pickup.addressLine1,
      addressLine2: pickup.addressLine2,
      apartmentNumber: pickup.apartmentNumber,
      area: pickup.area,
      emirate: pickup.emirate,
    },
  };
}

function dropoffOf(input: OrderInput) {
  return {
    kind: 'dropoff' as const,
    ...input.recipient,
    latitude: input.recipient.latitude ?? null,
    longitude: input.recipient.longitude ?? null,
  };
}

/** The columns an order input decides, on creation and on edit alike. */
function orderColumns(input: OrderInput, planned: ReturnType<typeof planOrder>) {
  return {
    serviceKind: input.serviceKind,
    serviceDate: planned.serviceDate,
    scheduledDate: input.scheduledDate ?? null,
    partnerOrderId: input.partnerOrderId || null,
    pickupLocationId: planned.pickup.locationId,
    pickup: planned.pickup,
    recipientName: input.recipient.name,
    recipientPhone: input.recipient.phone,
    dropoff: dropoffOf(input),
    paymentMode: input.payment.mode,
    codAmountFils: input.payment.codAmountFils,
    priceFils: planned.priceFils,
  };
}

function itemRows(orderId: string, accountId: string, items: ItemInput[], offset = 0) {
  return items.map((item, index) => ({
    id: randomId('itm'),
    orderId,
    accountId,
    name: item.name,
    quantity: item.quantity,
    weightGrams: Math.round(item.weightKg * 1000),
    barcode: item.barcode || null,
    position: offset + index,
  }));
}

export async function assertMayPlaceOrders(db: DbOrTx, accountId: string) {
  const [account] = await db
    .select({ isBlocked: accounts.isOrderSubmissionBlocked })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (account?.isBlocked)
    throw new AppError('failed_precondition', MESSAGES.accountBlocked, { details: { reason: 'account_blocked' } });
}

const referenceTaken = () =>
  invalidArgument(
    [{ field: 'partnerOrderId', message: 'An order with this reference already exists' }],
    'An order with this reference already exists',
  );

/**
 * A unique violation of the named index. Drizzle wraps the driver's error (whose
 * message is the failed query) and keeps the driver's code and constraint in its cause.
 */
function violates(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}

class IdempotencyReplay extends Error {}

/**
 * Places an order. With an Idempotency-Key, a retry with the same body answers the
 * first order and creates nothing; the same key with another body is refused. The
 * key row is written in the order's transaction, so concurrent retries wait for it.
 */
export async function createOrder(
  db: Db,
  caller: Caller,
  input: OrderInput,
  idempotency?: { key: string; requestHash: string },
): Promise<Order> {
  await assertMayPlaceOrders(db, caller.accountId);
  const replayed = idempotency && (await findReplay(db, caller.accountId, idempotency));
  if (replayed) return replayed;
  const planned = await priceAndSchedule(db, caller, input);
  const actor = await actorOf(db, caller);
  const id = newOrderId();
  try {
    return await db.transaction(async (tx) => {
      if (idempotency) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({
            accountId: caller.accountId,
            key: idempotency.key,
            requestHash: idempotency.requestHash,
            statusCode: 0,
            response: {},
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) throw new IdempotencyReplay();
      }
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          accountId: caller.accountId,
          status: 'pending',
          ...orderColumns(input, planned),
          createdBy: actor.name,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw referenceTaken();
      const items = await tx
        .insert(orderItems)
        .values(itemRows(id, caller.accountId, input.items))
        .returning();
      await tx.insert(orderEvents).values({
        id: randomId('evt'),
        orderId: id,
        accountId: caller.accountId,
        fromStatus: null,
        toStatus: 'pending',
        reason: 'Order placed',
        actor: actor.type,
        actorName: actor.name,
      });
      const order = toOrder(row, items);
      if (idempotency) {
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: 200, response: order })
          .where(and(eq(idempotencyKeys.accountId, caller.accountId), eq(idempotencyKeys.key, idempotency.key)));
      }
      return order;
    });
  } catch (error) {
    if (error instanceof IdempotencyReplay && idempotency) {
      const replay = await findReplay(db, caller.accountId, idempotency);
      if (replay) return replay;
      throw new AppError('aborted', 'The same request is still being processed. Try again in a moment.');
    }
    throw error;
  }
}

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

/** The rows of a raw query's answer: node-postgres and PGlite put them in `rows`. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

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
  const planned: { index: number; id: string; values: typeof orders.$inferInsert; input: OrderInput }[] = [];
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
    // The search index (GIN) takes the new rows into its pending list and merges them
    // later, instead of merging in the middle of this import (it tripled its time).
    await tx.execute(sql`set local gin_pending_list_limit = '64MB'`);
    await hooks.begin?.(tx);
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
      // An order whose reference or source row the account already has is skipped (a duplicate).
      const returned = await tx.execute<{ id: string }>(sql`
        insert into orders (id, account_id, status, service_kind, service_date, scheduled_date, partner_order_id,
          pickup_location_id, pickup, recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils,
          price_fils, source_row_hash, created_by)
        select id, ${caller.accountId}, status, service_kind, service_date, scheduled_date, partner_order_id,
          pickup_location_id, pickup, recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils,
          price_fils, source_row_hash, ${actor.name}
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id text, status text, service_kind text,
          service_date text, scheduled_date text, partner_order_id text, pickup_location_id text, pickup jsonb,
          recipient_name text, recipient_phone text, dropoff jsonb, payment_mode text, cod_amount_fils int,
          price_fils int, source_row_hash text)
        on conflict do nothing
        returning id`);
      for (const row of rowsOf<{ id: string }>(returned)) inserted.add(row.id);
    }
    const created = planned.filter((entry) => inserted.has(entry.id));
    // Items and events go in as one JSON parameter per table: one statement instead of
    // thousands of bound parameters to build and send.
    const items = created.flatMap((entry) =>
      itemRows(entry.id, caller.accountId, entry.input.items).map((item) => ({
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
      await tx.execute(sql`
        insert into order_items (id, order_id, account_id, name, quantity, weight_grams, barcode, position)
        select id, order_id, account_id, name, quantity, weight_grams, barcode, position
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(
          id text, order_id text, account_id text, name text, quantity int, weight_grams int, barcode text, position int)`);
      const events = created.map((entry) => ({ id: randomId('evt'), order_id: entry.id }));
      await tx.execute(sql`
        insert into order_events (id, order_id, account_id, from_status, to_status, reason, actor, actor_name)
        select id, order_id, ${caller.accountId}, null, 'pending', 'Order placed', ${actor.type}, ${actor.name}
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(id text, order_id text)`);
    }
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

async function findReplay(db: Db, accountId: string, idempotency: { key: string; requestHash: string }) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, idempotency.key)));
  if (!row) return undefined;
  if (row.requestHash !== idempotency.requestHash) {
    throw new AppError('invalid_argument', 'This Idempotency-Key was already used with a different request.', {
      details: { header: 'Idempotency-Key' },
    });
  }
  return row.statusCode === 200 ? (row.response as Order) : undefined;
}

export const requestHash = (body: unknown) => sha256(JSON.stringify(body ?? null));

export async function getOrder(db: DbOrTx, accountId: string, id: string): Promise<Order> {
  const row = await q.findOrderRow(db, accountId, id);
  if (!row) throw notFound();
  const [order] = await withItems(db, [row]);
  return order as Order;
}

/** Several orders of the account in the order asked, in two queries; one unknown id is not found. */
export async function getOrders(db: DbOrTx, accountId: string, ids: readonly string[]): Promise<Order[]> {
  const rows = await q.findOrderRows(db, accountId, ids);
  const byId = new Map((await withItems(db, rows)).map((order) => [order.id, order]));
  return ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound();
    return order;
  });
}

/** Edits an order while it is pending or ready for collection; the price and day are worked out again. */
export async function updateOrder(db: Db, caller: Caller, id: string, input: OrderInput): Promise<Order> {
  const current = await q.findOrderRow(db, caller.accountId, id);
  if (!current) throw notFound();
  if (!isEditable(current.status as OrderStatus)) {
    throw new AppError(
      'failed_precondition',
      `An order that is ${ORDER_STATUS_LABELS[current.status as OrderStatus]} can no longer be edited.`,
    );
  }
  const planned = await priceAndSchedule(db, caller, input);
  const actor = await actorOf(db, caller);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(orders)
        .set({
          ...orderColumns(input, planned),
          updatedAt: sql`now()`,
        })
        // The status is checked again in the update: a courier may have collected it meanwhile.
        .where(and(eq(orders.id, id), eq(orders.accountId, caller.accountId), eq(orders.status, current.status)))
        .returning({ id: orders.id });
      if (updated.length === 0) throw new AppError('aborted', 'The order changed meanwhile. Reload it and try again.');
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      await tx.insert(orderItems).values(itemRows(id, caller.accountId, input.items));
      await tx.insert(orderEvents).values({
        id: randomId('evt'),
        orderId: id,
        accountId: caller.accountId,
        fromStatus: current.status,
        toStatus: current.status,
        reason: 'Order edited',
        actor: actor.type,
        actorName: actor.name,
      });
    });
  } catch (error) {
    if (violates(error, 'orders_account_reference_key')) throw referenceTaken();
    throw error;
  }
  return getOrder(db, caller.accountId, id);
}

type Cursor = { createdAt: string; id: string };
const EXACT_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const encodeCursor = (row: { cursorAt: string; id: string }) =>
  Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): Cursor {
  const [createdAt = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !EXACT_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt)))
    throw invalidArgument([{ field: 'cursor', message: 'Invalid cursor' }]);
  return { createdAt, id };
}

export function dateRange(from?: string, to?: string) {
  return {
    createdFrom: from ? dubaiInstant(from, '00:00') : undefined,
    createdBefore: to ? dubaiInstant(addDays(to, 1), '00:00') : undefined,
  };
}

function statusFilter(query: { status?: OrderStatus; group?: string }): readonly string[] | undefined {
  if (query.status) return [query.status];
  if (query.group) {
    const statuses = statusesOfGroup(query.group);
    if (statuses.length === 0) throw invalidArgument([{ field: 'group', message: 'Unknown order group' }]);
    return statuses;
  }
  return undefined;
}

export async function listOrders(db: DbOrTx, accountId: string, query: z.output<typeof FindOrdersQuerySchema>) {
  const rows = await q.listOrderRows(db, {
    accountId,
    statuses: statusFilter(query),
    search: query.q || undefined,
    ...dateRange(query.from, query.to),
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: await withItems(db, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

export async function groupCounts(db: DbOrTx, accountId: string, from?: string, to?: string): Promise<GroupCounts> {
  const rows = await q.countByStatus(db, { accountId, ...dateRange(from, to) });
  const statuses = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  const groups = Object.fromEntries(
    ORDER_STATUS_GROUPS.map((group) => [group.key, group.statuses.reduce((sum, s) => sum + (statuses[s] ?? 0), 0)]),
  );
  return { total: rows.reduce((sum, row) => sum + Number(row.count), 0), statuses, groups };
}

export async function getHistory(db: DbOrTx, accountId: string, id: string): Promise<OrderEvent[]> {
  if (!(await q.findOrderRow(db, accountId, id))) throw notFound();
  const events = await q.findEvents(db, accountId, id);
  return events.map((event) => ({
    id: event.id,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    actor: event.actor,
    actorName: event.actorName,
    createdAt: event.createdAt.toISOString(),
  }));
}

/**
 * Moves one order to another state if the lifecycle allows it for this actor.
 * The update checks the current state, so two concurrent moves cannot both win.
 */
export async function transitionOrder(
  db: Db,
  accountId: string,
  id: string,
  to: OrderStatus,
  actor: ActorRef,
  reason?: string,
): Promise<Order> {
  const current = await q.findOrderRow(db, accountId, id);
  if (!current) throw notFound();
  const from = current.status as OrderStatus;
  if (!canTransition(from, to, actor.type)) {
    throw new AppError(
      'failed_precondition',
      `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`,
      {
        details: { from, to },
      },
    );
  }
  await db.transaction(async (tx) => {
    const failed = to === 'delivery_failed';
    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        ...(failed ? { failedAttempts: sql`${orders.failedAttempts} + 1` } : {}),
        onHoldUntil: to === 'on_hold' ? sql`now() + interval '72 hours'` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, from)))
      .returning({ failedAttempts: orders.failedAttempts });
    if (!updated) throw new AppError('aborted', 'The order changed meanwhile. Reload it and try again.');
    await tx.insert(orderEvents).values(eventRow(accountId, id, from, to, actor, reason));
    if (failed && updated.failedAttempts >= 2) await holdOrReturn(tx, accountId, id, updated.failedAttempts);
  });
  return getOrder(db, accountId, id);
}

const eventRow = (accountId: string, orderId: string, from: string, to: string, actor: ActorRef, reason?: string) => ({
  id: randomId('evt'),
  orderId,
  accountId,
  fromStatus: from,
  toStatus: to,
  reason: reason ?? null,
  actor: actor.type,
  actorName: actor.name,
});

const SYSTEM: ActorRef = { type: 'system', id: 'system', name: 'Sameday' };

/**
 * After a failed delivery the system decides what comes next by the number of
 * failed attempts (PRODUCT.md "Lifecycle"): the first waits for tomorrow's
 * re-dispatch, the second holds the order 72 h for the merchant, the third
 * returns it. It applies whoever records the failure, the courier through the
 * webhook or operations staff through the state call, in the same transaction.
 */
async function holdOrReturn(tx: DbOrTx, accountId: string, id: string, failedAttempts: number) {
  const next = afterFailedAttempt(failedAttempts);
  if (next === 'out_for_delivery') return;
  await tx
    .update(orders)
    .set({ status: next, onHoldUntil: next === 'on_hold' ? sql`now() + interval '72 hours'` : null })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
  const reason =
    next === 'on_hold' ? 'Second failed attempt: held 72 h for your choice' : 'Third failed attempt: returning to you';
  // clock_timestamp(), not the transaction's now(): the history lists this event after the failure.
  await tx
    .insert(orderEvents)
    .values({ ...eventRow(accountId, id, 'delivery_failed', next, SYSTEM, reason), createdAt: sql`clock_timestamp()` });
}

/** PUT /quiqdash/orders/state/{ids}/{state}: each order answered on its own. */
export async function changeStates(
  db: Db,
  accountId: string,
  ids: string[],
  to: OrderStatus,
  actor: ActorRef,
  reason?: string,
): Promise<StateChangeResult[]> {
  const results: StateChangeResult[] = [];
  for (const id of ids) {
    try {
      results.push({ id, status: 'OK', order: await transitionOrder(db, accountId, id, to, actor, reason) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, status: 'FAILED', error: { code: error.code, message: error.message } });
    }
  }
  return results;
}

const PARCELS_LOCKED = 'Parcels can be changed only before collection.';
const describeItems = (items: { quantity: number; name: string }[]) =>
  items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** Adds parcels to an order before collection; the price is worked out again and the change recorded. */
export async function addParcels(db: Db, caller: Caller, id: string, items: ItemInput[]): Promise<Order> {
  const actor = await actorOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await editableForParcels(tx, caller.accountId, id);
    const existing = (await q.findItemsOf(tx, [id])).get(id) ?? [];
    if (existing.length + items.length > ORDER_MAX_ITEMS)
      throw invalidArgument([{ field: 'items', message: `At most ${ORDER_MAX_ITEMS} items per order` }]);
    await tx.insert(orderItems).values(itemRows(id, caller.accountId, items, existing.length));
    await repriceAfterParcels(tx, caller.accountId, current, actor, `Parcels added: ${describeItems(items)}`);
  });
  return getOrder(db, caller.accountId, id);
}

/** Removes one parcel before collection (an order keeps at least one); reprices and records it. */
export async function removeParcel(db: Db, caller: Caller, id: string, parcelId: string): Promise<Order> {
  const actor = await actorOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await editableForParcels(tx, caller.accountId, id);
    const existing = (await q.findItemsOf(tx, [id])).get(id) ?? [];
    const parcel = existing.find((item) => item.id === parcelId);
    if (!parcel) throw new AppError('not_found', 'Parcel not found');
    if (existing.length === 1) throw new AppError('failed_precondition', 'An order keeps at least one item.');
    await tx.delete(orderItems).where(and(eq(orderItems.id, parcelId), eq(orderItems.orderId, id)));
    await repriceAfterParcels(tx, caller.accountId, current, actor, `Parcel removed: ${describeItems([parcel])}`);
  });
  return getOrder(db, caller.accountId, id);
}

/** The order, locked for this transaction, while its parcels may still change. */
async function editableForParcels(tx: DbOrTx, accountId: string, id: string): Promise<q.OrderRow> {
  const current = await q.lockOrderRow(tx, accountId, id);
  if (!current) throw notFound();
  if (!isEditable(current.status as OrderStatus)) throw new AppError('failed_precondition', PARCELS_LOCKED);
  return current;
}

/**
 * Prices the order again from its items and records the change. The update
 * checks the status read before, so a courier's collection meanwhile wins.
 */
async function repriceAfterParcels(tx: DbOrTx, accountId: string, row: q.OrderRow, actor: ActorRef, reason: string) {
  const items = (await q.findItemsOf(tx, [row.id])).get(row.id) ?? [];
  const quote = quoteOrder(await getPricingModel(tx, accountId), {
    serviceKind: row.serviceKind as Order['serviceKind'],
    destinationEmirate: String((row.dropoff as { emirate: string }).emirate),
    items: items.map((item) => ({ quantity: item.quantity, weightKg: item.weightGrams / 1000 })),
    isCashOnDelivery: row.paymentMode === 'cod',
  });
  const updated = await tx
    .update(orders)
    .set({ priceFils: quote?.totalFils ?? row.priceFils, updatedAt: sql`now()` })
    .where(and(eq(orders.id, row.id), eq(orders.accountId, accountId), eq(orders.status, row.status)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new AppError('aborted', 'The order changed meanwhile. Reload it and try again.');
  await tx.insert(orderEvents).values(eventRow(accountId, row.id, row.status, row.status, actor, reason));
}
