import type { CollectionWindow, Order, OrderCourier, OrderStatus } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { firstNameOf } from '../../fleet';
import type { ListedStop } from '../queries';

/** The stops of a planned mission that carry one order, with its courier's first name and vehicle. */
export type PlannedStops = {
  courierFirstName: string;
  vehicleKind: OrderCourier['vehicleKind'];
  pickup: { window: OrderCourier['window']; predictedArrival: string | null } | null;
  dropoff: { window: OrderCourier['window']; predictedArrival: string | null } | null;
};

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /** The planned stops carrying these orders (the missions module), by order id; unplanned orders are absent. */
    plannedStops: (tx: DbOrTx, orderIds: readonly string[]) => Promise<Map<string, PlannedStops>>;
    /**
     * Short-lived signed links to the stored photo and signature of delivered orders (the proofs
     * module, decision 059), by order id; orders with no stored proof are absent.
     */
    proofLinks: (
      tx: DbOrTx,
      orderIds: readonly string[],
    ) => Promise<Map<string, { photoUrl: string | null; signatureUrl: string | null }>>;
    /**
     * The collection window of ready orders not planned yet (the pickups module, decision 072):
     * the merchant's requested window, else the cut-offs' and collection hours'; by order id.
     */
    collectionWindows: (tx: DbOrTx, orders: readonly Order[]) => Promise<Map<string, CollectionWindow>>;
  }
}

/** Waiting for its courier to collect it: the pickup stop is the one that matters. */
const BEFORE_COLLECTION: readonly OrderStatus[] = ['ready_for_collection'];
/** Collected and on its way, or just delivered: the drop-off stop. */
const AFTER_COLLECTION: readonly OrderStatus[] = [
  'collected',
  'received_at_depot',
  'out_for_delivery',
  'delivery_complete',
];

/** What an order in `status` shows of its plan: the pickup before collection, the drop-off after; null otherwise. */
export function courierFor(status: OrderStatus, planned: PlannedStops | undefined): OrderCourier | null {
  if (!planned) return null;
  const stop = BEFORE_COLLECTION.includes(status) ? 'pickup' : AFTER_COLLECTION.includes(status) ? 'dropoff' : null;
  const found = stop ? planned[stop] : null;
  if (!stop || !found) return null;
  return {
    courierFirstName: planned.courierFirstName,
    vehicleKind: planned.vehicleKind,
    stop,
    window: found.window,
    predictedArrival: found.predictedArrival,
  };
}

/**
 * An order's planned stops as the page query reads them (`plan`), as the missions' `plannedStops`
 * port gives them for one order: the courier named is the drop-off's once there is one.
 */
export function plannedStopsFrom(plan: readonly ListedStop[] | null): PlannedStops | undefined {
  let planned: PlannedStops | undefined;
  for (const row of plan ?? []) {
    if (row.kind !== 'pickup' && row.kind !== 'dropoff') continue;
    const courier = { courierFirstName: firstNameOf(row.courierName), vehicleKind: row.vehicleKind };
    planned ??= { ...courier, pickup: null, dropoff: null } as PlannedStops;
    if (row.kind === 'dropoff') Object.assign(planned, courier);
    planned[row.kind] = {
      window: { from: row.windowFrom, to: row.windowTo },
      predictedArrival: row.predictedArrival,
    };
  }
  return planned;
}

/** A ready order's collection window once planned: its pickup stop's. */
export function plannedCollectionWindow(
  status: OrderStatus,
  planned: PlannedStops | undefined,
): CollectionWindow | null {
  const pickup = BEFORE_COLLECTION.includes(status) ? planned?.pickup : undefined;
  return pickup ? { ...pickup.window, source: 'plan' } : null;
}

/**
 * The listed orders' stored proofs' signed links and unplanned ready orders' collection windows
 * (`listed` beside `orders`, by position), written in place: only the orders that have them call
 * the proofs and pickups modules.
 */
export async function withListedExtras(
  db: DbOrTx,
  listed: readonly { status: string; hasStoredProof: boolean }[],
  orders: Order[],
): Promise<void> {
  const proven = orders.filter((order, i) => order.status === 'delivery_complete' && listed[i]?.hasStoredProof);
  const unplanned = orders.filter((order) => BEFORE_COLLECTION.includes(order.status) && !order.collectionWindow);
  const links = 'hub' in db ? (db as Db).hub.port('proofLinks') : undefined;
  const windowsOf = 'hub' in db ? (db as Db).hub.port('collectionWindows') : undefined;
  const [proofs, windows] = await Promise.all([
    links && proven.length > 0
      ? links(
          db,
          proven.map((order) => order.id),
        )
      : undefined,
    windowsOf && unplanned.length > 0 ? windowsOf(db, unplanned) : undefined,
  ]);
  for (const order of proven) order.proof = proofs?.get(order.id) ?? order.proof;
  for (const order of unplanned) order.collectionWindow = windows?.get(order.id) ?? null;
}

/** Signed links to the proofs stored for delivered orders (the courier app's), by order id. */
async function storedProofs(db: DbOrTx, orders: Order[]) {
  const links = 'hub' in db ? (db as Db).hub.port('proofLinks') : undefined;
  const delivered = orders.filter((order) => order.status === 'delivery_complete').map((order) => order.id);
  return links && delivered.length > 0
    ? links(db, delivered)
    : new Map<string, { photoUrl: string | null; signatureUrl: string | null }>();
}

/** Ready orders' collection windows: the plan's pickup stop once planned, else the pickups module's. */
async function collectionWindowsOf(db: DbOrTx, orders: Order[], stops: Map<string, PlannedStops>) {
  const windows = new Map<string, CollectionWindow>();
  const unplanned: Order[] = [];
  for (const order of orders) {
    if (!BEFORE_COLLECTION.includes(order.status)) continue;
    const pickup = stops.get(order.id)?.pickup;
    if (pickup) windows.set(order.id, { ...pickup.window, source: 'plan' });
    else unplanned.push(order);
  }
  const port = 'hub' in db ? (db as Db).hub.port('collectionWindows') : undefined;
  if (port && unplanned.length > 0) for (const [id, window] of await port(db, unplanned)) windows.set(id, window);
  return windows;
}

/** The orders with their plan's courier and window (`courier`), in one read of the missions. */
export async function withCouriers(db: DbOrTx, orders: Order[]): Promise<Order[]> {
  // A domain's database carries the hub; a bare connection (a tool's) reads no plan.
  const planned = 'hub' in db ? (db as Db).hub.port('plannedStops') : undefined;
  const ids = orders
    .filter((order) => BEFORE_COLLECTION.includes(order.status) || AFTER_COLLECTION.includes(order.status))
    .map((order) => order.id);
  const stops = planned && ids.length > 0 ? await planned(db, ids) : new Map<string, PlannedStops>();
  const proofs = await storedProofs(db, orders);
  const windows = await collectionWindowsOf(db, orders, stops);
  // `courier` in its place among the contract's fields: the list is sent as written (decision 047).
  return orders.map(({ createdBy, createdAt, updatedAt, ...order }) => ({
    ...order,
    proof: proofs.get(order.id) ?? order.proof,
    courier: courierFor(order.status, stops.get(order.id)),
    collectionWindow: windows.get(order.id) ?? null,
    createdBy,
    createdAt,
    updatedAt,
  }));
}

/** One order's courier (the tracking page). */
export async function plannedCourierOf(db: Db, orderId: string, status: OrderStatus): Promise<OrderCourier | null> {
  const planned = db.hub.port('plannedStops');
  if (!planned) return null;
  return courierFor(status, (await planned(db, [orderId])).get(orderId));
}
