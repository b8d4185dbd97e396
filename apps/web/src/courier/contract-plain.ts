// The contract's plain values the courier app needs at run time. The contract keeps them beside
// its zod schemas (missions.ts, courier-app.ts, fleet.ts), and importing those files would put
// the schema library on the app's first load (its budget is 150 KB): so they are copied here,
// and contract-plain.test.ts holds each copy equal to the contract's.
export const COURIER_ROLE = 'courier';

export const FAILED_ATTEMPT_REASONS = [
  'recipient_unavailable',
  'wrong_address',
  'refused',
  'no_access',
  'cash_not_ready',
  'other',
] as const;

/** The refusals the app shows in its language (the contract's COURIER_APP_MESSAGES and a few of the missions'). */
export const REFUSALS = {
  noShiftToday: 'You have no shift today.',
  shiftNotStarted: 'Start your shift first.',
  shiftAlreadyStarted: 'Your shift has already started.',
  shiftEnded: 'Your shift has ended.',
  alreadyOnBreak: 'You are already on a break.',
  notOnBreak: 'You are not on a break.',
  endBreakFirst: 'End your break first.',
  stopNotYours: 'This stop is not on one of your missions.',
  notAPickup: 'Parcels are collected at a pickup stop.',
  notAHandIn: 'Parcels are handed in at a depot stop.',
  notALoad: 'Parcels are loaded at a load-at-depot stop.',
  nothingScanned: 'Scan or type at least one parcel.',
  noMatchingParcel: 'None of the scanned parcels belongs to this stop.',
  wrongDeliveryCode: 'The delivery code is not right. Ask the recipient for the code in their message.',
  deliveryCodeNeeded: 'This order needs the recipient’s delivery code.',
  deliveryCodeLocked: 'Too many wrong delivery codes for this order. Call operations.',
  cashNeeded: 'Confirm the cash collected for this cash-on-delivery order.',
  proofTooLarge: 'A proof image is at most 5 MB.',
  proofNotImage: 'A proof is a JPEG, PNG or WebP image.',
  proofIdTaken: 'This proof id is already used.',
  notOnShift: 'You are not on shift now.',
  notYourOrder: 'This order is not on one of your missions.',
  proofNeeded: 'A delivery needs a proof: a photo or signature reference, or the recipient’s name.',
} as const;

/** The fleet's and runtime's paths the app calls (FLEET_PATHS, RUNTIME_PATHS). */
export const COURIER_PATHS = {
  positions: '/courier/positions',
  device: '/courier/device',
  env: '/env.json',
} as const;

/** Positions (fleet/positions.ts): how often the app sends while on shift, and at most how many a batch. */
export const POSITION_INTERVAL_MS = 20_000;
export const MAX_POSITIONS_PER_BATCH = 50;

/** One entry of POST /courier/positions (the contract's CourierPosition). */
export type PlainPosition = { lat: number; lng: number; accuracy: number; at: string };

/** The contract's courierPositionOf: a browser position as one entry. */
export function courierPositionOf(position: {
  coords: { latitude: number; longitude: number; accuracy: number };
  timestamp: number;
}): PlainPosition {
  return {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.round(position.coords.accuracy),
    // Never after the phone's own clock: a fix stamped ahead of it (a GPS clock, a simulated
    // position) is taken as of now.
    at: new Date(Math.min(position.timestamp, Date.now())).toISOString(),
  };
}

/** The VAPID public key of /env.json (base64url) as the bytes `applicationServerKey` takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** The mission changes a push carries (CourierPushMessageSchema's `change`), and the live socket's too. */
export type MissionChangeKind = 'planned' | 'order_assigned' | 'stops_reordered' | (string & {});
