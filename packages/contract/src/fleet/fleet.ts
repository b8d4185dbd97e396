import { z } from 'zod';
import { EmailSchema, requiredText } from '../identity/common';
import { MESSAGES } from '../messages';

/** The user role of the provider's couriers, held beside the staff roles (never a staff role). */
export const COURIER_ROLE = 'courier';

/** Whether a user's roles make them a courier. */
export function isCourier(roles: readonly string[]): boolean {
  return roles.includes(COURIER_ROLE);
}

export const VEHICLE_KINDS = ['bike', 'car', 'van'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** What each kind of vehicle carries unless operations say otherwise. */
export const VEHICLE_DEFAULTS: Record<VehicleKind, { capacityParcels: number; capacityKg: number }> = {
  bike: { capacityParcels: 12, capacityKg: 25 },
  car: { capacityParcels: 40, capacityKg: 200 },
  van: { capacityParcels: 150, capacityKg: 800 },
};

/** The courier's own default window around a waypoint's time, when operations set none. */
export const DEFAULT_WAYPOINT_WINDOW_MINUTES = 15;

export const FLEET_MESSAGES = {
  courierNotFound: 'Courier not found.',
  shiftNotFound: 'Shift not found.',
  emailTaken: 'A user with this email already exists.',
  shiftEnd: 'A shift ends after it starts.',
  breakInside: 'A break lies inside its shift, and ends after it starts.',
  shiftOverlap: 'This courier already has a shift at that time.',
  shiftStarted: 'A shift that has started cannot be removed.',
  couriersOnly: 'Only couriers use the courier app.',
  couriersOnlyApp: 'Couriers use the courier app only.',
  notOnShift: 'You are not on shift now.',
  pushSubscription: 'gcmToken holds the Web Push subscription as JSON (its endpoint and keys).',
  time: 'A time is HH:MM',
  date: 'A date is YYYY-MM-DD',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ShiftTimeSchema = z.string().regex(TIME, FLEET_MESSAGES.time);
export const DispatchDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FLEET_MESSAGES.date);

export const VehicleSchema = z.object({
  kind: z.enum(VEHICLE_KINDS),
  capacityParcels: z.number().int().min(1).max(1000),
  capacityKg: z.number().int().min(1).max(5000),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** A place couriers leave from and hand parcels in at. */
export const DepotSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(100),
  lat: z.number().min(22).max(26.5),
  lng: z.number().min(51).max(56.5),
});
export type Depot = z.infer<typeof DepotSchema>;

export const CourierSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  phone: z.string(),
  vehicle: VehicleSchema,
  homeDepot: DepotSchema,
  waypointConstraintWindowMinutes: z.number().int(),
  active: z.boolean(),
  /** The invitation's state while the courier has not chosen a password. */
  invitation: z.enum(['pending', 'expired']).nullable(),
  createdAt: z.string(),
});
export type Courier = z.infer<typeof CourierSchema>;
export const CourierListSchema = z.object({ items: z.array(CourierSchema) });
export type CourierList = z.infer<typeof CourierListSchema>;

export const CreateCourierBodySchema = z.object({
  email: EmailSchema,
  fullName: requiredText(120),
  phone: z.string().trim().max(30).default(''),
  vehicle: z.object({
    kind: z.enum(VEHICLE_KINDS),
    capacityParcels: z.number().int().min(1).max(1000).optional(),
    capacityKg: z.number().int().min(1).max(5000).optional(),
  }),
  homeDepot: DepotSchema,
  waypointConstraintWindowMinutes: z.number().int().min(0).max(240).default(DEFAULT_WAYPOINT_WINDOW_MINUTES),
});
export type CreateCourierBody = z.input<typeof CreateCourierBodySchema>;

/** What operations change of a courier; the name and phone are the courier's own (their profile). */
export const UpdateCourierBodySchema = z.object({
  vehicle: VehicleSchema.optional(),
  homeDepot: DepotSchema.optional(),
  waypointConstraintWindowMinutes: z.number().int().min(0).max(240).optional(),
  active: z.boolean().optional(),
});
export type UpdateCourierBody = z.input<typeof UpdateCourierBodySchema>;

export const ShiftBreakSchema = z.object({ start: ShiftTimeSchema, end: ShiftTimeSchema });

/** A shift on a Dubai day: times are Dubai clock times. */
export const CreateShiftBodySchema = z.object({
  date: DispatchDateSchema,
  start: ShiftTimeSchema,
  end: ShiftTimeSchema,
  breaks: z.array(ShiftBreakSchema).max(4).default([]),
});
export type CreateShiftBody = z.input<typeof CreateShiftBodySchema>;

export const ShiftSchema = z.object({
  id: z.string(),
  courierId: z.string(),
  courierName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  breaks: z.array(ShiftBreakSchema),
  /** The shift's bounds as instants. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Shift = z.infer<typeof ShiftSchema>;
export const ShiftListSchema = z.object({ items: z.array(ShiftSchema) });
export type ShiftList = z.infer<typeof ShiftListSchema>;
export const ShiftListQuerySchema = z.object({ date: DispatchDateSchema });

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** The subscription held in `gcmToken`, or null when it holds none or something else. */
export function pushSubscriptionOf(gcmToken: string | null): WebPushSubscription | null {
  if (!gcmToken) return null;
  try {
    const parsed = WebPushSubscriptionSchema.safeParse(JSON.parse(gcmToken));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The courier app's push registration (docs/decisions/061): `gcmToken` holds the browser's Web
 * Push subscription as JSON (`JSON.stringify(subscription)`), `pushId` the app's own name for the
 * device (kept as sent). Null turns push off for the courier.
 */
export const CourierDeviceBodySchema = z.object({
  pushId: z.string().max(500).nullable(),
  gcmToken: z
    .string()
    .max(2000)
    .nullable()
    .refine((token) => token === null || pushSubscriptionOf(token) !== null, FLEET_MESSAGES.pushSubscription),
});
/**
 * The body of `PUT /courier/device` for a browser's push subscription (`registration.pushManager
 * .subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(env.vapidPublicKey) })`),
 * or with none (push off for this courier). `deviceName` is the app's own name for the phone.
 */
export function courierDeviceBody(subscription: { toJSON(): unknown } | null, deviceName: string | null) {
  return { pushId: deviceName, gcmToken: subscription ? JSON.stringify(subscription.toJSON()) : null };
}

/** The VAPID public key of /env.json (base64url) as the bytes `applicationServerKey` takes. */
export function vapidKeyBytes(base64url: string): Uint8Array {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * What a push to the courier app carries (the payload, decrypted by the browser): the mission that
 * gained or reordered stops, at which version. The app's service worker shows its own words for it
 * in the courier's language and opens the mission; the words are not sent.
 */
export const CourierPushMessageSchema = z.object({
  type: z.literal('mission.changed'),
  missionId: z.string(),
  version: z.number().int(),
  change: z.enum(['planned', 'order_assigned', 'stops_reordered']),
});
export type CourierPushMessage = z.infer<typeof CourierPushMessageSchema>;

export const CourierQueueBodySchema = z.object({ inQueue: z.boolean() });
