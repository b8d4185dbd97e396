/**
 * The fleet's calls, relative to the platform base. Operations manage couriers and their shifts
 * under the console's `/admin/dispatch/`; a courier reads and sets their own under `/courier/`.
 * A path with a parameter is a function: the web calls it with the value, the API registers it
 * with `':id'`.
 */
export const FLEET_PATHS = {
  /** GET (operations): every courier. POST (operations): a new courier, invited by mail. */
  couriers: '/admin/dispatch/couriers',
  /** GET, PATCH (operations): one courier (vehicle, depot, settings, active). */
  courier: (id: string) => `/admin/dispatch/couriers/${id}`,
  /** GET (operations): one courier's shifts. POST (operations): a new shift. */
  courierShifts: (id: string) => `/admin/dispatch/couriers/${id}/shifts`,
  /** GET (operations): every shift of a Dubai day (`?date=YYYY-MM-DD`). */
  shifts: '/admin/dispatch/shifts',
  /** DELETE (operations): removes a shift that has not started. */
  shift: (id: string) => `/admin/dispatch/shifts/${id}`,
  /** PUT (the courier): the app's push registration (`pushId`, `gcmToken`). */
  courierDevice: '/courier/device',
  /** PUT (the courier): joins or leaves the queue of couriers waiting for work while on shift. */
  courierQueue: '/courier/queue',
  /** POST (the courier, on shift): a batch of the app's positions (positions.ts). */
  courierPositions: '/courier/positions',
  /** GET (operations): each on-shift courier's latest position, for the board's map. */
  positions: '/admin/dispatch/positions',
} as const;
