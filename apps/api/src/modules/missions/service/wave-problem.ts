import { type Order, orderParcelCount } from '@sameday/contract';
import type { DispatchCourier } from '../../fleet';
import type { LatLng, PlannerJob, PlannerVehicle } from '../adapters/planner-api';
import { DEPOT_CLOSES_SECONDS, handInDepotOf, isHandIn } from './hand-ins';

/** Where an address without coordinates is placed: its emirate's centre. */
const EMIRATE_CENTRES: Record<string, LatLng> = {
  Dubai: { lat: 25.2048, lng: 55.2708 },
  'Abu Dhabi': { lat: 24.4539, lng: 54.3773 },
  Sharjah: { lat: 25.3463, lng: 55.4209 },
  Ajman: { lat: 25.4052, lng: 55.5136 },
  'Umm Al Quwain': { lat: 25.5647, lng: 55.5552 },
  'Ras Al Khaimah': { lat: 25.8007, lng: 55.9762 },
  Fujairah: { lat: 25.1288, lng: 56.3265 },
};

/** A small, stable offset (up to ~2 km) from a text, so distinct addresses without coordinates do not coincide. */
function offsetOf(text: string): LatLng {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return { lat: ((hash % 1000) / 1000 - 0.5) * 0.036, lng: (((hash >>> 10) % 1000) / 1000 - 0.5) * 0.036 };
}

function placeOf(emirate: string, key: string, lat?: number | null, lng?: number | null): LatLng {
  if (lat != null && lng != null) return { lat, lng };
  const centre = EMIRATE_CENTRES[emirate] ?? (EMIRATE_CENTRES.Dubai as LatLng);
  const offset = offsetOf(key);
  return { lat: centre.lat + offset.lat, lng: centre.lng + offset.lng };
}

export const pickupPlace = (order: Order) => placeOf(order.pickup.emirate, `pickup:${order.pickup.locationId}`);
export const dropoffPlace = (order: Order) =>
  placeOf(order.dropoff.emirate, `dropoff:${order.id}`, order.dropoff.latitude, order.dropoff.longitude);

/** Minutes a courier spends at a stop per order. */
export const SERVICE_SECONDS = 300;
/** The day's last delivery for the same-day and next-day promises (Dubai time). */
export const DAY_END_SECONDS = 22 * 3600;

/**
 * The promised latest delivery, in seconds since the plan day's Dubai midnight: 4-hour orders
 * within four hours of being placed, same-day and next-day orders by the end of the delivery day.
 */
export function promiseEnd(order: Order, midnight: Date): number {
  if (order.serviceKind === 'four_hour') {
    return Math.min(DAY_END_SECONDS, (new Date(order.createdAt).getTime() - midnight.getTime()) / 1000 + 4 * 3600);
  }
  return DAY_END_SECONDS;
}

/** The latest start of the order's last stop in this wave: its hand-in before the depot closes (decision 073), or its promise. */
export function lastStopEnd(order: Order, midnight: Date): number {
  const promise = promiseEnd(order, midnight);
  return isHandIn(order) ? Math.min(DEPOT_CLOSES_SECONDS, promise) : promise;
}

export function demandOf(order: Order) {
  // Parcels as every side counts them (one per item line: orderParcelCount); kilograms by quantity.
  const kg = order.items.reduce((sum, item) => sum + item.quantity * item.weightKg, 0);
  return { parcels: orderParcelCount(order), kg: Math.max(0.001, kg) };
}

export type WaveInput = {
  orders: Order[];
  couriers: DispatchCourier[];
  midnight: Date;
  /** Seconds since midnight from which couriers can leave (now, or the shift's start). */
  earliest: number;
  /** The pickup windows merchants asked for, by order id, in seconds since midnight (decision 072). */
  pickupWindows?: ReadonlyMap<string, { start: number; end: number }>;
  /** Orders delivered from the depot they wait at (decision 078), by order id: loaded there. */
  fromDepot?: ReadonlyMap<string, LatLng>;
};

/** Seconds a courier spends loading one order's parcels at the depot. */
export const LOAD_SECONDS = 60;

/** The planner's problem: a point per courier's depot, then each order's pickup and drop-off (or depot hand-in). */
export function buildProblem({ orders, couriers, midnight, earliest, pickupWindows, fromDepot }: WaveInput) {
  const points: LatLng[] = [];
  const vehicles: PlannerVehicle[] = couriers.map((courier) => {
    points.push({ lat: courier.depot.lat, lng: courier.depot.lng });
    const shift = courier.shift as { startsAt: Date; endsAt: Date };
    const start = Math.max(earliest, (shift.startsAt.getTime() - midnight.getTime()) / 1000);
    return {
      id: courier.courierId,
      capacity: { parcels: courier.capacityParcels, kg: courier.capacityKg },
      startLocation: points.length - 1,
      endLocation: points.length - 1,
      shiftStart: start,
      shiftEnd: Math.max(start, (shift.endsAt.getTime() - midnight.getTime()) / 1000),
    };
  });
  // One point per pickup address: orders collected at one place share it (one stop).
  const pickups = new Map<string, number>();
  const jobs: PlannerJob[] = orders.map((order) => {
    const depot = fromDepot?.get(order.id);
    if (depot) return loadJob(order, depot, { points, vehicles, pickups, midnight });
    let pickup = pickups.get(order.pickup.locationId);
    if (pickup === undefined) {
      points.push(pickupPlace(order));
      pickup = points.length - 1;
      pickups.set(order.pickup.locationId, pickup);
    }
    // A hand-in's delivery is at a depot: the start of a courier of that depot (decision 073).
    const dropoff = isHandIn(order)
      ? (vehicles[handInDepotOf(points[pickup] as LatLng, couriers)] as PlannerVehicle).startLocation
      : points.push(dropoffPlace(order)) - 1;
    const end = Math.max(0, lastStopEnd(order, midnight));
    return {
      id: order.id,
      pickup: {
        location: pickup,
        serviceTime: SERVICE_SECONDS,
        windows: [pickupWindows?.get(order.id) ?? { start: 0, end }],
      },
      delivery: { location: dropoff, serviceTime: SERVICE_SECONDS, windows: [{ start: 0, end }] },
      demand: demandOf(order),
    };
  });
  return { points, problem: { vehicles, jobs, objective: 'time' as const } };
}

/**
 * An order delivered from the depot it waits at (decision 078): a pickup-and-delivery pair whose
 * pickup is the depot, at the start of a courier of that depot when one is in the wave (the same
 * point), else a point of its own; delivered by its promise on this day.
 */
function loadJob(
  order: Order,
  depot: LatLng,
  wave: { points: LatLng[]; vehicles: PlannerVehicle[]; pickups: Map<string, number>; midnight: Date },
): PlannerJob {
  const key = `depot:${depot.lat},${depot.lng}`;
  let location = wave.pickups.get(key);
  if (location === undefined) {
    const start = wave.vehicles.find((vehicle) => {
      const at = wave.points[vehicle.startLocation] as LatLng;
      return at.lat === depot.lat && at.lng === depot.lng;
    });
    location = start ? start.startLocation : wave.points.push({ lat: depot.lat, lng: depot.lng }) - 1;
    wave.pickups.set(key, location);
  }
  const end = Math.max(0, promiseEnd(order, wave.midnight));
  return {
    id: order.id,
    pickup: { location, serviceTime: LOAD_SECONDS, windows: [{ start: 0, end }] },
    delivery: {
      location: wave.points.push(dropoffPlace(order)) - 1,
      serviceTime: SERVICE_SECONDS,
      windows: [{ start: 0, end }],
    },
    demand: demandOf(order),
  };
}
