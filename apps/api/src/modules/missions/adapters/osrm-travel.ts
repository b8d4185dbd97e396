// The wave's travel matrix from an OSRM server's Table service
// (GET {OSRM_URL}/table/v1/driving/{lon,lat;…}?annotations=duration,distance).
import { PLANNER_SENTENCES as S, serverText } from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/errors';
import type { LatLng, TravelMatrix } from './planner-api';

/** Points per side of one Table request: 50 sources × 50 destinations, 100 coordinates (OSRM's default table limit). */
export const OSRM_BLOCK = 50;
/** The most points one wave may ask for (400 Table requests); more are refused, not sent. */
export const OSRM_MAX_POINTS = 1000;
/** A pair OSRM cannot route between (a `null` entry): a whole day and 10,000 km, so no plan uses it. */
export const UNREACHABLE_SECONDS = 86_400;
export const UNREACHABLE_METERS = 10_000_000;
const TIMEOUT_MS = 15_000;
const PARALLEL = 4;

type TableAnswer = { code?: string; message?: string; durations?: unknown; distances?: unknown };

const unavailable = (text: ReturnType<typeof serverText>) => new AppError('unavailable', text);

/** Reads one OSRM answer's matrix of `rows × columns` numbers (or nulls), refusing any other shape. */
function readMatrix(value: unknown, rows: number, columns: number): (number | null)[][] {
  const ok =
    Array.isArray(value) &&
    value.length === rows &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        row.length === columns &&
        row.every((cell) => cell === null || (typeof cell === 'number' && Number.isFinite(cell) && cell >= 0)),
    );
  if (!ok) throw unavailable(serverText(S.osrmMalformed));
  return value as (number | null)[][];
}

async function askTable(base: string, coordinates: LatLng[], sources: number, log?: FastifyBaseLogger) {
  const path = coordinates.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  const destinations = coordinates.length - sources;
  const indexes = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i).join(';');
  const url =
    `${base}/table/v1/driving/${path}?annotations=duration,distance` +
    `&sources=${indexes(0, sources)}&destinations=${indexes(sources, destinations)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    log?.warn({ err: (error as Error).message }, 'OSRM table request failed');
    throw unavailable(serverText(S.osrmNoAnswer));
  }
  let answer: TableAnswer;
  try {
    answer = (await response.json()) as TableAnswer;
  } catch {
    throw unavailable(serverText(S.osrmMalformed));
  }
  if (!response.ok || answer.code !== 'Ok') {
    log?.warn({ status: response.status, code: answer.code, message: answer.message }, 'OSRM table refused');
    throw unavailable(
      serverText(S.osrmRefused, { detail: `${answer.code ?? response.status}: ${answer.message ?? 'no message'}` }),
    );
  }
  return {
    durations: readMatrix(answer.durations, sources, destinations),
    distances: readMatrix(answer.distances, sources, destinations),
  };
}

/**
 * The travel matrix of `points` from OSRM's Table service, in blocks of OSRM_BLOCK × OSRM_BLOCK
 * points. A pair OSRM answers `null` for (no road between them) costs UNREACHABLE_SECONDS and
 * UNREACHABLE_METERS, and is logged. OSRM's car profile has no hour of the day: `departAt` is not used.
 */
export async function osrmTravel(base: string, points: LatLng[], log?: FastifyBaseLogger): Promise<TravelMatrix> {
  const size = points.length;
  if (size > OSRM_MAX_POINTS) throw unavailable(serverText(S.osrmTooLarge, { points: size, max: OSRM_MAX_POINTS }));
  const time = new Float64Array(size * size);
  const distance = new Float64Array(size * size);
  const blocks: { from: number; to: number }[] = [];
  for (let from = 0; from < size; from += OSRM_BLOCK)
    for (let to = 0; to < size; to += OSRM_BLOCK) blocks.push({ from, to });
  let unreachable = 0;
  const run = async ({ from, to }: { from: number; to: number }) => {
    const sources = points.slice(from, from + OSRM_BLOCK);
    const targets = points.slice(to, to + OSRM_BLOCK);
    const { durations, distances } = await askTable(base, [...sources, ...targets], sources.length, log);
    sources.forEach((_, i) => {
      targets.forEach((_, j) => {
        const cell = (from + i) * size + (to + j);
        if (from + i === to + j) return;
        const seconds = durations[i]?.[j] ?? null;
        const meters = distances[i]?.[j] ?? null;
        if (seconds === null || meters === null) unreachable += 1;
        time[cell] = seconds ?? UNREACHABLE_SECONDS;
        distance[cell] = meters ?? UNREACHABLE_METERS;
      });
    });
  };
  for (let next = 0; next < blocks.length; next += PARALLEL)
    await Promise.all(blocks.slice(next, next + PARALLEL).map(run));
  if (unreachable > 0)
    log?.warn(
      { unreachable, points: size },
      `OSRM found no road for ${unreachable} pairs of points: they cost ${UNREACHABLE_SECONDS} s and ${UNREACHABLE_METERS} m`,
    );
  return { size, time, distance };
}
