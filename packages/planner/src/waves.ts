// Generated Dubai-like waves for the bench and the tests: couriers at three hubs (Al Quoz,
// Sharjah, Mussafah), merchants where online shops keep stock, drop-offs across Dubai, Sharjah
// and Abu Dhabi, pickup and delivery windows, motorbikes and vans. Seeded: the same arguments give
// the same wave.
import type { Job, Problem, Vehicle } from './model';
import { Rng } from './rng';
import { emiratesTravel, type LatLng } from './travel';

const HOUR = 3600;

const HUBS: LatLng[] = [
  { lat: 25.135, lng: 55.228 }, // Al Quoz
  { lat: 25.305, lng: 55.42 }, // Sharjah, Industrial Area
  { lat: 24.355, lng: 54.5 }, // Mussafah
];

const AREAS: { at: LatLng; spreadKm: number; weight: number; hub: number }[] = [
  { at: { lat: 25.2, lng: 55.28 }, spreadKm: 5, weight: 30, hub: 0 }, // central Dubai
  { at: { lat: 25.08, lng: 55.15 }, spreadKm: 4, weight: 15, hub: 0 }, // Marina, JLT, JVC
  { at: { lat: 25.26, lng: 55.33 }, spreadKm: 3, weight: 10, hub: 0 }, // Deira
  { at: { lat: 25.12, lng: 55.39 }, spreadKm: 4, weight: 5, hub: 0 }, // Silicon Oasis, Mirdif
  { at: { lat: 25.33, lng: 55.42 }, spreadKm: 4, weight: 20, hub: 1 }, // Sharjah
  { at: { lat: 24.46, lng: 54.38 }, spreadKm: 4, weight: 12, hub: 2 }, // Abu Dhabi island
  { at: { lat: 24.4, lng: 54.55 }, spreadKm: 5, weight: 8, hub: 2 }, // Khalifa City, Mussafah
];

const DELIVERY_WINDOWS = [
  { start: 10 * HOUR, end: 14 * HOUR },
  { start: 12 * HOUR, end: 16 * HOUR },
  { start: 14 * HOUR, end: 18 * HOUR },
  { start: 16 * HOUR, end: 20 * HOUR },
  { start: 10 * HOUR, end: 20 * HOUR },
];

export interface WaveOptions {
  orders: number;
  couriers: number;
  merchants: number;
  seed?: number;
  /**
   * The share of orders (0–1) delivered on a later day: collected, then handed in at the hub of
   * their merchant's area before it closes at 21:00, a pickup-and-delivery pair whose delivery is
   * the depot (the product's depot hand-ins). None by default, and then the wave is as before.
   */
  handInShare?: number;
  /**
   * The share of orders (0–1) waiting at a hub since an earlier day and delivered from it today:
   * loaded at the hub of the drop-off's area (a pair whose pickup is the hub, where its couriers
   * start), then delivered in their window (the product's deliveries from the depot). None by default.
   */
  fromDepotShare?: number;
}

/** When the hubs stop taking hand-ins. */
export const HUB_CLOSES = 21 * HOUR;

function around(rng: Rng, at: LatLng, spreadKm: number): LatLng {
  const r = spreadKm * Math.sqrt(rng.next());
  const a = 2 * Math.PI * rng.next();
  return {
    lat: at.lat + (r * Math.sin(a)) / 111,
    lng: at.lng + (r * Math.cos(a)) / (111 * Math.cos((at.lat * Math.PI) / 180)),
  };
}

function area(rng: Rng): (typeof AREAS)[number] {
  const total = AREAS.reduce((sum, a) => sum + a.weight, 0);
  let pick = rng.next() * total;
  for (const a of AREAS) {
    pick -= a.weight;
    if (pick < 0) return a;
  }
  return AREAS[0];
}

/** A wave of pickup-and-delivery orders; travel for a wave leaving at 10:00 (the day's speeds). */
export function generateWave(options: WaveOptions): Problem {
  const rng = new Rng(options.seed ?? 7);
  const points: LatLng[] = [...HUBS];
  const merchants: { location: number; hub: number }[] = [];
  for (let m = 0; m < options.merchants; m++) {
    const where = area(rng);
    merchants.push({ location: points.length, hub: where.hub });
    points.push(around(rng, where.at, where.spreadKm));
  }
  const jobs: Job[] = [];
  for (let o = 0; o < options.orders; o++) {
    const where = area(rng);
    const local = merchants.filter((m) => m.hub === where.hub);
    const pool = local.length > 0 && rng.next() < 0.8 ? local : merchants;
    const merchant = pool[Math.floor(rng.next() * pool.length)];
    const location = points.length;
    points.push(around(rng, where.at, where.spreadKm));
    const bulky = rng.next() < 0.05;
    const window = DELIVERY_WINDOWS[Math.floor(rng.next() * DELIVERY_WINDOWS.length)];
    const handIn = options.handInShare !== undefined && rng.next() < options.handInShare;
    const fromDepot = !handIn && options.fromDepotShare !== undefined && rng.next() < options.fromDepotShare;
    jobs.push({
      id: handIn ? `hand-in-${o + 1}` : fromDepot ? `from-depot-${o + 1}` : `order-${o + 1}`,
      pickup: fromDepot
        ? { location: where.hub, serviceTime: 60, windows: [{ start: 8 * HOUR, end: 20 * HOUR }] }
        : { location: merchant.location, serviceTime: 120, windows: [{ start: 9 * HOUR, end: 15 * HOUR }] },
      delivery: handIn
        ? { location: merchant.hub, serviceTime: 60, windows: [{ start: 9 * HOUR, end: HUB_CLOSES }] }
        : { location, serviceTime: 240, windows: [window] },
      demand: bulky
        ? { parcels: 2, kg: 20 + Math.round(rng.next() * 20) }
        : { parcels: 1, kg: Math.round((0.5 + rng.next() * 5) * 10) / 10 },
    });
  }
  const vehicles: Vehicle[] = [];
  for (let c = 0; c < options.couriers; c++) {
    const hub = c % 10 < 6 ? 0 : c % 10 < 8 ? 1 : 2;
    const van = c % 3 === 0;
    vehicles.push({
      id: `courier-${c + 1}`,
      capacity: van ? { parcels: 60, kg: 600 } : { parcels: 15, kg: 40 },
      startLocation: hub,
      endLocation: hub,
      shiftStart: 8 * HOUR,
      shiftEnd: 21 * HOUR,
    });
  }
  return { vehicles, jobs, travel: emiratesTravel(points, 10 * HOUR), objective: 'time' };
}
