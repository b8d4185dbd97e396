// Depot hand-ins (decision 073): an order delivered on a later day is collected in this wave and
// handed in at a depot, the delivery of its pickup-and-delivery pair placed at the depot.
import { MISSION_PLAN_SENTENCES, type Order, type ServerText, serverText } from '@sameday/contract';
import type { DispatchCourier } from '../../fleet';

/** Depots take hand-ins until 21:00, Dubai time: a hand-in's window closes then. */
export const DEPOT_CLOSES_SECONDS = 21 * 3600;

/**
 * Whether the wave collects the order and hands it in at a depot instead of delivering it: its
 * service delivers on the day after collection (next-day). The promise model reads the service
 * kind only (wave-problem's promiseEnd), and so does this.
 */
export const isHandIn = (order: Pick<Order, 'serviceKind'>) => order.serviceKind === 'next_day';

const squared = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/**
 * Which of the wave's couriers' home depots takes the order's hand-in: the one nearest its pickup
 * (answered as the courier's index). Couriers of that depot start and end there, so the planner
 * gives the hand-in to one of them unless another passes by anyway.
 */
export function handInDepotOf(pickup: { lat: number; lng: number }, couriers: readonly DispatchCourier[]): number {
  const distances = couriers.map((courier) => squared(pickup, courier.depot));
  return distances.indexOf(Math.min(...distances));
}

const dubaiClock = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

/**
 * What a hand-in stop says, by id and values: its parcels, orders, depot and closing time; a
 * bring-back after failed attempts says so (decision 078, later).
 */
export function handInText(
  stop: { label: string; orderIds: readonly string[] },
  parcels: number,
  sentence: 'handIn' | 'bringBack' = 'handIn',
): ServerText {
  return serverText(MISSION_PLAN_SENTENCES[sentence], {
    parcels,
    orders: stop.orderIds.length,
    depot: stop.label,
    closes: dubaiClock(DEPOT_CLOSES_SECONDS),
  });
}
