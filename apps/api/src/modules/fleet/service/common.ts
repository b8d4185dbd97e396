import { type Courier, FLEET_MESSAGES, type Shift } from '@sameday/contract';
import { AppError } from '../../../platform/errors';
import type { CourierRow, ShiftRow } from '../queries';
import { INVITATION_DAYS } from './couriers-constants';

/** Dubai is UTC+4 all year: a Dubai day's clock time as an instant. */
export function dubaiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+04:00`);
}

/** The Dubai clock time (HH:MM) of an instant. */
export function dubaiClock(at: Date): string {
  return new Date(at.getTime() + 4 * 3600_000).toISOString().slice(11, 16);
}

/** The Dubai date (YYYY-MM-DD) of an instant. */
export function dubaiDate(at: Date): string {
  return new Date(at.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
}

export const courierNotFound = () => new AppError('not_found', FLEET_MESSAGES.courierNotFound);
export const shiftNotFound = () => new AppError('not_found', FLEET_MESSAGES.shiftNotFound);

export type Person = { id: number; email: string; fullName: string; phone: string; emailVerifiedAt: Date | null };

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function toCourier(row: CourierRow, person: Person | undefined, now = Date.now()): Courier {
  const fullName = person?.fullName ?? '';
  const expires = row.createdAt.getTime() + INVITATION_DAYS * 24 * 3600_000;
  return {
    id: row.id,
    userId: row.userId,
    email: person?.email ?? '',
    fullName,
    firstName: firstNameOf(fullName),
    phone: person?.phone ?? '',
    vehicle: {
      kind: row.vehicleKind as Courier['vehicle']['kind'],
      capacityParcels: row.capacityParcels,
      capacityKg: row.capacityKg,
    },
    homeDepot: { name: row.depotName, lat: row.depotLat, lng: row.depotLng },
    waypointConstraintWindowMinutes: row.waypointWindowMinutes,
    active: row.active,
    invitation: person?.emailVerifiedAt ? null : expires > now ? 'pending' : 'expired',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toShift(row: ShiftRow, courierName: string): Shift {
  return {
    id: row.id,
    courierId: row.courierId,
    courierName,
    date: row.date,
    start: dubaiClock(row.startsAt),
    end: dubaiClock(row.endsAt),
    breaks: row.breaks,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** Whether `at` falls in one of the shift's breaks. */
export function onBreak(row: ShiftRow, at: Date): boolean {
  return row.breaks.some(
    (pause) => at >= dubaiInstant(row.date, pause.start) && at < dubaiInstant(row.date, pause.end),
  );
}
