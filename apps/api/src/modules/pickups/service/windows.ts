import {
  type CollectionWindow,
  collectionDayOf,
  derivedCollectionWindow,
  dubaiClock,
  dubaiInstant,
  type Order,
  offeredPickupWindows,
  windowInstants,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { getPreferences } from '../../preferences';
import * as q from '../queries';

const keyOf = (accountId: string, locationId: string, date: string) => `${accountId}|${locationId}|${date}`;

/** The open requests of these accounts on these days, by account, address and day. */
async function requestsByKey(db: DbOrTx, accountIds: Iterable<string>, dates: Iterable<string>) {
  const rows = await q.openRequestsOn(db, [...new Set(accountIds)], [...new Set(dates)]);
  return new Map(rows.map((row) => [keyOf(row.accountId, row.locationId, row.date), row]));
}

/**
 * The `collectionWindows` port: a ready order's collection window before it is planned. The
 * merchant's request for the address on the order's collection day, else the window the
 * account's cut-offs and the collection hours give (decision 072). One read an account: its
 * cut-offs and its open requests from today on (docs/decisions/081).
 */
export async function collectionWindowsOf(
  db: DbOrTx,
  orders: readonly Order[],
  now: Date,
): Promise<Map<string, CollectionWindow>> {
  const today = dubaiClock(now).date;
  const windows = new Map<string, CollectionWindow>();
  for (const accountId of new Set(orders.map((order) => order.accountId))) {
    const { cutOffs, requests } = await q.windowInputsOf(db, accountId, today);
    const asked = new Map(requests.map((row) => [keyOf(accountId, row.locationId, row.date), row]));
    for (const order of orders) {
      if (order.accountId !== accountId) continue;
      const request = asked.get(keyOf(accountId, order.pickup.locationId, collectionDayOf(order, cutOffs, now)));
      const window = request
        ? {
            ...windowInstants({ date: request.date, from: request.windowFrom, to: request.windowTo }),
            source: 'request' as const,
          }
        : { ...windowInstants(derivedCollectionWindow(order, cutOffs, now)), source: 'cut_offs' as const };
      windows.set(order.id, window);
    }
  }
  return windows;
}

/** The `requestedPickupWindows` port: the windows asked for the orders' addresses on a day (the planner's pickups). */
export async function requestedPickupWindowsOf(
  db: DbOrTx,
  orders: readonly { id: string; accountId: string; pickupLocationId: string }[],
  date: string,
): Promise<Map<string, { from: Date; to: Date }>> {
  const requests = await requestsByKey(
    db,
    orders.map((order) => order.accountId),
    [date],
  );
  const windows = new Map<string, { from: Date; to: Date }>();
  for (const order of orders) {
    const asked = requests.get(keyOf(order.accountId, order.pickupLocationId, date));
    if (asked) {
      windows.set(order.id, { from: dubaiInstant(date, asked.windowFrom), to: dubaiInstant(date, asked.windowTo) });
    }
  }
  return windows;
}

/** GET /quiqdash/pickups/windows: the windows the account can ask a pickup for now. */
export async function windowsOffered(db: Db, accountId: string, now: Date) {
  return { windows: offeredPickupWindows(now, await getPreferences(db, accountId)) };
}
