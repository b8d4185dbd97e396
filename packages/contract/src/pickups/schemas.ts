import { z } from 'zod';
import { COLLECTION_WINDOW_SOURCES } from './windows';

// The merchant's pickups (decision 072): the collection window of each ready order, a pickup
// asked for a chosen window at one of the account's pickup addresses, and the end-of-day pickup
// manifest each address signs off with its courier.

/** A ready order's collection window: the plan's pickup stop, the merchant's request, or the cut-offs. */
export const CollectionWindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  source: z.enum(COLLECTION_WINDOW_SOURCES),
});
export type CollectionWindow = z.infer<typeof CollectionWindowSchema>;

const DATE = z.iso.date();
const CLOCK = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const ClockWindowSchema = z.object({ date: DATE, from: CLOCK, to: CLOCK });

/** GET /quiqdash/pickups/windows: the windows a pickup can be asked for now (Dubai days and times). */
export const PickupWindowsAnswerSchema = z.object({ windows: z.array(ClockWindowSchema) });
export type PickupWindowsAnswer = z.infer<typeof PickupWindowsAnswerSchema>;

/** POST /quiqdash/pickups/requests: a pickup at one of the account's pickup addresses in an offered window. */
export const PickupRequestBodySchema = z.object({
  locationId: z.string().trim().min(1).max(64),
  date: DATE,
  from: CLOCK,
  to: CLOCK,
});
export type PickupRequestBody = z.input<typeof PickupRequestBodySchema>;

export const PICKUP_REQUEST_STATES = ['requested', 'planned', 'cancelled'] as const;
export type PickupRequestState = (typeof PICKUP_REQUEST_STATES)[number];

export const PickupRequestSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  /** `planned` once a mission's pickup stop at the address is planned for the day: no longer cancellable. */
  state: z.enum(PICKUP_REQUEST_STATES),
  createdAt: z.string(),
});
export type PickupRequest = z.infer<typeof PickupRequestSchema>;

/** GET /quiqdash/pickups/requests: the account's requests of today and later (not the cancelled). */
export const PickupRequestsAnswerSchema = z.object({ requests: z.array(PickupRequestSchema) });
export type PickupRequestsAnswer = z.infer<typeof PickupRequestsAnswerSchema>;

/** Who signed an address's manifest off: the courier (first name) and the merchant's person. */
export const ManifestSignOffSchema = z.object({
  courierFirstName: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
});
export type ManifestSignOff = z.infer<typeof ManifestSignOffSchema>;

/** One pickup address's manifest of a Dubai day: its orders, parcels and cash to collect. */
export const PickupManifestSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  orders: z.number().int(),
  parcels: z.number().int(),
  /** Cash on delivery the courier collects from the recipients, in fils. */
  codFils: z.number().int(),
  signedOff: ManifestSignOffSchema.nullable(),
});
export type PickupManifest = z.infer<typeof PickupManifestSchema>;

/** GET /quiqdash/pickups/manifests?date=: each pickup address of the account with work that day. */
export const PickupManifestsAnswerSchema = z.object({ date: z.string(), manifests: z.array(PickupManifestSchema) });
export type PickupManifestsAnswer = z.infer<typeof PickupManifestsAnswerSchema>;
