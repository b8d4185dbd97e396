// A stand-in for an OSRM server's Table service in tests and by hand (serve.ts):
// GET /table/v1/driving/{lon,lat;…}?annotations=duration,distance[&sources=…&destinations=…],
// answered in OSRM's shape. Distances are great-circle × 1.3 (roads are not straight), durations
// at 40 km/h. Pairs a test names unreachable answer `null`, as OSRM does for points with no road
// between them. Test support: never shipped.
import { createServer, type ServerResponse } from 'node:http';

export type OsrmPoint = { lng: number; lat: number };
export type OsrmMode = 'ok' | 'error' | 'malformed';

export type OsrmStandIn = {
  url: string;
  /** Each Table request's number of coordinates, in order. */
  requests: number[];
  /** `error`: answers 500 with OSRM's error shape; `malformed`: answers a matrix of the wrong size. */
  setMode: (mode: OsrmMode) => void;
  /** Pairs answered `null` (no road), from one point to the other. */
  setUnreachable: (test: ((from: OsrmPoint, to: OsrmPoint) => boolean) | null) => void;
  close: () => Promise<void>;
};

/** OSRM's default table limit (its --max-table-size). */
const MAX_TABLE = 100;
const ROAD_FACTOR = 1.3;
const METERS_PER_SECOND = 40 / 3.6;

function greatCircleMeters(a: OsrmPoint, b: OsrmPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const indexes = (given: string | null, all: number[]) =>
  given === null || given === 'all' ? all : given.split(';').map(Number);

export async function startOsrmStandIn(port = 0): Promise<OsrmStandIn> {
  const requests: number[] = [];
  let mode: OsrmMode = 'ok';
  let unreachable: ((from: OsrmPoint, to: OsrmPoint) => boolean) | null = null;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match)
      return answer(response, 400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const points = decodeURIComponent(match[1] ?? '')
      .split(';')
      .map((pair) => {
        const [lng, lat] = pair.split(',').map(Number);
        return { lng: lng ?? Number.NaN, lat: lat ?? Number.NaN };
      });
    if (points.some((p) => !Number.isFinite(p.lng) || !Number.isFinite(p.lat)))
      return answer(response, 400, { code: 'InvalidQuery', message: 'Query string malformed' });
    requests.push(points.length);
    if (points.length > MAX_TABLE)
      return answer(response, 400, { code: 'TooBig', message: 'Too many table coordinates' });
    if (mode === 'error') return answer(response, 500, { code: 'InternalError', message: 'The stand-in is failing' });
    const all = points.map((_, i) => i);
    const sources = indexes(url.searchParams.get('sources'), all);
    const destinations = indexes(url.searchParams.get('destinations'), all);
    const leg = (from: number, to: number, of: (meters: number) => number) => {
      const a = points[from] as OsrmPoint;
      const b = points[to] as OsrmPoint;
      if (unreachable?.(a, b)) return null;
      return Math.round(of(greatCircleMeters(a, b) * ROAD_FACTOR) * 10) / 10;
    };
    const table = (of: (meters: number) => number) => sources.map((s) => destinations.map((d) => leg(s, d, of)));
    const durations = table((meters) => meters / METERS_PER_SECOND);
    const distances = table((meters) => meters);
    const waypoint = (i: number) => ({ location: [points[i]?.lng, points[i]?.lat], name: '', distance: 0 });
    answer(response, 200, {
      code: 'Ok',
      durations: mode === 'malformed' ? durations.slice(1) : durations,
      distances,
      sources: sources.map(waypoint),
      destinations: destinations.map(waypoint),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    setUnreachable: (test) => {
      unreachable = test;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
