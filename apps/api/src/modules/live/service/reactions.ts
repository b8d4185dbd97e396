import type { DbOrTx } from '../../../db/client';
import type { MissionChanged } from '../../missions';
import { accountsOfOrders, type OrderCreated, type OrderMoved } from '../../orders';
import * as q from '../queries';
import type { LiveBroker } from './broker';

/** The audiences (decision 058): a merchant's account, operations, a courier, an order's tracking page. */
export const audience = {
  account: (accountId: string) => `account:${accountId}`,
  operations: 'operations',
  courier: (courierId: string) => `courier:${courierId}`,
  order: (orderId: string) => `order:${orderId}`,
};

/** A placement's ids told at most: the count says the rest (a 50,000-row import is one event). */
const CREATED_IDS = 50;

export type Outbox = { write: (tx: DbOrTx, rows: readonly q.NewLiveRow[]) => Promise<void> };

/** Writes rows in the change's transaction: NOTIFYed with it on PostgreSQL, drained after it when embedded. */
export function createOutbox(broker: LiveBroker): Outbox {
  return {
    async write(tx, rows) {
      if (rows.length === 0) return;
      if (broker.notifies) await q.insertAndNotify(tx, rows);
      else {
        await q.insertRows(tx, rows);
        broker.written();
      }
    },
  };
}

/**
 * An order moved: its account's screens (list, counts, drawer), the board, and its tracking page,
 * which is told the new state only (it reads the rest by its code).
 */
export function rowsOfMove(event: OrderMoved): q.NewLiveRow[] {
  const { accountId, orderId, from, to } = event;
  return [
    { audience: audience.account(accountId), kind: 'order.moved', payload: { orderId, from, to } },
    { audience: audience.operations, kind: 'order.moved', payload: { orderId, from, to } },
    { audience: audience.order(orderId), kind: 'order.moved', payload: { to } },
  ];
}

/**
 * A courier's app sent positions: the board's map reads them again, and the tracking page of each
 * order the courier is on the way to reads its minutes again (told nothing else: no position).
 */
export function rowsOfCourierMoved(courierId: string, approachedOrderIds: readonly string[]): q.NewLiveRow[] {
  return [
    { audience: audience.operations, kind: 'courier.moved', payload: { courierId } },
    ...approachedOrderIds.map((orderId) => ({ audience: audience.order(orderId), kind: 'courier.moved', payload: {} })),
  ];
}

/** Orders placed: one event per account of the placement, with the first ids and the count. */
export function rowsOfCreated(events: readonly OrderCreated[]): q.NewLiveRow[] {
  const byAccount = new Map<string, string[]>();
  for (const event of events) {
    const ids = byAccount.get(event.accountId);
    if (ids) ids.push(event.orderId);
    else byAccount.set(event.accountId, [event.orderId]);
  }
  return [...byAccount].map(([accountId, orderIds]) => ({
    audience: audience.account(accountId),
    kind: 'orders.created',
    payload: { count: orderIds.length, orderIds: orderIds.slice(0, CREATED_IDS) },
  }));
}

/** The changes of a mission its orders' merchants see (its courier, windows and predicted times). */
const SEEN_BY_MERCHANTS = new Set(['planned', 'replanned', 'order_assigned', 'order_taken_off', 'stops_reordered']);

/**
 * A mission changed in a way its merchants see: each account of its orders (and of an order taken
 * off it) is told which of its own orders changed, nothing of another merchant's. A move of an
 * order is told by `order.moved` already.
 */
export async function merchantRowsOfMission(tx: DbOrTx, event: MissionChanged): Promise<q.NewLiveRow[]> {
  if (!SEEN_BY_MERCHANTS.has(event.change)) return [];
  const accounts = await accountsOfOrders(tx, [...event.orderIds, ...event.missionOrderIds]);
  const byAccount = new Map<string, string[]>();
  for (const [orderId, accountId] of accounts) {
    const ids = byAccount.get(accountId);
    if (ids) ids.push(orderId);
    else byAccount.set(accountId, [orderId]);
  }
  return [...byAccount].map(([accountId, orderIds]) => ({
    audience: audience.account(accountId),
    kind: 'orders.planned',
    payload: { orderIds: orderIds.slice(0, CREATED_IDS) },
  }));
}

/** A mission changed: the board, and the mission's courier. */
export function rowsOfMission(event: MissionChanged): q.NewLiveRow[] {
  const payload = {
    missionId: event.missionId,
    courierId: event.courierId,
    date: event.date,
    version: event.version,
    state: event.state,
    change: event.change,
  };
  return [
    { audience: audience.operations, kind: 'mission.changed', payload },
    { audience: audience.courier(event.courierId), kind: 'mission.changed', payload },
  ];
}
