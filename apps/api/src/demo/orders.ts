// Life in the demo (issue #4): realistic orders in every state for the demo
// merchant, and a step along the lifecycle the way courier events would move them.
import {
  type Actor,
  canTransition,
  DEFAULT_CUT_OFFS,
  type OrderStatus,
  quoteOrder,
  type ServiceKind,
  serviceWindow,
} from '@sameday/contract';
import type { Db } from '../db/client';
import { createLocation } from '../modules/addresses';
import { type ActorRef, newOrderId, pickupSnapshot, transitionOrder } from '../modules/orders';
import { updatePreference } from '../modules/preferences';
import { getPricingModel } from '../modules/pricing';
import { randomId } from '../platform/crypto';
import { AppError } from '../platform/errors';
import { eventTimes, nextMove, pathTo, planAges, type Step } from './order-histories';
import {
  ARABIC_NAMES,
  BUILDINGS,
  DELIVERY_NOTES,
  DEMO_AREAS,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  MOBILE_PREFIXES,
  PRODUCTS,
} from './orders-data';
import * as q from './queries';
import { type Random, seededRandom } from './random';

const HOUR = 3_600_000;

/** The demo's main pickup: saved with a location name and made the default pickup. */
const MAIN_WAREHOUSE = {
  kind: 'pickup',
  locationName: 'Main warehouse',
  contactName: 'Omar Haddad',
  phone: '+971501234567',
  addressLine1: 'Warehouse 5, Al Quoz Industrial Area 3',
  addressLine2: '4th Street, behind the Gold & Diamond Park',
  apartmentNumber: '',
  area: 'Al Quoz',
  emirate: 'Dubai',
  regionCode: 'uae.dubai',
  latitude: 25.1386,
  longitude: 55.2262,
  notes: 'Loading bay 2, open 8:00–20:00',
} as const;

export type DemoSeedOptions = { count: number; days: number; now: Date };
export type DemoSeedResult = { orders: number; events: number; pickupId: string };

/** The main pickup of the demo, saved once and made the default pickup. */
async function mainWarehouse(db: Db, accountId: string): Promise<{ id: string; row: typeof MAIN_WAREHOUSE }> {
  const existing = await q.findAddressByName(db, accountId, MAIN_WAREHOUSE.locationName);
  const id = existing ?? (await createLocation(db, accountId, { ...MAIN_WAREHOUSE })).id;
  await updatePreference(db, accountId, 'defaultPickupDetails', { locationId: id });
  return { id, row: MAIN_WAREHOUSE };
}

async function ownerName(db: Db, accountId: string): Promise<string> {
  return (await q.findOwnerName(db, accountId)) ?? 'Merchant';
}

/** What every demo order of one seeding shares. */
type SeedContext = {
  accountId: string;
  now: Date;
  pickup: Awaited<ReturnType<typeof mainWarehouse>>;
  model: Awaited<ReturnType<typeof getPricingModel>>;
  merchant: ActorRef;
  firstReference: number;
};
type DemoRows = { orders: q.NewOrderRow[]; items: q.NewItemRow[]; events: q.NewEventRow[] };

/**
 * Fills the account with `count` orders placed over the last `days` days, in
 * every state, each with the history that led there. One transaction, inserted
 * in batches: a few hundred orders take well under a second on PGlite.
 */
export async function seedDemoOrders(db: Db, accountId: string, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const { count: total, days, now } = options;
  const random = seededRandom(`${accountId}:${now.toISOString().slice(0, 10)}`);
  const pickup = await mainWarehouse(db, accountId);
  const [model, name, existing] = await Promise.all([
    getPricingModel(db, accountId),
    ownerName(db, accountId),
    q.countOrders(db, accountId),
  ]);
  const merchant: ActorRef = { type: 'merchant', id: 'demo', name };
  const context: SeedContext = { accountId, now, pickup, model, merchant, firstReference: 10_001 + (existing ?? 0) };
  const rows: DemoRows = { orders: [], items: [], events: [] };
  for (const [index, { ageHours, status }] of planAges(random, total, days).entries())
    addDemoOrder(rows, random, context, index, new Date(now.getTime() - ageHours * HOUR), status);
  await q.insertOrdersInBatches(db, rows);
  return { orders: rows.orders.length, events: rows.events.length, pickupId: pickup.id };
}

/** One demo order placed at `createdAt` and now in `status`: its row, its items and its history. */
function addDemoOrder(
  rows: DemoRows,
  random: Random,
  context: SeedContext,
  index: number,
  createdAt: Date,
  status: OrderStatus,
) {
  const { accountId, now, pickup, model, merchant } = context;
  const id = newOrderId();
  const region = random.weighted(Object.fromEntries(DEMO_AREAS.map((r) => [r.emirate, r.share])));
  const area = random.pick(DEMO_AREAS.find((r) => r.emirate === region)?.areas ?? ['Al Quoz']);
  const serviceKind: ServiceKind =
    region === 'Dubai' && random.chance(0.15)
      ? 'four_hour'
      : random.weighted<ServiceKind>({ same_day: 55, next_day: 45 });
  const recipientName = random.chance(0.3)
    ? random.pick(ARABIC_NAMES)
    : `${random.pick(ENGLISH_FIRST_NAMES)} ${random.pick(ENGLISH_LAST_NAMES)}`;
  const phone = `+971${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
  const products = Array.from({ length: Number(random.weighted({ '1': 60, '2': 30, '3': 10 })) }, () => ({
    product: random.pick(PRODUCTS),
    quantity: random.chance(0.8) ? 1 : 2,
  }));
  const isCod = random.chance(0.45);
  const window = serviceWindow({
    now: createdAt,
    kind: serviceKind,
    destinationEmirate: region,
    pickupEmirate: 'Dubai',
    cutOffs: DEFAULT_CUT_OFFS,
    isFourHourEnabled: true,
  });
  const quote = quoteOrder(model, {
    serviceKind,
    destinationEmirate: region,
    items: products.map((p) => ({ quantity: p.quantity, weightKg: p.product.weightKg })),
    isCashOnDelivery: isCod,
  });
  const { steps, failedAttempts } = pathTo(status, random, merchant);
  const times = eventTimes(steps, createdAt, now, random);
  const last = times.at(-1) as Date;
  rows.orders.push({
    id,
    accountId,
    status,
    serviceKind,
    serviceDate: window.serviceDate,
    scheduledDate: null,
    // Drawn before the recipient's address, as the demo of a given day always was.
    partnerOrderId: random.chance(0.65) ? `#${context.firstReference + index}` : null,
    pickupLocationId: pickup.id,
    pickup: pickupSnapshot({ id: pickup.id, ...pickup.row }),
    recipientName,
    recipientPhone: phone,
    dropoff: demoDropoff(random, { name: recipientName, phone, area, emirate: region }),
    paymentMode: isCod ? 'cod' : 'prepaid',
    codAmountFils: isCod ? products.reduce((sum, p) => sum + p.product.priceAed * p.quantity * 100, 0) : 0,
    // Every emirate has a same-day and next-day rate and 4-hour is Dubai only, so the default card always quotes.
    priceFils: quote?.totalFils ?? 0,
    failedAttempts,
    onHoldUntil: status === 'on_hold' ? new Date(last.getTime() + 72 * HOUR) : null,
    createdBy: merchant.name,
    createdAt,
    updatedAt: last,
  });
  products.forEach(({ product, quantity }, position) => {
    rows.items.push({
      id: randomId('itm'),
      orderId: id,
      accountId,
      name: product.name,
      quantity,
      weightGrams: Math.round(product.weightKg * 1000),
      barcode: random.chance(0.5) ? `629${String(random.int(0, 9_999_999_999)).padStart(10, '0')}` : null,
      position,
    });
  });
  rows.events.push(...historyRows(accountId, id, steps, times));
}

/** The recipient's address, drawn in the order the demo always drew it. */
function demoDropoff(random: Random, recipient: { name: string; phone: string; area: string; emirate: string }) {
  return {
    kind: 'dropoff',
    name: recipient.name,
    phone: recipient.phone,
    addressLine1: random.pick(BUILDINGS[recipient.emirate] ?? BUILDINGS.other ?? []),
    addressLine2: random.chance(0.4) ? `Near ${recipient.area} metro / main road` : '',
    apartmentNumber: random.chance(0.6) ? String(random.int(101, 3208)) : '',
    area: recipient.area,
    emirate: recipient.emirate,
    latitude: null,
    longitude: null,
    notes: random.chance(0.25) ? random.pick(DELIVERY_NOTES) : '',
  };
}

/** The events of the steps, each from the state the previous one reached. */
function historyRows(accountId: string, orderId: string, steps: Step[], times: Date[]): q.NewEventRow[] {
  let from: OrderStatus | null = null;
  return steps.map((s, i) => {
    const row = {
      id: randomId('evt'),
      orderId,
      accountId,
      fromStatus: from,
      toStatus: s.to,
      reason: s.reason,
      actor: s.actor.type,
      actorName: s.actor.name,
      createdAt: times[i] as Date,
    };
    from = s.to;
    return row;
  });
}

export type DemoAdvanceResult = { moved: number; moves: Record<string, number> };

/**
 * Moves some of the account's orders one step along the lifecycle, as courier
 * events would (through transitionOrder, so history and the failed-delivery rule
 * apply). Pending orders wait for the merchant, as they would.
 */
export async function advanceDemoOrders(db: Db, accountId: string, now: Date, share = 0.6): Promise<DemoAdvanceResult> {
  const random = seededRandom(`${accountId}:${now.toISOString()}`);
  const movable: OrderStatus[] = [
    'ready_for_collection',
    'collected',
    'received_at_depot',
    'out_for_delivery',
    'delivery_failed',
    'on_hold',
    'return_to_origin',
  ];
  const rows = await q.findOrdersIn(db, accountId, movable);
  const moves: Record<string, number> = {};
  let moved = 0;
  for (const row of rows) {
    if (!random.chance(share)) continue;
    const move = nextMove(row.status as OrderStatus, row.onHoldUntil, now, random);
    if (!move || !canTransition(row.status as OrderStatus, move.to, move.actor.type as Actor)) continue;
    try {
      const order = await transitionOrder(db, accountId, row.id, move.to, move.actor, move.reason);
      const key = `${row.status} → ${order.status}`;
      moves[key] = (moves[key] ?? 0) + 1;
      moved += 1;
    } catch (error) {
      // Someone else moved it meanwhile: leave it for the next run.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { moved, moves };
}
