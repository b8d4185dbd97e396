// What the courier sees: the day as the server last answered it, with the actions still waiting
// to be sent laid over it, so the app moves on at once without signal. Pure.
import type {
  CourierAction,
  CourierParcel,
  CourierShiftState,
  CourierStop,
  CourierToday,
  OrderStatus,
} from '@sameday/contract';

/** Order states after the courier's part at a drop-off is done. */
const FINISHED: readonly OrderStatus[] = [
  'delivery_complete',
  'delivery_failed',
  'on_hold',
  'return_to_origin',
  'returned_to_origin',
  'cancelled',
];

/** A scanned or typed code as it is compared: trimmed, without regard to case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export type ScanCheck = {
  /** The stop's orders with every parcel scanned (or the order's number typed). */
  collected: CourierParcel[];
  /** The stop's orders with a parcel not scanned (some of theirs may be). */
  missing: CourierParcel[];
  /** Codes that match none of the stop's parcels, as scanned. */
  extra: string[];
  /** How many of an order's parcels were scanned (all of them when its number was typed). */
  scannedOf: (parcel: CourierParcel) => number;
};

/** Each parcel's label code of an order (a copy kept on the phone by an older app has none: the order's). */
const codesOf = (parcel: CourierParcel) => parcel.parcelCodes ?? [parcel.labelCode];

/** Compares what was scanned with the stop's parcels: collected, missing, extra. */
export function checkScans(parcels: readonly CourierParcel[], scanned: readonly string[]): ScanCheck {
  const codes = new Set(scanned.map(normaliseCode));
  const known = new Set(parcels.flatMap((parcel) => [parcel.labelCode, ...codesOf(parcel)]).map(normaliseCode));
  const extra = [...new Set(scanned.map((code) => code.trim()))].filter((code) => !known.has(normaliseCode(code)));
  const scannedOf = (parcel: CourierParcel) =>
    codes.has(normaliseCode(parcel.labelCode))
      ? parcel.parcelCount
      : codesOf(parcel).filter((code) => codes.has(normaliseCode(code))).length;
  const complete = (parcel: CourierParcel) => scannedOf(parcel) >= Math.max(1, codesOf(parcel).length);
  return {
    collected: parcels.filter(complete),
    missing: parcels.filter((parcel) => !complete(parcel)),
    extra,
    scannedOf,
  };
}

export const isFinished = (parcel: CourierParcel) => FINISHED.includes(parcel.status);

/**
 * A stop is done when each of its parcels has had its part (collected at a pickup; handed in at a
 * depot; loaded at a depot for delivery; delivered or failed at a drop-off).
 */
export function stopDone(stop: CourierStop): boolean {
  if (stop.state !== 'pending') return true;
  if (stop.parcels.length === 0) return false;
  if (stop.kind === 'depot') return stop.parcels.every((parcel) => parcel.status === 'received_at_depot');
  if (stop.kind === 'load') return stop.parcels.every((parcel) => parcel.status !== 'received_at_depot');
  return stop.kind === 'pickup'
    ? stop.parcels.every((parcel) => parcel.status !== 'ready_for_collection' && parcel.status !== 'pending')
    : stop.parcels.every(isFinished);
}

const SHIFT_AFTER: Partial<Record<CourierAction['kind'], CourierShiftState>> = {
  shift_start: 'on_shift',
  break_start: 'on_break',
  break_end: 'on_shift',
  shift_end: 'ended',
};

function statusAfter(action: CourierAction, parcel: CourierParcel, stop: CourierStop): OrderStatus | undefined {
  if (action.kind === 'collect') {
    if (stop.id !== action.stopId) return undefined;
    return checkScans([parcel], action.scanned).collected.length ? 'collected' : undefined;
  }
  // A hand-in moves the stop's parcels on board to the depot (decision 073), a failed attempt's too (078, later).
  const toHandIn = parcel.status === 'collected' || parcel.status === 'delivery_failed';
  if (action.kind === 'hand_in' && stop.id === action.stopId && toHandIn) return 'received_at_depot';
  // A load moves the stop's parcels waiting at the depot out for delivery (decision 078).
  if (action.kind === 'load' && stop.id === action.stopId && parcel.status === 'received_at_depot')
    return 'out_for_delivery';
  if (action.kind === 'deliver' && action.orderId === parcel.orderId) return 'delivery_complete';
  if (action.kind === 'fail' && action.orderId === parcel.orderId) return 'delivery_failed';
  return undefined;
}

/**
 * A sign-off kept on the phone shows the stop's manifest signed at once (decision 072): by the
 * name typed, with this courier, at the phone's time.
 */
function signedOver(today: CourierToday, missions: CourierToday['missions'], action: CourierAction) {
  if (action.kind !== 'sign_manifest') return missions;
  const manifest = { signerName: action.signerName, courierFirstName: today.courier.firstName, signedAt: action.at };
  return missions.map((mission) => ({
    ...mission,
    stops: mission.stops.map((stop) => (stop.id === action.stopId && !stop.manifest ? { ...stop, manifest } : stop)),
  }));
}

/** The day with the waiting actions applied, in order. */
export function withPending(today: CourierToday, actions: readonly CourierAction[]): CourierToday {
  let shift = today.shift;
  let missions = today.missions;
  for (const action of actions) {
    if (action.kind === 'sign_manifest') {
      missions = signedOver(today, missions, action);
      continue;
    }
    const shiftState = SHIFT_AFTER[action.kind];
    if (shiftState && shift) {
      shift = {
        ...shift,
        state: shiftState,
        startedAt: action.kind === 'shift_start' ? action.at : shift.startedAt,
        endedAt: action.kind === 'shift_end' ? action.at : shift.endedAt,
      };
      continue;
    }
    // A collect names the pickup stop; its orders move on at every stop they appear.
    const collectedIds =
      action.kind === 'collect'
        ? new Set(
            missions
              .flatMap((mission) => mission.stops)
              .filter((stop) => stop.id === action.stopId)
              .flatMap((stop) => checkScans(stop.parcels, action.scanned).collected.map((parcel) => parcel.orderId)),
          )
        : new Set<string>();
    missions = missions.map((mission) => ({
      ...mission,
      stops: mission.stops.map((stop) => {
        const parcels = stop.parcels.map((parcel) => {
          const status = collectedIds.has(parcel.orderId) ? 'collected' : statusAfter(action, parcel, stop);
          // Collecting never moves an order back; it only moves one still waiting for its pickup.
          if (!status || (status === 'collected' && parcel.status !== 'ready_for_collection')) return parcel;
          return { ...parcel, status };
        });
        // A held or returning parcel keeps its state when handed in: the stop is done (decision 078, later).
        const handedIn = action.kind === 'hand_in' && stop.id === action.stopId;
        return handedIn ? { ...stop, parcels, state: 'done' as const } : { ...stop, parcels };
      }),
    }));
  }
  return { ...today, shift, missions };
}

/** The stops of the day in the courier's order: missions in turn, each mission's stops by sequence. */
export function stopsOf(today: CourierToday): CourierStop[] {
  return today.missions
    .filter((mission) => mission.state !== 'cancelled')
    .flatMap((mission) => [...mission.stops].sort((a, b) => a.sequence - b.sequence));
}

/** The cash due at a stop (AED), for the orders not yet delivered or failed. */
export const cashDue = (stop: CourierStop) =>
  stop.kind === 'dropoff'
    ? stop.parcels.filter((parcel) => !isFinished(parcel)).reduce((sum, parcel) => sum + parcel.codAmount, 0)
    : 0;

/** The phone's maps app at the stop, no key needed: Google Maps' universal link (it opens the app where installed). */
export const mapsLink = (stop: CourierStop) => `https://maps.google.com/?q=${stop.location.lat},${stop.location.lng}`;
/** The `geo:` link Android hands to whichever maps app the courier uses. */
export const geoLink = (stop: CourierStop) =>
  `geo:${stop.location.lat},${stop.location.lng}?q=${stop.location.lat},${stop.location.lng}`;
