// Travel in the Emirates without a road network: great-circle distance (haversine) times a road
// factor for the emirate, at a speed that depends on the time of day. It is the planner's
// stand-in until a road router (OSRM) answers the same matrix; the constants are estimates, to
// be replaced by measured trips.
import type { TravelMatrix } from './model';

export interface LatLng {
  lat: number;
  lng: number;
}

export type Emirate = 'dubai' | 'abu-dhabi' | 'sharjah' | 'other';

/** Mean Earth radius (km), as the haversine formula uses it. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Road distance over straight-line distance inside each emirate: Dubai's grid of highways and
 * interchanges, Abu Dhabi's island bridges, Sharjah's denser streets and few crossings; the
 * northern emirates (Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah) lumped together.
 */
export const ROAD_FACTOR: Record<Emirate, number> = {
  dubai: 1.3,
  'abu-dhabi': 1.25,
  sharjah: 1.4,
  other: 1.35,
};

/** Between two emirates most of the way is one straight highway (E11, E311, E611). */
export const INTER_EMIRATE_ROAD_FACTOR = 1.2;

/** The first this many km of a trip are driven at city speed, the rest at highway speed. */
export const CITY_KM = 8;

/**
 * Speeds by local time of day (UAE time, seconds after midnight): the morning peak 06:30–09:30
 * and the evening peak 16:30–20:00 are slowest; night is fastest.
 */
export const SPEED_BANDS: { from: number; name: string; cityKmh: number; highwayKmh: number }[] = [
  { from: 0, name: 'night', cityKmh: 50, highwayKmh: 100 },
  { from: 6.5 * 3600, name: 'morning peak', cityKmh: 22, highwayKmh: 55 },
  { from: 9.5 * 3600, name: 'day', cityKmh: 35, highwayKmh: 85 },
  { from: 16.5 * 3600, name: 'evening peak', cityKmh: 20, highwayKmh: 50 },
  { from: 20 * 3600, name: 'evening', cityKmh: 40, highwayKmh: 90 },
];

/** Centres that decide an address's emirate (the nearest within CENTRE_RADIUS_KM wins). */
const CENTRES: { emirate: Emirate; at: LatLng }[] = [
  { emirate: 'dubai', at: { lat: 25.27, lng: 55.31 } }, // Deira
  { emirate: 'dubai', at: { lat: 25.19, lng: 55.27 } }, // Downtown
  { emirate: 'dubai', at: { lat: 25.08, lng: 55.14 } }, // Marina
  { emirate: 'dubai', at: { lat: 24.99, lng: 55.1 } }, // Jebel Ali
  { emirate: 'dubai', at: { lat: 25.12, lng: 55.38 } }, // Silicon Oasis
  { emirate: 'sharjah', at: { lat: 25.35, lng: 55.41 } }, // Sharjah city
  { emirate: 'sharjah', at: { lat: 25.3, lng: 55.46 } }, // Muwaileh
  { emirate: 'abu-dhabi', at: { lat: 24.47, lng: 54.37 } }, // the island
  { emirate: 'abu-dhabi', at: { lat: 24.35, lng: 54.5 } }, // Mussafah
  { emirate: 'abu-dhabi', at: { lat: 24.42, lng: 54.58 } }, // Khalifa City
  { emirate: 'other', at: { lat: 25.41, lng: 55.45 } }, // Ajman
];
const CENTRE_RADIUS_KM = 35;

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function emirateOf(p: LatLng): Emirate {
  let best: Emirate = 'other';
  let nearest = CENTRE_RADIUS_KM;
  for (const centre of CENTRES) {
    const d = haversineKm(p, centre.at);
    if (d < nearest) {
      nearest = d;
      best = centre.emirate;
    }
  }
  return best;
}

/** Estimated road distance (km) between two addresses. */
export function roadKm(a: LatLng, b: LatLng, ea: Emirate = emirateOf(a), eb: Emirate = emirateOf(b)): number {
  const factor = ea === eb ? ROAD_FACTOR[ea] : INTER_EMIRATE_ROAD_FACTOR;
  return haversineKm(a, b) * factor;
}

export function speedBand(secondsAfterMidnight: number): (typeof SPEED_BANDS)[number] {
  const t = ((secondsAfterMidnight % 86400) + 86400) % 86400;
  let band = SPEED_BANDS[0];
  for (const b of SPEED_BANDS) if (t >= b.from) band = b;
  return band;
}

/** Driving time (s) for `km` of road leaving at `departAt` (UAE time, seconds after midnight). */
export function travelSeconds(km: number, departAt: number): number {
  const band = speedBand(departAt);
  const city = Math.min(km, CITY_KM);
  return (city / band.cityKmh + (km - city) / band.highwayKmh) * 3600;
}

/**
 * The matrix over `points` for a wave leaving at `departAt`: distance in metres, time in seconds.
 * The speed is the band at `departAt` for every leg (the plan's time-independent approximation).
 */
export function emiratesTravel(points: LatLng[], departAt: number): TravelMatrix {
  const size = points.length;
  const emirates = points.map((p) => emirateOf(p));
  const time = new Float64Array(size * size);
  const distance = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      if (a === b) continue;
      const km = roadKm(points[a], points[b], emirates[a], emirates[b]);
      distance[a * size + b] = km * 1000;
      time[a * size + b] = travelSeconds(km, departAt);
    }
  }
  return { size, time, distance };
}
