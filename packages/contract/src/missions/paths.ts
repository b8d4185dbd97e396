/**
 * Missions and the dispatch board, relative to the platform base. Operations plan and change the
 * day under the console's `/admin/dispatch/`; a courier reads their own missions and records moves
 * under `/courier/`. Every change of a mission carries the version the caller read.
 */
export const MISSION_PATHS = {
  /** GET (operations): the board of a Dubai day (`?date=`): waves, missions with stops, unassigned orders, couriers. */
  day: '/admin/dispatch/day',
  /** POST (operations): plans a wave for chosen ready orders and couriers on shift. */
  waves: '/admin/dispatch/waves',
  /** GET (operations): one wave with its missions and what could not be planned. */
  wave: (id: string) => `/admin/dispatch/waves/${id}`,
  /** POST (operations): plans the wave's unlocked stops again, keeping locked stops where they are. */
  replan: (id: string) => `/admin/dispatch/waves/${id}/replan`,
  /** GET (operations): one mission with its stops. */
  mission: (id: string) => `/admin/dispatch/missions/${id}`,
  /** POST (operations): puts an order on this mission (taken off any other). */
  assign: (id: string) => `/admin/dispatch/missions/${id}/orders`,
  /** PUT (operations): the mission's stops in a new order. */
  stopOrder: (id: string) => `/admin/dispatch/missions/${id}/stops`,
  /** PUT (operations): locks or unlocks one stop (a re-plan keeps a locked stop, its courier and place). */
  stopLock: (id: string, stopId: string) => `/admin/dispatch/missions/${id}/stops/${stopId}/lock`,
  /** POST (operations): records a move of orders (one order or a whole stop): collected, at depot, … */
  moves: '/admin/dispatch/moves',
  /** GET (operations): the day's numbers (`?from=&to=`, Dubai days): on time, per courier-hour, km per order, failed attempts, by day and zone. */
  numbers: '/admin/dispatch/numbers',
  /** GET (the courier): today's missions of the signed-in courier. */
  courierMissions: '/courier/missions',
  /** POST (the courier): records a move of the courier's own orders. */
  courierMoves: '/courier/moves',
  /** GET (the courier): the app's day in one read: the courier, today's shift and missions with their parcels (decision 059). */
  courierToday: '/courier/today',
  /** POST (the courier): actions made on the phone, applied in order, each exactly once (by its id). */
  courierActions: '/courier/actions',
  /** PUT (the courier): a proof image (raw JPEG, PNG or WebP body) under an id the phone made; idempotent. */
  courierProof: (id: string) => `/courier/proofs/${id}`,
  /**
   * GET (anyone holding the link): a proof image, through a short-lived signed link (`?expires=&sig=`)
   * the merchant's order and the tracking page answer; never by id alone.
   */
  proofImage: (id: string) => `/proofs/${id}`,
} as const;
