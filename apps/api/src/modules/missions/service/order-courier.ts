import type { VehicleKind } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { getCouriers } from '../../fleet';
import type { PlannedStops } from '../../orders';
import * as q from '../queries';

/**
 * The `plannedStops` port: for each planned order, its courier's first name and vehicle (nothing
 * else of the person) and its pickup and drop-off stops' windows and predicted arrivals.
 */
export async function plannedStopsOf(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, PlannedStops>> {
  const rows = await q.plannedStopsOfOrders(db, orderIds);
  const couriers = new Map<string, { firstName: string; vehicleKind: VehicleKind }>(
    (await getCouriers(db, [...new Set(rows.map((row) => row.courierId))])).map((courier) => [
      courier.id,
      { firstName: courier.firstName, vehicleKind: courier.vehicle.kind },
    ]),
  );
  const planned = new Map<string, PlannedStops>();
  for (const row of rows) {
    const courier = couriers.get(row.courierId);
    if (!courier || (row.kind !== 'pickup' && row.kind !== 'dropoff')) continue;
    const entry = planned.get(row.orderId) ?? {
      courierFirstName: courier.firstName,
      vehicleKind: courier.vehicleKind,
      pickup: null,
      dropoff: null,
    };
    const stop = {
      window: { from: row.windowFrom.toISOString(), to: row.windowTo.toISOString() },
      predictedArrival: row.predictedArrival?.toISOString() ?? null,
    };
    // The courier who comes next is the one named: the drop-off's, once it differs from the pickup's.
    if (row.kind === 'dropoff') {
      entry.courierFirstName = courier.firstName;
      entry.vehicleKind = courier.vehicleKind;
    }
    entry[row.kind] = stop;
    planned.set(row.orderId, entry);
  }
  return planned;
}
