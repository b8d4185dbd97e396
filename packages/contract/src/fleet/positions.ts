import { z } from 'zod';
import { VEHICLE_KINDS } from './fleet';

/*
 * Where the courier is (docs/decisions/061). While on shift, the courier app sends its positions
 * in batches to `POST {platformApiUrl}/courier/positions` (FLEET_PATHS.courierPositions) with the
 * courier's bearer token:
 *
 *   body   { "positions": [{ "lat": 25.2, "lng": 55.27, "accuracy": 12, "at": "2026-11-29T10:00:00.000Z" }, …] }
 *   200    { "accepted": 1 }
 *   412    failed_precondition, POSITION_MESSAGES.notOnShift: not on shift now (stop sending until the next shift)
 *   400    invalid_argument: a position outside the UAE, or timed too far from now (details.fields names it)
 *   429    too many batches: keep the positions and send them with the next batch
 *
 * `courierPositionOf` turns a browser GeolocationPosition into one entry; `courierPositionsRequest`
 * gives the request's path and body. The app sends every POSITION_INTERVAL_MS (and on each stop's
 * action), at most MAX_POSITIONS_PER_BATCH at a time, and never while off shift.
 */

/** The UAE with a margin at sea: a position outside it is a fault of the phone, not a courier's. */
export const UAE_BOUNDS = { minLat: 22, maxLat: 26.5, minLng: 51, maxLng: 56.5 } as const;
/** A position older than this when it arrives is of no use on a live map. */
export const POSITION_MAX_AGE_MS = 60 * 60_000;
/** A phone's clock may run this far ahead of the server's. */
export const POSITION_MAX_AHEAD_MS = 2 * 60_000;
export const MAX_POSITIONS_PER_BATCH = 50;
/** How often the courier app sends its position while on shift. */
export const POSITION_INTERVAL_MS = 20_000;
/** Positions are kept this long, then deleted. */
export const POSITION_RETENTION_DAYS = 7;

export const POSITION_MESSAGES = {
  notOnShift: 'Positions are sent only while you are on shift.',
  outsideUae: 'This position lies outside the UAE.',
  time: 'A position is from the last hour, and not ahead of now.',
} as const;

export const CourierPositionSchema = z.object({
  lat: z
    .number()
    .min(UAE_BOUNDS.minLat, POSITION_MESSAGES.outsideUae)
    .max(UAE_BOUNDS.maxLat, POSITION_MESSAGES.outsideUae),
  lng: z
    .number()
    .min(UAE_BOUNDS.minLng, POSITION_MESSAGES.outsideUae)
    .max(UAE_BOUNDS.maxLng, POSITION_MESSAGES.outsideUae),
  /** Metres, as the phone reports it. */
  accuracy: z.number().min(0).max(100_000),
  /** When the phone took it (ISO instant). */
  at: z.iso.datetime({ offset: true }),
});
export type CourierPosition = z.infer<typeof CourierPositionSchema>;

/** The courier sends only their own positions: the body names no courier (extra fields are refused). */
export const CourierPositionsBodySchema = z.strictObject({
  positions: z.array(CourierPositionSchema).min(1).max(MAX_POSITIONS_PER_BATCH),
});
export type CourierPositionsBody = z.infer<typeof CourierPositionsBodySchema>;
export const CourierPositionsAnswerSchema = z.object({ accepted: z.number().int() });

/** A courier on the dispatch board's map: the latest position of a courier on shift now. */
export const CourierOnMapSchema = z.object({
  courierId: z.string(),
  firstName: z.string(),
  vehicleKind: z.enum(VEHICLE_KINDS),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  at: z.string(),
});
export type CourierOnMap = z.infer<typeof CourierOnMapSchema>;
export const CourierOnMapListSchema = z.object({ items: z.array(CourierOnMapSchema) });
export type CourierOnMapList = z.infer<typeof CourierOnMapListSchema>;

/** What the courier app reads of a browser position (GeolocationPosition). */
type BrowserPosition = {
  coords: { latitude: number; longitude: number; accuracy: number };
  timestamp: number;
};

/** One entry of the batch from a browser position. */
export function courierPositionOf(position: BrowserPosition): CourierPosition {
  return {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.round(position.coords.accuracy),
    // Never after the phone's own clock: a fix stamped ahead of it (a GPS clock, a simulated
    // position) is taken as of now.
    at: new Date(Math.min(position.timestamp, Date.now())).toISOString(),
  };
}

/**
 * The call that sends a batch: its path under the platform base, method and body. The courier app
 * sends it through its own client (the bearer token, the error shape).
 */
export function courierPositionsRequest(positions: readonly CourierPosition[]) {
  return {
    method: 'POST' as const,
    path: '/courier/positions',
    body: { positions: positions.slice(-MAX_POSITIONS_PER_BATCH) } satisfies CourierPositionsBody,
  };
}
