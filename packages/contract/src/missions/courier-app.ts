import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';
import { VEHICLE_KINDS } from '../fleet/fleet';
import { ORDER_STATUSES } from '../orders/lifecycle';
import { ManifestSignOffSchema } from '../pickups/schemas';
import { FAILED_ATTEMPT_REASONS, LatLngSchema, PromisedWindowSchema, STOP_KINDS, STOP_STATES } from './missions';

// The courier app's calls (decision 059): the day in one read, the courier's actions sent in order
// and applied exactly once, and the proofs' images uploaded under ids the phone makes. The app
// works without signal: it keeps its actions and images on the phone and sends them when it can.

/**
 * The state of the courier's shift of today, as the courier clocked it in the app:
 * not started yet, on shift, on a break, ended.
 */
export const COURIER_SHIFT_STATES = ['not_started', 'on_shift', 'on_break', 'ended'] as const;
export type CourierShiftState = (typeof COURIER_SHIFT_STATES)[number];

/** The kinds of action the courier app sends (POST /courier/actions). */
export const COURIER_ACTION_KINDS = [
  'shift_start',
  'shift_end',
  'break_start',
  'break_end',
  'collect',
  'deliver',
  'fail',
  'sign_manifest',
  'hand_in',
  'load',
] as const;
export type CourierActionKind = (typeof COURIER_ACTION_KINDS)[number];

/**
 * What the server did with one action:
 * - `applied`: done, once; a retry with the same id answers the same.
 * - `refused`: not done, and never will be (the message says why); a retry answers the same.
 * - `retry`: not done yet and nothing kept: send it again later, in the same order. Only when a
 *   proof the action names has not been uploaded yet (PUT /courier/proofs/:id first); the actions
 *   after it in the same request are answered `retry` too, unapplied, so the order holds.
 */
export const COURIER_ACTION_OUTCOMES = ['applied', 'refused', 'retry'] as const;
export type CourierActionOutcome = (typeof COURIER_ACTION_OUTCOMES)[number];

/** Wrong delivery codes allowed per order; the next try is refused (`resource_exhausted`). */
export const DELIVERY_CODE_TRIES = 5;
/** The largest proof image accepted (bytes): a photo compressed on the phone is far smaller. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The image types a proof is uploaded as (the body's Content-Type); signatures are PNG. */
export const PROOF_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROOF_KINDS = ['photo', 'signature'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
/** How long a signed link to a proof image works (the merchant's drawer, the tracking page). */
export const PROOF_LINK_SECONDS = 15 * 60;

/** The courier app's refusals (the spec's error shape: a code and one of these messages). */
export const COURIER_APP_MESSAGES = {
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
  proofNotUploaded: 'The photo or signature of this delivery has not arrived yet: it will be sent again.',
  proofNotFound: 'Proof not found.',
  proofTooLarge: 'A proof image is at most 5 MB.',
  proofNotImage: 'A proof is a JPEG, PNG or WebP image.',
  proofIdTaken: 'This proof id is already used.',
  linkExpired: 'This link has expired. Open the order again.',
  collectFirst: 'Collect the parcels before signing off the manifest.',
} as const;

const ISO = z.iso.datetime({ offset: true });

/** A parcel the courier carries, as the app shows it. Nothing of the recipient beyond what the work needs. */
export const CourierParcelSchema = z.object({
  orderId: z.string(),
  /** The merchant's reference when given, else the order id. */
  reference: z.string(),
  /**
   * The order id: typed (or scanned from an order of one parcel), it counts for every parcel of
   * the order. A scan is compared trimmed and without regard to case.
   */
  labelCode: z.string(),
  parcelCount: z.number().int(),
  /**
   * What each parcel's label barcode encodes (Code 128), parcel 1 first (`parcelLabelCodes`): the
   * order id for an order of one parcel, `<order id>/<n>` for parcel n of several. At a pickup an
   * order is collected when each of its parcels is scanned, or its order id typed.
   */
  parcelCodes: z.array(z.string()),
  /** Cash to collect at the drop-off, in AED; 0 when none. */
  codAmount: z.number(),
  recipientFirstName: z.string(),
  /**
   * The recipient's phone, to call from the door: only while the order's drop-off is ahead
   * (null at a pickup and once delivered or failed).
   */
  recipientPhone: z.string().nullable(),
  /** The recipient's delivery notes (building, gate, when to call). */
  instructions: z.string(),
  /** The order has a delivery code: `deliver` must carry it (checked on the server). */
  deliveryCodeRequired: z.boolean(),
  /** The order's status now. */
  status: z.enum(ORDER_STATUSES),
});
export type CourierParcel = z.infer<typeof CourierParcelSchema>;

export const CourierStopSchema = z.object({
  id: z.string(),
  sequence: z.number().int(),
  kind: z.enum(STOP_KINDS),
  /** The merchant's or the recipient's name for the place. */
  label: z.string(),
  /** The address as one line of text (for the screen; open `location` in the maps app). */
  address: z.string(),
  location: LatLngSchema,
  window: PromisedWindowSchema,
  predictedArrival: z.string().nullable(),
  state: z.enum(STOP_STATES),
  parcels: z.array(CourierParcelSchema),
  /**
   * A pickup stop's manifest sign-off (decision 072): who signed, with which courier, when; null
   * while not signed (and at other stops). Absent from a day kept by an older app.
   */
  manifest: ManifestSignOffSchema.nullable().optional(),
});
export type CourierStop = z.infer<typeof CourierStopSchema>;

export const CourierMissionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  state: z.enum(['planned', 'in_progress', 'done', 'cancelled']),
  /** In the order the courier does them. */
  stops: z.array(CourierStopSchema),
});
export type CourierMission = z.infer<typeof CourierMissionSchema>;

export const CourierShiftSchema = z.object({
  id: z.string(),
  /** The planned shift, as instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Planned breaks, Dubai clock times (HH:MM). */
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  state: z.enum(COURIER_SHIFT_STATES),
  /** When the courier started and ended it in the app (null until then). */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type CourierShift = z.infer<typeof CourierShiftSchema>;

/** GET /courier/today: everything the app shows, in one read (kept on the phone for offline use). */
export const CourierTodaySchema = z.object({
  courier: z.object({ firstName: z.string(), vehicleKind: z.enum(VEHICLE_KINDS) }),
  /** Today's shift (Dubai day): the one under way, else the next, else the last; null when none. */
  shift: CourierShiftSchema.nullable(),
  missions: z.array(CourierMissionSchema),
  /** The server's time, to show how old the phone's copy is. */
  at: z.string(),
});
export type CourierToday = z.infer<typeof CourierTodaySchema>;

/** Every action: an id made on the phone (a UUID, the action's identity for ever) and the phone's time. */
const actionBase = { id: z.uuid(), at: ISO };

export const CourierActionSchema = z.discriminatedUnion('kind', [
  z.object({ ...actionBase, kind: z.literal('shift_start') }),
  z.object({ ...actionBase, kind: z.literal('shift_end') }),
  z.object({ ...actionBase, kind: z.literal('break_start') }),
  z.object({ ...actionBase, kind: z.literal('break_end') }),
  /** At a pickup: the codes scanned or typed; the stop's parcels that match are collected. */
  z.object({
    ...actionBase,
    kind: z.literal('collect'),
    stopId: z.string().min(1).max(100),
    scanned: z.array(z.string().trim().min(1).max(100)).max(500),
  }),
  /** At a depot hand-in stop (decision 073): the stop's parcels handed in at the depot. */
  z.object({ ...actionBase, kind: z.literal('hand_in'), stopId: z.string().min(1).max(100) }),
  /** At a load-at-depot stop (decision 078): the stop's parcels loaded, out for delivery. */
  z.object({ ...actionBase, kind: z.literal('load'), stopId: z.string().min(1).max(100) }),
  /**
   * At a drop-off: delivered with a proof (a photo, a signature or the name of who took it),
   * the delivery code when the order has one, and the cash collected (AED) for a cash order.
   */
  z.object({
    ...actionBase,
    kind: z.literal('deliver'),
    orderId: z.string().min(1).max(40),
    /** Ids of images uploaded first with PUT /courier/proofs/:id. */
    photoId: z.uuid().optional(),
    signatureId: z.uuid().optional(),
    deliveryCode: z.string().trim().max(12).optional(),
    recipientName: z.string().trim().max(120).optional(),
    cashCollected: z.number().min(0).max(1_000_000).optional(),
  }),
  /** A failed attempt, with the lifecycle's reason: the order's next step follows (on hold on the second). */
  z.object({
    ...actionBase,
    kind: z.literal('fail'),
    orderId: z.string().min(1).max(40),
    reason: z.enum(FAILED_ATTEMPT_REASONS),
    note: z.string().trim().max(500).optional(),
  }),
  /**
   * At a pickup (decision 072): the courier confirms the stop's manifest and the merchant's person
   * signs it on the screen (an image uploaded first) and types their name.
   */
  z.object({
    ...actionBase,
    kind: z.literal('sign_manifest'),
    stopId: z.string().min(1).max(100),
    signatureId: z.uuid(),
    signerName: z.string().trim().min(1).max(120),
    courierConfirmed: z.literal(true),
  }),
]);
export type CourierAction = z.infer<typeof CourierActionSchema>;

/** POST /courier/actions: applied in the given order, each exactly once. */
export const CourierActionsBodySchema = z.object({ actions: z.array(CourierActionSchema).min(1).max(200) });
export type CourierActionsBody = z.input<typeof CourierActionsBodySchema>;

export const CourierActionResultSchema = z.object({
  id: z.string(),
  kind: z.enum(COURIER_ACTION_KINDS),
  outcome: z.enum(COURIER_ACTION_OUTCOMES),
  /** A refusal's code (the spec's error codes) and message (COURIER_APP_MESSAGES and the like). */
  code: z.enum(ERROR_CODES).optional(),
  message: z.string().optional(),
  /** The shift's state after a shift or break action. */
  shiftState: z.enum(COURIER_SHIFT_STATES).optional(),
  /** `collect`: the orders collected, the stop's orders not scanned, the codes matching none of them. */
  collected: z.array(z.string()).optional(),
  missing: z.array(z.string()).optional(),
  extra: z.array(z.string()).optional(),
  /** `hand_in`: the stop's orders recorded at the depot (decision 073); the others are in `missing`. */
  handedIn: z.array(z.string()).optional(),
  /** `load`: the stop's orders out for delivery (decision 078); the others are in `missing`. */
  loaded: z.array(z.string()).optional(),
  /** `deliver`, `fail`: the order's status after the action. */
  orderStatus: z.enum(ORDER_STATUSES).optional(),
  /** `deliver` of a cash order: collected less due, AED (0 when exact); recorded when not 0. */
  cashDifference: z.number().optional(),
  /** A wrong delivery code: the tries left for this order. */
  triesLeft: z.number().int().optional(),
  /** `sign_manifest`: the manifest's orders, parcels and cash to collect (fils) as signed. */
  manifest: z.object({ orders: z.number().int(), parcels: z.number().int(), codFils: z.number().int() }).optional(),
});
export type CourierActionResult = z.infer<typeof CourierActionResultSchema>;
export const CourierActionsAnswerSchema = z.object({ results: z.array(CourierActionResultSchema) });
export type CourierActionsAnswer = z.infer<typeof CourierActionsAnswerSchema>;

/** PUT /courier/proofs/:id (raw image body): the stored image's id; the same id again answers the same. */
export const ProofUploadAnswerSchema = z.object({
  id: z.string(),
  /** The stored image after re-encoding (metadata stripped). */
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProofUploadAnswer = z.infer<typeof ProofUploadAnswerSchema>;
