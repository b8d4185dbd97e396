import { z } from 'zod';
import { VEHICLE_KINDS } from '../fleet/fleet';
import { PromisedWindowSchema } from '../missions/missions';
import { DateOnlySchema } from '../orders/order';
import { NOTIFY_EVENTS, TRACKING_CODE_PATTERN } from './rules';

export const TrackingCodeParamsSchema = z.object({
  code: z.string().max(64),
});
export { TRACKING_CODE_PATTERN };

export const TrackingStepSchema = z.object({
  status: z.string(),
  /** ISO instant; the page shows it in Dubai time. */
  at: z.string(),
  /** A failed attempt's reason, or the recipient's own action. */
  note: z.string().nullable(),
});

/** What anyone holding the code sees: no phone number, no address beyond the area. */
export const TrackingViewSchema = z.object({
  merchant: z.object({ name: z.string(), brandColour: z.string(), logoUrl: z.string() }),
  orderId: z.string(),
  status: z.string(),
  serviceKind: z.string(),
  area: z.string(),
  emirate: z.string(),
  /** The expected delivery window: the day and Dubai wall-clock hours. */
  expected: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullable(),
  timeline: z.array(TrackingStepSchema),
  attempts: z.array(z.object({ at: z.string(), outcome: z.string() })),
  /**
   * The carrier's proof once delivered. Never the delivery code: it goes to the recipient's phone
   * and email only, as whoever holds the label could read this answer (docs/decisions/052).
   */
  proof: z.object({ photoUrl: z.string().nullable(), signatureUrl: z.string().nullable() }).nullable(),
  codAmountFils: z.number().int(),
  instructions: z.string(),
  /** The days the delivery may be moved to (YYYY-MM-DD), empty when it can no longer be moved. */
  rescheduleDays: z.array(z.string()),
  actions: z.object({
    instructions: z.boolean(),
    reschedule: z.boolean(),
    unavailable: z.boolean(),
    rating: z.boolean(),
    /** A return may be requested: delivered, within the return window, none requested yet. */
    return: z.boolean().optional(),
  }),
  /** The last moment a return may be requested (ISO instant); null when none can be. */
  returnUntil: z.string().nullable().optional(),
  /** A return was requested: the courier will collect the parcels. */
  returnRequested: z.boolean().optional(),
  rating: z.object({ stars: z.number().int(), comment: z.string() }).nullable(),
  /**
   * Once the order is on a planned mission: the courier's first name and vehicle (nothing else of
   * the person), and the drop-off's promised window while the order is out for delivery.
   */
  courier: z
    .object({
      firstName: z.string(),
      vehicleKind: z.enum(VEHICLE_KINDS),
      dropoffWindow: PromisedWindowSchema.nullable(),
      /**
       * Once the courier is on the way to this recipient (the stop before theirs is done) and until
       * the delivery or a failed attempt: the minutes to arrival, and at most an approximate
       * position (rounded to about a kilometre) with the straight distance (docs/decisions/061).
       */
      approaching: z
        .object({
          etaMinutes: z.number().int(),
          distanceKm: z.number().nullable(),
          near: z.object({ lat: z.number(), lng: z.number() }).nullable(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
export type TrackingView = z.infer<typeof TrackingViewSchema>;

export const InstructionsInputSchema = z.object({
  text: z.string().trim().min(1, 'Write your instructions').max(300, 'At most 300 characters'),
});
export const RescheduleInputSchema = z.object({ date: DateOnlySchema });
export const UnavailableInputSchema = z.object({});
export const RatingInputSchema = z.object({
  stars: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(500, 'At most 500 characters').default(''),
});

export const ReturnRequestInputSchema = z.object({
  reason: z.string().trim().max(300, 'At most 300 characters').default(''),
});

/** The tracking page settings' field checks, in English as the API answers them; the dashboard shows them in Arabic. */
export const TRACKING_SETTINGS_MESSAGES = {
  brandColour: 'Use a colour like #0b5cad',
  logoHttps: 'Use an https:// address',
} as const;

export const TrackingSettingsSchema = z.object({
  brandColour: z.string().regex(/^#[0-9a-fA-F]{6}$/, TRACKING_SETTINGS_MESSAGES.brandColour),
  logoUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, error: TRACKING_SETTINGS_MESSAGES.logoHttps }).max(500),
  ]),
  notifyEvents: z.array(z.enum(NOTIFY_EVENTS)).max(NOTIFY_EVENTS.length),
  returnWindowDays: z.number().int().min(0).max(60),
});
export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>;

export const TrackingLinkSchema = z.object({ code: z.string(), url: z.string() });
