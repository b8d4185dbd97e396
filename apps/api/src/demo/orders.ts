// Life in the demo (issue #4): realistic orders in every state for the demo
// merchant, and a step along the lifecycle the way courier events would move them.
import {
  type Actor,
  canTransition,
  DEFAULT_CUT_OFFS,
  ORDER_STATUSES,
  type OrderStatus,
  quoteOrder,
  type ServiceKind,
  serviceWindow,
} from '@sameday/contract';
import type { Db } from '../db/client';
import { createLocation } from '../modules/addresses';
import { type ActorRef, newOrderId, transitionOrder } from '../modules/orders';
import { updatePreference } from '../modules/preferences';
import { getPricingModel } from '../modules/pricing';
import { randomId, sha256 } from '../platform/crypto';
import { AppError } from '../platform/errors';
import {
  ARABIC_NAMES,
  BUILDINGS,
  DELIVERY_NOTES,
  DEMO_AREAS,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FAILURE_REASONS,
  MOBILE_PREFIXES,
  PRODUCTS,
  RIDERS,
} from './orders-data';
import * as q from './queries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A small seeded generator (mulberry32): the same account and day give the same demo. */
function seededRandom(seed: string) {
  let state = Number.parseInt(sha256(seed).slice(0, 8), 16);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  /** One key of `weights`, drawn by its weight. */
  const weighted = <K extends string>(weights: Partial<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return (entries.at(-1) as [K, number])[0];
  };
  return { next, between, int, pick, chance, weighted };
}
type Random = ReturnType<typeof seededRandom>;

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

/** Which state an order of this age is likely in now (hours since it was placed). */
function statusForAge(random: Random, ageHours: number): OrderStatus {
  if (ageHours < 3)
    return random.weighted<OrderStatus>({ pending: 50, ready_for_collection: 35, collected: 10, cancelled: 5 });
  if (ageHours < 12)
    return random.weighted<OrderStatus>({
      pending: 12,
      ready_for_collection: 18,
      collected: 20,
      received_at_depot: 20,
      out_for_delivery: 15,
      delivery_complete: 10,
      cancelled: 5,
    });
  if (ageHours < 36)
    return random.weighted<OrderStatus>({
      received_at_depot: 12,
      out_for_delivery: 18,
      delivery_complete: 45,
      delivery_failed: 12,
      on_hold: 6,
      cancelled: 7,
    });
  if (ageHours < 120)
    return random.weighted<OrderStatus>({
      delivery_complete: 72,
      on_hold: 5,
      return_to_origin: 7,
      returned_to_origin: 7,
      delivery_failed: 2,
      cancelled: 7,
    });
  return random.weighted<OrderStatus>({
    delivery_complete: 84,
    returned_to_origin: 8,
    cancelled: 7,
    return_to_origin: 1,
  });
}

/** An age (hours) at which an order in this state is plausible: used to give every state at least one order. */
const TYPICAL_AGE_HOURS: Record<OrderStatus, [number, number]> = {
  pending: [0.2, 2],
  ready_for_collection: [0.5, 3],
  collected: [3, 6],
  received_at_depot: [6, 11],
  out_for_delivery: [14, 20],
  delivery_complete: [30, 200],
  delivery_failed: [20, 30],
  on_hold: [40, 60],
  return_to_origin: [70, 110],
  returned_to_origin: [130, 400],
  cancelled: [2, 300],
};

type Step = { to: OrderStatus; actor: ActorRef; reason: string | null; gap: [number, number] };

const SYSTEM: ActorRef = { type: 'system', id: 'system', name: 'Sameday' };

/**
 * The events that brought an order to `status`, each with the time since the
 * previous one (minutes). Every step is a legal move of ORDER_TRANSITIONS.
 */
function pathTo(status: OrderStatus, random: Random, merchant: ActorRef): { steps: Step[]; failedAttempts: number } {
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: random.pick(RIDERS) };
  const step = (to: OrderStatus, actor: ActorRef, gap: [number, number], reason: string | null = null): Step => ({
    to,
    actor,
    reason,
    gap,
  });
  const placed = step('pending', merchant, [0, 0], 'Order placed');
  const ready = step('ready_for_collection', merchant, [10, 120]);
  const collected = step('collected', courier, [60, 300]);
  const depot = step('received_at_depot', courier, [60, 180]);
  const out = step('out_for_delivery', courier, [240, 900]);
  const delivered = step('delivery_complete', courier, [45, 300]);
  const failed = () => step('delivery_failed', courier, [45, 300], random.pick(FAILURE_REASONS));
  const redispatched = step('out_for_delivery', SYSTEM, [720, 1080], 'Re-dispatched next morning');
  const held = step('on_hold', SYSTEM, [0, 1], 'Second failed attempt: held 72 h for your choice');
  const reattempt = step('out_for_delivery', merchant, [120, 1800], 'Please try again tomorrow');
  const toSender = step('return_to_origin', merchant, [120, 1800], 'Return to sender');
  const autoReturn = step('return_to_origin', SYSTEM, [0, 1], 'Third failed attempt: returning to you');
  const returned = step('returned_to_origin', courier, [240, 1800]);
  const cancelled = step('cancelled', merchant, [5, 600], random.pick(['Customer cancelled', 'Out of stock', null]));

  const toDepot = [placed, ready, collected, depot];
  const twoFailures = [...toDepot, out, failed(), redispatched, failed(), held];
  const returning = random.chance(0.6) ? [...twoFailures, toSender] : [...twoFailures, reattempt, failed(), autoReturn];
  const attempts = (steps: Step[]) => steps.filter((s) => s.to === 'delivery_failed').length;
  const plan: Record<OrderStatus, () => Step[]> = {
    pending: () => [placed],
    ready_for_collection: () => [placed, ready],
    collected: () => [placed, ready, collected],
    received_at_depot: () => toDepot,
    out_for_delivery: () => (random.chance(0.2) ? [...toDepot, out, failed(), redispatched] : [...toDepot, out]),
    delivery_complete: () =>
      random.chance(0.12) ? [...toDepot, out, failed(), redispatched, delivered] : [...toDepot, out, delivered],
    delivery_failed: () => [...toDepot, out, failed()],
    on_hold: () => twoFailures,
    return_to_origin: () => returning,
    returned_to_origin: () => [...returning, returned],
    cancelled: () => (random.chance(0.5) ? [placed, cancelled] : [placed, ready, cancelled]),
  };
  const steps = plan[status]();
  return { steps, failedAttempts: attempts(steps) };
}

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

/** Every state at least once, then ages drawn over the period with a busier last day and a half; oldest first. */
function planAges(random: Random, total: number, days: number): { ageHours: number; status: OrderStatus }[] {
  const planned = ORDER_STATUSES.slice(0, total).map((status) => {
    const [min, max] = TYPICAL_AGE_HOURS[status];
    return { ageHours: Math.min(random.between(min, max), days * 24), status };
  });
  while (planned.length < total) {
    const ageHours = random.chance(0.22) ? random.between(0.1, 36) : random.between(0.1, days * 24);
    planned.push({ ageHours, status: statusForAge(random, ageHours) });
  }
  return planned.sort((a, b) => b.ageHours - a.ageHours);
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
    pickup: { kind: 'pickup', locationId: pickup.id, ...pickupFields(pickup.row) },
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

/** The pickup fields an order copies from its saved address. */
const pickupFields = (row: typeof MAIN_WAREHOUSE) => ({
  locationName: row.locationName,
  contactName: row.contactName,
  phone: row.phone,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  apartmentNumber: row.apartmentNumber,
  area: row.area,
  emirate: row.emirate,
});

/**
 * The instant of each step: the first at the order's creation, each next one a
 * random gap later. A history that would run past `now` is squeezed to end a
 * little before it, keeping its order.
 */
function eventTimes(steps: Step[], createdAt: Date, now: Date, random: Random): Date[] {
  const offsets: number[] = [];
  let at = 0;
  for (const [i, s] of steps.entries()) {
    if (i > 0) at += random.between(s.gap[0], s.gap[1]) * MINUTE + 1000;
    offsets.push(at);
  }
  const room = now.getTime() - createdAt.getTime() - random.between(1, 20) * MINUTE;
  const scale = at > room && at > 0 ? Math.max(room, 0) / at : 1;
  return offsets.map((offset, i) => new Date(createdAt.getTime() + Math.round(offset * scale) + i));
}

/** The next step of an order as a courier event (or the system after a failure), if it has one. */
function nextMove(
  status: OrderStatus,
  onHoldUntil: Date | null,
  now: Date,
  random: Random,
): { to: OrderStatus; actor: ActorRef; reason?: string } | undefined {
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: random.pick(RIDERS) };
  switch (status) {
    case 'ready_for_collection':
      return { to: 'collected', actor: courier };
    case 'collected':
      return { to: 'received_at_depot', actor: courier };
    case 'received_at_depot':
      return { to: 'out_for_delivery', actor: courier };
    case 'out_for_delivery':
      return random.chance(0.85)
        ? { to: 'delivery_complete', actor: courier }
        : { to: 'delivery_failed', actor: courier, reason: random.pick(FAILURE_REASONS) };
    case 'delivery_failed':
      return { to: 'out_for_delivery', actor: SYSTEM, reason: 'Re-dispatched next morning' };
    case 'on_hold':
      // The merchant did not choose within 72 h: the parcel goes back.
      return onHoldUntil && onHoldUntil <= now
        ? { to: 'return_to_origin', actor: SYSTEM, reason: 'No choice within 72 h: returning to you' }
        : undefined;
    case 'return_to_origin':
      return { to: 'returned_to_origin', actor: courier };
    default:
      return undefined;
  }
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
