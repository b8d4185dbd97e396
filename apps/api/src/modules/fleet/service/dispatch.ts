import type { VehicleKind } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import * as q from '../queries';
import { peopleOf } from './couriers';

/** A courier as the wave planner and the board see them: vehicle, depot and the shift of the day. */
export type DispatchCourier = {
  courierId: string;
  userId: number;
  name: string;
  firstName: string;
  vehicleKind: VehicleKind;
  capacityParcels: number;
  capacityKg: number;
  depot: { name: string; lat: number; lng: number };
  shift: { startsAt: Date; endsAt: Date } | null;
  active: boolean;
};

/** Every courier with their shift of the Dubai day `date` (the first, when there are several). */
export async function couriersOfDay(db: DbOrTx, date: string): Promise<DispatchCourier[]> {
  const couriers = await q.listCouriers(db);
  const shifts = await q.shiftsOfDate(db, date);
  const people = await peopleOf(db, couriers);
  return couriers.map((courier) => {
    const shift = shifts.find((row) => row.courierId === courier.id);
    const fullName = people.get(courier.userId)?.fullName ?? '';
    return {
      courierId: courier.id,
      userId: courier.userId,
      name: fullName,
      firstName: fullName.trim().split(/\s+/)[0] ?? '',
      vehicleKind: courier.vehicleKind as VehicleKind,
      capacityParcels: courier.capacityParcels,
      capacityKg: courier.capacityKg,
      depot: { name: courier.depotName, lat: courier.depotLat, lng: courier.depotLng },
      shift: shift ? { startsAt: shift.startsAt, endsAt: shift.endsAt } : null,
      active: courier.active,
    };
  });
}

/** The courier id of a signed-in user, if they are a courier. */
export async function courierIdOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  return (await q.findCourierOfUser(db, userId))?.id;
}
