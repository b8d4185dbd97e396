import { z } from 'zod';

/** The server's own files, outside the API bases: read by the web before it knows them, and by probes. */
export const RUNTIME_PATHS = {
  /** GET: the runtime configuration (every API base the web calls). */
  env: '/env.json',
  /** GET: the name and version the server runs, to offer a reload after a deploy. */
  manifest: '/manifest.json',
  /** GET: `{ status: 'OK' }` while the process serves requests. */
  health: '/healthz',
  /** GET: `{ status: 'OK' }` when the database answers and every migration is applied; else 503 with Retry-After. */
  ready: '/readyz',
  /** GET: Prometheus metrics, for a bearer token (METRICS_TOKEN); absent without one. */
  metrics: '/metrics',
} as const;

/** /env.json: the runtime configuration keys of spec §9, read by the web at start. */
export const RuntimeConfigSchema = z.object({
  apiUrl: z.string(),
  apiVersion: z.string(),
  platformApiUrl: z.string(),
  platformApiVersion: z.string(),
  invoicerApiUrl: z.string(),
  orderCoreApiUrl: z.string(),
  orderCoreSocketUrl: z.string(),
  accountingApiUrl: z.string(),
  financeApiUrl: z.string(),
  mapsApiKey: z.string(),
  /** Where the address search calls the maps provider's Places API (MAPS_API_URL); empty when no key is set. */
  mapsApiUrl: z.string().optional(),
  geocodingApiKey: z.string(),
  analyticsId: z.string(),
  tagManagerId: z.string(),
  supportWidgetUrl: z.string(),
  reportingDashboardIds: z.array(z.string()),
  isCardPaymentLoading: z.boolean(),
  signInPublishableKey: z.string(),
  newDashboardUrl: z.string(),
  helpDeskUrl: z.string(),
  /** The finance contact the account banner names (blocked account, overdue invoices). */
  financeEmail: z.string().optional(),
  /** The dispatch board map's tile style (MAP_STYLE_URL); absent or empty: the map's own base layer of the Emirates. */
  mapStyleUrl: z.string().optional(),
  /**
   * The courier app's Web Push key (VAPID_PUBLIC_KEY, base64url): `applicationServerKey` of
   * `pushManager.subscribe`. Absent or empty: push is off on this server (docs/decisions/061).
   */
  vapidPublicKey: z.string().optional(),
  links: z.object({
    termsOfService: z.string(),
    feesScheduleV2: z.string(),
    individualFeesSchedule: z.string(),
    privacyPolicy: z.string(),
    contactFulfilment: z.string(),
    shopConnector: z.string(),
    contentSiteConnector: z.string(),
    onboardingCall: z.string(),
    migrationCall: z.string(),
    addPickupChat: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const ManifestSchema = z.object({ name: z.string(), version: z.string() });
export type Manifest = z.infer<typeof ManifestSchema>;
