import { z } from 'zod';
import { VEHICLE_KINDS } from '../fleet/fleet';
import { ServerTextSchema } from '../server-text-schema';

/**
 * The kinds of stop on a mission: a pickup at a merchant's address, a hand-in at a depot, a load at
 * a depot (orders handed in on an earlier day, delivered in this wave: decision 078), a drop-off.
 */
export const STOP_KINDS = ['pickup', 'depot', 'load', 'dropoff'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

export const MISSION_STATES = ['planned', 'in_progress', 'done', 'cancelled'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const STOP_STATES = ['pending', 'done', 'failed'] as const;
/** Predicted arrival against the promised window: late first on the board, then at risk. */
export const STOP_RISKS = ['late', 'at_risk', 'on_time'] as const;
export type StopRisk = (typeof STOP_RISKS)[number];
/** A stop is at risk when predicted to start within this many minutes of its window's end. */
export const AT_RISK_MINUTES = 15;

/** The moves operations and couriers record, and the order status each leads to. */
export const ORDER_MOVES = ['collected', 'at_depot', 'out_for_delivery', 'delivered', 'failed_attempt'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];
export const ORDER_MOVE_STATUS = {
  collected: 'collected',
  at_depot: 'received_at_depot',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivery_complete',
  failed_attempt: 'delivery_failed',
} as const satisfies Record<OrderMove, string>;

export const FAILED_ATTEMPT_REASONS = [
  'recipient_unavailable',
  'wrong_address',
  'refused',
  'no_access',
  'cash_not_ready',
  'other',
] as const;

export const MISSION_MESSAGES = {
  missionNotFound: 'Mission not found.',
  waveNotFound: 'Wave not found.',
  stopNotFound: 'Stop not found.',
  orderNotPlannable: 'Only orders ready for collection can be planned.',
  noCouriers: 'Choose at least one courier on shift.',
  stopsMismatch: "The new order must name each of the mission's stops once.",
  lockedStop: 'A locked stop keeps its place; unlock it first.',
  proofNeeded: 'A delivery needs a proof: a photo or signature reference, or the recipient’s name.',
  reasonNeeded: 'A failed attempt needs a reason.',
  notYourOrder: 'This order is not on one of your missions.',
  numbersRange: 'Choose a first day on or before the last, at most 92 days apart.',
  nothingToReplan: 'Every order of this wave is on a locked or finished stop: there is nothing to plan again.',
  depotOrderNotDue:
    'An order received at a depot is delivered from the day after it was handed in: plan it on its delivery day.',
  depotOrderPlanned: 'This order is already planned for delivery from its depot.',
  depotReattemptNotDue: 'The merchant chose a later day to deliver this order again: plan it on that day.',
  depotOrderHeld:
    "This order is back at the depot after a failed attempt and waits for the merchant's choice: reattempt on a day, or return.",
  depotOrderReturning: 'The merchant chose to return this order: it is not delivered to the recipient.',
} as const;

/** The conflict of a stale version (code `aborted`): nothing was changed. */
export const staleMissionVersion = (read: number, current: number) =>
  `This mission was changed by someone else since you read it (your version ${read}, now ${current}). Nothing was changed: reload it and make your change again.`;

export const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });

export const PromisedWindowSchema = z.object({ from: z.string(), to: z.string() });
export type PromisedWindow = z.infer<typeof PromisedWindowSchema>;

/**
 * What a courier reported at a stop beyond the move (decision 059): an order of the pickup not
 * scanned, a scanned code of none of its orders, cash collected that differs from the amount due.
 */
export const STOP_NOTE_KINDS = ['missing', 'extra', 'cash'] as const;
export const StopNoteSchema = z.object({
  kind: z.enum(STOP_NOTE_KINDS),
  orderId: z.string().nullable(),
  /** `extra`: the code as scanned or typed. */
  code: z.string().nullable(),
  /** `cash`: collected less due, in fils (negative when short). */
  differenceFils: z.number().int().nullable(),
  /** `missing`, for an order some of whose parcels were scanned: the numbers of those that were not. */
  parcels: z.array(z.number().int()).nullable().optional(),
  at: z.string(),
});
export type StopNote = z.infer<typeof StopNoteSchema>;

export const StopSchema = z.object({
  id: z.string(),
  sequence: z.number().int(),
  kind: z.enum(STOP_KINDS),
  label: z.string(),
  location: LatLngSchema,
  orderIds: z.array(z.string()),
  window: PromisedWindowSchema,
  predictedArrival: z.string().nullable(),
  risk: z.enum(STOP_RISKS),
  locked: z.boolean(),
  state: z.enum(STOP_STATES),
  /** The courier's reports at this stop (missing or extra parcels, a cash difference); absent when none. */
  notes: z.array(StopNoteSchema).optional(),
  /**
   * A depot hand-in or load: what is handed in or loaded and why, by id and values
   * (missionPlans.handIn, decision 073; missionPlans.load, decision 078).
   */
  explanationText: ServerTextSchema.nullable().optional(),
  /** Parcels on the stop's orders (a depot hand-in's or load's count); absent on other stops. */
  parcels: z.number().int().optional(),
});
export type Stop = z.infer<typeof StopSchema>;

export const MissionSchema = z.object({
  id: z.string(),
  waveId: z.string(),
  courierId: z.string(),
  courierName: z.string(),
  vehicleKind: z.enum(VEHICLE_KINDS),
  /** Send it back with every change; a stale one is refused with `aborted`. */
  version: z.number().int(),
  state: z.enum(MISSION_STATES),
  /** Unpooled orders are planned alone, in a mission of their own. */
  pooled: z.boolean(),
  distanceMeters: z.number(),
  travelSeconds: z.number(),
  /** Why this courier (the planner's line), in English. */
  explanation: z.string(),
  /** The same by id and values, for the board's language; null for a mission planned before ids. */
  explanationText: ServerTextSchema.nullable(),
  stops: z.array(StopSchema),
});
export type Mission = z.infer<typeof MissionSchema>;

export const UnassignedOrderSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  service: z.string(),
  window: PromisedWindowSchema,
  /** Why the last plan left it out, when one did. */
  reason: z.string().nullable(),
  reasonText: ServerTextSchema.nullable(),
  unpooled: z.boolean(),
  /** The depot an order received there waits at, to be delivered from it (decision 078); absent for ready orders. */
  depot: z.string().optional(),
});

export const WaveSchema = z.object({
  id: z.string(),
  date: z.string(),
  createdAt: z.string(),
  missionIds: z.array(z.string()),
  unassigned: z.array(z.object({ orderId: z.string(), reason: z.string(), reasonText: ServerTextSchema.nullable() })),
  solveMs: z.number(),
});
export type Wave = z.infer<typeof WaveSchema>;

export const DispatchCourierSchema = z.object({
  courierId: z.string(),
  name: z.string(),
  vehicleKind: z.enum(VEHICLE_KINDS),
  capacityParcels: z.number().int(),
  shift: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  inQueue: z.boolean(),
  /** Parcels on the courier's open missions today. */
  loadParcels: z.number().int(),
  capacityKg: z.number(),
  /** Kilograms on the courier's open missions today. */
  loadKg: z.number(),
});

/**
 * An order back at a depot after a failed attempt that is not offered for delivery (decision 078,
 * later): held for the merchant's choice, or to be returned to the merchant.
 */
export const HeldAtDepotSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  depot: z.string(),
  status: z.enum(['on_hold', 'return_to_origin']),
});
export type HeldAtDepot = z.infer<typeof HeldAtDepotSchema>;

export const DispatchDaySchema = z.object({
  date: z.string(),
  waves: z.array(WaveSchema),
  /** Late missions first, then at risk, then the rest. */
  missions: z.array(MissionSchema),
  unassignedOrders: z.array(UnassignedOrderSchema),
  /** Orders back at a depot that are not offered: why is their status (decision 078, later). */
  heldAtDepot: z.array(HeldAtDepotSchema).optional(),
  couriers: z.array(DispatchCourierSchema),
});
export type DispatchDay = z.infer<typeof DispatchDaySchema>;
export const DispatchDayQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const PlanWaveBodySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orderIds: z.array(z.string().min(1)).min(1).max(5000),
  courierIds: z.array(z.string().min(1)).min(1).max(500),
  /** The solver's time budget. */
  seconds: z.number().min(0.2).max(30).default(5),
});
export type PlanWaveBody = z.input<typeof PlanWaveBodySchema>;

export const ReplanBodySchema = z.object({
  /** The version of each of the wave's missions, as read. */
  versions: z.record(z.string(), z.number().int()),
  seconds: z.number().min(0.2).max(30).default(5),
  /**
   * The couriers on shift to plan on (decision 073); by default the wave's couriers and every
   * courier on shift with no open mission. Locked stops stay with their courier either way.
   */
  courierIds: z.array(z.string().min(1)).min(1).max(500).optional(),
});
export type ReplanBody = z.input<typeof ReplanBodySchema>;

export const AssignOrderBodySchema = z.object({ orderId: z.string().min(1), version: z.number().int() });
export const StopOrderBodySchema = z.object({ stopIds: z.array(z.string().min(1)).min(1), version: z.number().int() });
export const StopLockBodySchema = z.object({ locked: z.boolean(), version: z.number().int() });

export const ProofSchema = z.object({
  photoRef: z.string().max(500).optional(),
  signatureRef: z.string().max(500).optional(),
  recipientName: z.string().trim().max(120).optional(),
});

/** One order (`orderIds` of one) or a whole stop (`stopId`). */
export const OrderMoveBodySchema = z.object({
  move: z.enum(ORDER_MOVES),
  orderIds: z.array(z.string().min(1)).max(200).optional(),
  stopId: z.string().min(1).optional(),
  proof: ProofSchema.optional(),
  reason: z.enum(FAILED_ATTEMPT_REASONS).optional(),
  note: z.string().max(500).optional(),
});
export type OrderMoveBody = z.input<typeof OrderMoveBodySchema>;

export const OrderMoveAnswerSchema = z.object({
  moved: z.array(z.object({ orderId: z.string(), status: z.string() })),
  refused: z.array(z.object({ orderId: z.string(), message: z.string() })),
});

/**
 * What the merchant's order details and the recipient's tracking page show of the provider's plan:
 * the courier's first name and vehicle only (nothing else of the person), and the promised window
 * and predicted arrival of the stop the order waits for: its pickup before collection, its
 * drop-off after.
 */
export const OrderCourierSchema = z.object({
  courierFirstName: z.string(),
  vehicleKind: z.enum(VEHICLE_KINDS),
  stop: z.enum(['pickup', 'dropoff']),
  window: PromisedWindowSchema,
  predictedArrival: z.string().nullable(),
});
export type OrderCourier = z.infer<typeof OrderCourierSchema>;
