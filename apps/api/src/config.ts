import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import type { OutboundConfig } from './platform/outbound';

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** A link the web renders as an `href`: http(s) only, so a `javascript:` URL can never reach a page. */
const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` }).optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Sameday <no-reply@sameday.ae>'),
  /** Recipient SMS / WhatsApp: a Twilio-compatible Messages API; without it messages stay in the outbox. */
  MESSAGING_URL: z.url().optional(),
  MESSAGING_ACCOUNT_SID: z.string().optional(),
  MESSAGING_AUTH_TOKEN: z.string().optional(),
  MESSAGING_SMS_FROM: z.string().optional(),
  MESSAGING_WHATSAPP_FROM: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: booleanFromEnv(true),
  DEMO_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TRUST_PROXY: booleanFromEnv(false),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FINANCE_EMAIL: z.string().default('finance@sameday.ae'),
  SUPPORT_EMAIL: z.string().default('support@sameday.ae'),
  HELP_DESK_URL: z.string().default('https://help.sameday.ae'),
  TAG_MANAGER_ID: z.string().default(''),
  SUPPORT_WIDGET_URL: httpUrl('SUPPORT_WIDGET_URL'),
  /** The dispatch board map's tile style (a MapLibre style JSON); empty: the map's own offline base layer. */
  MAP_STYLE_URL: httpUrl('MAP_STYLE_URL'),
  /**
   * Where proof images are kept (decision 059): an S3-compatible bucket when S3_BUCKET is set,
   * else a folder under DATA_DIR. S3_ENDPOINT names a server other than AWS (path-style addresses).
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and dashes)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'S3_REGION must be a region name such as me-central-1')
    .default('me-central-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(3).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8).max(200).optional(),
  /** Web Push for the courier app (docs/decisions/061): all three or none (`npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
  /** The wave planner's travel: an OSRM server's Table service; unset: the Emirates model (decision 056). */
  OSRM_URL: z.url({ protocol: /^https?$/, error: 'OSRM_URL must be an http:// or https:// URL' }).optional(),
  /** The wave planner's solver: a VROOM server (its JSON API); unset: the embedded planner (decision 056). */
  VROOM_URL: z.url({ protocol: /^https?$/, error: 'VROOM_URL must be an http:// or https:// URL' }).optional(),
  /** /env.json links (spec §9): the online-shop connector listing, the content-site plugin, the call booking pages. */
  SHOP_CONNECTOR_URL: httpUrl('SHOP_CONNECTOR_URL'),
  CONTENT_SITE_CONNECTOR_URL: httpUrl('CONTENT_SITE_CONNECTOR_URL'),
  ONBOARDING_CALL_URL: httpUrl('ONBOARDING_CALL_URL'),
  MIGRATION_CALL_URL: httpUrl('MIGRATION_CALL_URL'),
  NEW_DASHBOARD_URL: z
    .url({ protocol: /^https?$/, error: 'NEW_DASHBOARD_URL must be an http:// or https:// URL' })
    .optional(),
  MAPS_API_KEY: z.string().max(200).optional(),
  /** Where the browser reaches the maps provider's Places API (its origin joins the CSP's connect-src). */
  MAPS_API_URL: z
    .url({ protocol: /^https?$/, error: 'MAPS_API_URL must be an http:// or https:// URL' })
    .default('https://places.googleapis.com'),
  SHOPIFY_API_KEY: z.string().max(200).optional(),
  SHOPIFY_API_SECRET: z.string().max(200).optional(),
  SHOPIFY_API_BASE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{shop\}/, 'SHOPIFY_API_BASE_URL must be an http(s) URL holding {shop}')
    .optional(),
  ZID_CLIENT_ID: z.string().max(200).optional(),
  ZID_CLIENT_SECRET: z.string().max(200).optional(),
  ZID_OAUTH_BASE_URL: z.url({ protocol: /^https?$/, error: 'ZID_OAUTH_BASE_URL must be an http(s) URL' }).optional(),
  ZID_API_BASE_URL: z.url({ protocol: /^https?$/, error: 'ZID_API_BASE_URL must be an http(s) URL' }).optional(),
  SALLA_CLIENT_ID: z.string().max(200).optional(),
  SALLA_CLIENT_SECRET: z.string().max(200).optional(),
  /** The Salla app's webhook secret (Partner Portal, app settings): Salla signs every store's events with it. */
  SALLA_WEBHOOK_SECRET: z.string().max(200).optional(),
  SALLA_ACCOUNTS_URL: z.url({ protocol: /^https?$/, error: 'SALLA_ACCOUNTS_URL must be an http(s) URL' }).optional(),
  SALLA_API_URL: z.url({ protocol: /^https?$/, error: 'SALLA_API_URL must be an http(s) URL' }).optional(),
  INTEGRATIONS_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'INTEGRATIONS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  RUN_JOBS: z.enum(['true', 'false']).optional(),
  RUN_SCHEDULES: z.enum(['true', 'false']).optional(),
  REPORTING_DASHBOARD_IDS: z
    .string()
    .regex(/^[A-Za-z0-9_,-]*$/, 'REPORTING_DASHBOARD_IDS is a comma-separated list of ids')
    .default(''),
  REPORTING_EMBED_SECRET: z.string().min(32, 'REPORTING_EMBED_SECRET must be at least 32 characters').optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  ADMIN_EMAILS: z.string().default(''),
  CARRIER_WEBHOOK_KEY: z.string().min(24, 'CARRIER_WEBHOOK_KEY must be at least 24 characters').optional(),
  FULFILMENT_INTERNAL_KEY: z.string().min(24, 'FULFILMENT_INTERNAL_KEY must be at least 24 characters').optional(),
  /** Aramex's Shipping Services API (JSON): the base before /Shipping, /RateCalculator, /Tracking. */
  ARAMEX_URL: z.url({ protocol: /^https?$/ }).default('https://ws.aramex.net/ShippingAPI.V2'),
  ARAMEX_ACCOUNT_NUMBER: z.string().trim().min(1).max(50).optional(),
  ARAMEX_ACCOUNT_PIN: z.string().trim().min(1).max(50).optional(),
  ARAMEX_ACCOUNT_ENTITY: z.string().trim().min(1).max(10).optional(),
  ARAMEX_ACCOUNT_COUNTRY_CODE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'ARAMEX_ACCOUNT_COUNTRY_CODE is a two-letter country code')
    .optional(),
  ARAMEX_USERNAME: z.string().trim().min(1).max(200).optional(),
  ARAMEX_PASSWORD: z.string().min(1).max(500).optional(),
  /** A Karrio server's REST API (the base before /v1); with KARRIO_API_KEY, every carrier it is connected to. */
  KARRIO_URL: z.url({ protocol: /^https?$/ }).optional(),
  KARRIO_API_KEY: z.string().trim().min(1).max(500).optional(),
  FULFILMENT_EMAIL: z.email().default('fulfilment@sameday.ae'),
  SUPPLIER_NAME: z.string().default('Sameday Delivery Services L.L.C.'),
  SUPPLIER_ADDRESS: z
    .string()
    .default('Office 1204, Aspin Commercial Tower, Sheikh Zayed Road, Dubai, United Arab Emirates'),
  SUPPLIER_TRN: z
    .string()
    .regex(/^\d{15}$/, 'SUPPLIER_TRN must be the 15-digit tax registration number')
    .default('100123456700003'),
  BANK_ACCOUNT_NAME: z.string().default('Sameday Delivery Services L.L.C.'),
  BANK_NAME: z.string().default('Emirates NBD'),
  BANK_IBAN: z.string().default('AE070331234567890123456'),
  BANK_SWIFT: z.string().default('EBILAEAD'),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().positive().optional(),
  PAYMENT_PROVIDER_URL: z.url().default('https://api.stripe.com'),
  PAYMENT_SECRET_KEY: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  WOOCOMMERCE_HTTP_HOSTS: z
    .string()
    .regex(/^[a-z0-9.,:-]*$/i, 'WOOCOMMERCE_HTTP_HOSTS is a comma-separated list of host names')
    .default(''),
  WEBHOOK_HTTP_HOSTS: z
    .string()
    .regex(/^[a-z0-9.,:-]*$/i, 'WEBHOOK_HTTP_HOSTS is a comma-separated list of host names')
    .default(''),
  /** Hosts every outgoing call to an address a user typed may reach as they are (http, private addresses, any port). */
  OUTBOUND_TRUSTED_HOSTS: z
    .string()
    .regex(/^[a-z0-9.,:-]*$/i, 'OUTBOUND_TRUSTED_HOSTS is a comma-separated list of host names')
    .default(''),
  /** Ports besides 443 and 80 that an address a user typed may use. */
  OUTBOUND_PORTS: z
    .string()
    .regex(/^(\d{1,5}(,\d{1,5})*)?$/, 'OUTBOUND_PORTS is a comma-separated list of port numbers')
    .refine(
      (ports) => ports.split(',').every((port) => port === '' || (Number(port) >= 1 && Number(port) <= 65535)),
      'OUTBOUND_PORTS holds ports from 1 to 65535',
    )
    .default(''),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive('WEBHOOK_TIMEOUT_SECONDS must be more than 0')
    .max(60, 'WEBHOOK_TIMEOUT_SECONDS must be at most 60')
    .default(15),
  /**
   * Tests only: the domain's clock starts at this instant when the process starts and runs on in
   * real time from there (an offset clock), so a browser journey plans a morning wave at any hour.
   * Refused in production.
   */
  CLOCK_STARTS_AT: z.iso
    .datetime({ offset: true, error: 'CLOCK_STARTS_AT must be an ISO date and time with its offset' })
    .optional(),
  /** How long a proof of delivery's photo and signature are kept after the delivery (decision 059). */
  PROOF_RETENTION_DAYS: z.coerce
    .number()
    .int('PROOF_RETENTION_DAYS must be a whole number of days')
    .min(30, 'PROOF_RETENTION_DAYS must be at least 30')
    .max(3650, 'PROOF_RETENTION_DAYS must be at most 3650')
    .default(365),
  /** What the orders list's pages this process keeps may weigh, in MB; 0 keeps none (decision 084). */
  ORDERS_LIST_KEPT_MB: z.coerce
    .number()
    .int('ORDERS_LIST_KEPT_MB must be a whole number of megabytes')
    .min(0, 'ORDERS_LIST_KEPT_MB must be 0 or more')
    .max(4096, 'ORDERS_LIST_KEPT_MB must be at most 4096')
    .default(32),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .positive('SHUTDOWN_GRACE_SECONDS must be more than 0')
    .max(600, 'SHUTDOWN_GRACE_SECONDS must be at most 600')
    .default(10),
  /** The bearer token a Prometheus scraper sends to /metrics; unset, /metrics does not exist (decision 065). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, 'METRICS_TOKEN must be 24 to 256 printable characters without spaces')
    .optional(),
  /** Where traces go (OTLP over HTTP, `/v1/traces` added); unset, no tracing library is even loaded (decision 065). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL' })
    .optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'OTEL_SERVICE_NAME is a name of letters, digits, dots, dashes and underscores')
    .default('sameday'),
});

export type RateLimit = { max: number; timeWindow: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Store hosts a WooCommerce store may be reached at over plain http (a local test store); none by default. */
  woocommerceHttpHosts: string[];
  /**
   * Outgoing webhooks: hosts an endpoint may use over plain http, and whose private or loopback
   * addresses are allowed (a local receiver); none by default. How long a receiver has to answer.
   */
  webhooks: { httpHosts: string[]; timeoutMs: number };
  /**
   * Every outgoing call to an address a user typed (platform/outbound.ts, docs/decisions/051): hosts
   * reached as they are (OUTBOUND_TRUSTED_HOSTS; WEBHOOK_HTTP_HOSTS and WOOCOMMERCE_HTTP_HOSTS add
   * hosts for their own calls), ports allowed besides 443 and 80, and (tests only) a resolver stand-in.
   */
  outbound: OutboundConfig;
  seedDemo: boolean;
  demoPassword: string | undefined;
  jwtSecret: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** 'pretty': one readable line per event, for a person at a terminal; 'json': one JSON object per line, for log collectors. */
  logFormat: 'pretty' | 'json';
  webDist: string;
  financeEmail: string;
  supportEmail: string;
  helpDeskUrl: string;
  tagManagerId: string;
  supportWidgetUrl: string;
  /** The dispatch board map's tile style; empty: the map's own base layer of the Emirates. */
  mapStyleUrl?: string;
  /** Web Push to the courier app (VAPID keys and subject); null: push is off (docs/decisions/061). */
  push: { publicKey: string; privateKey: string; subject: string } | null;
  /** The wave planner's outside services (decision 056): an OSRM server for travel, a VROOM server to solve; unset, the embedded ones. */
  routing?: { osrmUrl?: string; vroomUrl?: string };
  /** Where proof images are kept (decision 059): a folder under DATA_DIR (absent or null), or an S3-compatible bucket. */
  fileStore?: {
    bucket: string;
    region: string;
    endpoint?: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
  /** Where /env.json's connector and call-booking links point; empty hides them. */
  externalLinks: { shopConnector: string; contentSiteConnector: string; onboardingCall: string; migrationCall: string };
  /** Operations staff: these addresses get the 'admin' role once proven (docs/decisions/013). */
  adminEmails: string[];
  /** The api-key header the carrier status webhook must carry; unset turns the webhook off. */
  carrierWebhookKey: string | undefined;
  /** The x-api-key header the warehouse system and shop integration send to the internal fulfilment path; unset turns it off. */
  fulfilmentInternalKey: string | undefined;
  /** The partner carriers' APIs; null leaves that carrier out of the product (docs/decisions/069, 070). */
  carrierApis: { aramex: AramexApiConfig | null; karrio?: KarrioApiConfig | null };
  /** Where fulfilment contact requests are mailed (operations). */
  fulfilmentEmail: string;
  /** The recipient messages' provider (SMS / WhatsApp), or undefined: the outbox keeps them. */
  messaging?: { url: string; accountSid: string; authToken: string; smsFrom: string; whatsappFrom: string };
  /** Who issues our tax invoices and where merchants pay them (docs/decisions/018). */
  supplier: {
    name: string;
    address: string;
    trn: string;
    bank: { accountName: string; bankName: string; iban: string; swift: string };
  };
  /** Past these the API answers 503 with Retry-After at once (platform/overload.ts). */
  overload: { maxInFlight: number; retryAfterSeconds: number };
  /**
   * Card payments through the payment provider's hosted page (docs/decisions/019); null turns them off.
   * Tests and a developer's trial point `apiUrl` at the provider's stand-in (test support, never started here).
   */
  payments: {
    apiUrl: string;
    secretKey: string;
    webhookSecret: string;
  } | null;
  /** On SIGTERM or SIGINT: how long requests under way may take to finish before their connections are closed. */
  shutdownGraceMs: number;
  /** Proofs of delivery older than this are deleted, images and rows, once a day (PROOF_RETENTION_DAYS). */
  proofRetentionDays: number;
  /** What the orders list's pages one process keeps may weigh, in bytes; 0 keeps none (decision 084). */
  ordersListKeptBytes: number;
  /** Tests only (CLOCK_STARTS_AT): where the domain's clock starts; null: the real clock. */
  clockStartsAt: Date | null;
  /**
   * Metrics, traces and readiness (decision 065): the bearer token /metrics asks for (null: no
   * /metrics), and the OTLP/HTTP receiver spans are sent to (null: no tracing).
   */
  observability: { metricsToken: string | null; traces: { endpoint: string; serviceName: string } | null };
  /** Per-IP limits of the guessable and costly identity endpoints. */
  rateLimits: {
    signUp: RateLimit;
    identifier: RateLimit;
    signIn: RateLimit;
    forgotPassword: RateLimit;
    resetCode: RateLimit;
    resetConfirm: RateLimit;
    cardPayment: RateLimit;
    /** A signed-in user changing their own password (the current one is guessed here too). */
    passwordChange: RateLimit;
    /** A signed-in user changing their own name and phone. */
    profileChange: RateLimit;
    /** Per authenticated API client: the OAuth token, introspection and revocation calls. */
    oauthToken: RateLimit;
    /**
     * Per IP and route, every public API route that declares no limit of its own (the OAuth pages,
     * the refresh cookie's calls, the invitation preview, the webhook receivers with their own keys).
     */
    publicDefault: RateLimit;
    /** Failed client authentications at the OAuth token endpoints, per IP (then that IP is refused). */
    oauthClientFailures: RateLimit;
    /** Failed client authentications at the OAuth token endpoints, per IP and client_id. */
    oauthClientFailuresPerClient: RateLimit;
    /** The public tracking page's lookups, per IP (codes are guessed here if anywhere). */
    trackingLookup: RateLimit;
    /** The recipient's changes on the tracking page, per IP. */
    trackingAction: RateLimit;
    /** The recipient's confirmations (phone digits or a code) on the tracking page, per IP. */
    trackingVerify: RateLimit;
    /** One-time codes sent to recipients' phones, per IP (each order has its own limit too). */
    trackingCodeSend: RateLimit;
    /**
     * Per account, counted in the database (every API process sees the same count): test events
     * sent to webhook endpoints, and team invitations (each one an outgoing request or a mail
     * with text the merchant chose).
     */
    webhookTestEvents: RateLimit;
    teamInvitations: RateLimit;
    /** The courier app's batches of positions, per courier's token and IP (one every 15–30 s, and on each action). */
    courierPositions: RateLimit;
  };
  /** The newer dashboard's base URL (the bridge-quiqdash flag sends users there); empty: none. */
  newDashboardUrl: string;
  /** The maps provider's key, given to the web in /env.json; empty: addresses are searched locally only. */
  mapsApiKey: string;
  /** Where the browser calls the maps provider (Places API) when a key is set. */
  mapsApiUrl: string;
  /**
   * The Shopify app (Partners dashboard: client id and secret); null turns Shopify off. `baseUrl` is where a
   * shop's admin answers, `{shop}` standing for its domain: `https://{shop}` unless configured otherwise.
   */
  shopify: { apiKey: string; apiSecret: string; baseUrl: string } | null;
  /** The Zid app (ZID_CLIENT_ID, ZID_CLIENT_SECRET) and where Zid answers (its OAuth server, its API); null: not offered. */
  zid: { clientId: string; clientSecret: string; oauthBaseUrl: string; apiBaseUrl: string } | null;
  /**
   * The Salla app (SALLA_CLIENT_ID, SALLA_CLIENT_SECRET, SALLA_WEBHOOK_SECRET), its OAuth server
   * (`https://accounts.salla.sa`) and Merchant API (`https://api.salla.dev/admin/v2`); null: not offered.
   */
  salla: { clientId: string; clientSecret: string; webhookSecret: string; accountsUrl: string; apiUrl: string } | null;
  /** AES-256-GCM key for shop credentials (32 bytes); unset: one is generated and kept in the database. */
  integrationsKey: string | undefined;
  /** Whether this process works the durable jobs in the background (tests drain them by hand). */
  runJobs: boolean;
  /**
   * Whether this process asks for the schedules' periods (month-end invoices, week-end COD
   * statements, cleanups: decision 064). Off in tests, which turn it on where they test it.
   */
  runSchedules: boolean;
  /** The embedded reporting dashboards (/env.json `reportingDashboardIds`) and the key their tokens are signed with. */
  reporting: { dashboardIds: string[]; embedSecret: string | undefined };
  /** What NODE_ENV=production would refuse in this configuration (productionProblems); empty in production. */
  notForProduction: string[];
};

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  signUp: { max: 10, timeWindow: 10 * MINUTE },
  identifier: { max: 30, timeWindow: MINUTE },
  signIn: { max: 30, timeWindow: MINUTE },
  forgotPassword: { max: 5, timeWindow: 10 * MINUTE },
  resetCode: { max: 5, timeWindow: 10 * MINUTE },
  resetConfirm: { max: 20, timeWindow: 10 * MINUTE },
  cardPayment: { max: 10, timeWindow: MINUTE },
  passwordChange: { max: 10, timeWindow: 10 * MINUTE },
  profileChange: { max: 30, timeWindow: 10 * MINUTE },
  oauthToken: { max: 600, timeWindow: MINUTE },
  publicDefault: { max: 1200, timeWindow: MINUTE },
  oauthClientFailures: { max: 100, timeWindow: 10 * MINUTE },
  oauthClientFailuresPerClient: { max: 20, timeWindow: 10 * MINUTE },
  trackingLookup: { max: 60, timeWindow: MINUTE },
  trackingAction: { max: 20, timeWindow: 10 * MINUTE },
  trackingVerify: { max: 20, timeWindow: 10 * MINUTE },
  trackingCodeSend: { max: 5, timeWindow: 10 * MINUTE },
  webhookTestEvents: { max: 20, timeWindow: 60 * MINUTE },
  courierPositions: { max: 20, timeWindow: MINUTE },
  teamInvitations: { max: 50, timeWindow: 24 * 60 * MINUTE },
};

type Env = z.output<typeof EnvSchema>;

/** Card payments are on when the provider's secret key is given (with its webhook secret); else bank transfer only. */
/** The Salla app: its three secrets turn it on together; its OAuth server and Merchant API. */
function sallaConfig(e: Env): Config['salla'] {
  if (!e.SALLA_CLIENT_ID || !e.SALLA_CLIENT_SECRET || !e.SALLA_WEBHOOK_SECRET) return null;
  return {
    clientId: e.SALLA_CLIENT_ID,
    clientSecret: e.SALLA_CLIENT_SECRET,
    webhookSecret: e.SALLA_WEBHOOK_SECRET,
    accountsUrl: (e.SALLA_ACCOUNTS_URL ?? 'https://accounts.salla.sa').replace(/\/$/, ''),
    apiUrl: (e.SALLA_API_URL ?? 'https://api.salla.dev/admin/v2').replace(/\/$/, ''),
  };
}

function paymentsConfig(e: Env): Config['payments'] {
  if (!e.PAYMENT_SECRET_KEY) return null;
  return {
    apiUrl: e.PAYMENT_PROVIDER_URL,
    secretKey: e.PAYMENT_SECRET_KEY,
    webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? '',
  };
}

/** The default request limits, each maximum scaled by RATE_LIMIT_MULTIPLIER. */
function scaledRateLimits(multiplier: number): Config['rateLimits'] {
  return Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
      name,
      { ...limit, max: Math.ceil(limit.max * multiplier) },
    ]),
  ) as Config['rateLimits'];
}

type ConfigProblem = { variable: string; message: string };

/**
 * The secrets checked in production, each with its least length: the keys this platform signs or
 * checks with (chosen by whoever deploys it), then those a provider issues (theirs are longer).
 */
const PRODUCTION_SECRETS: Record<string, number> = {
  JWT_SECRET: 32,
  REPORTING_EMBED_SECRET: 32,
  INTEGRATIONS_ENCRYPTION_KEY: 44,
  CARRIER_WEBHOOK_KEY: 24,
  FULFILMENT_INTERNAL_KEY: 24,
  PAYMENT_SECRET_KEY: 16,
  PAYMENT_WEBHOOK_SECRET: 16,
  SHOPIFY_API_SECRET: 16,
  SALLA_CLIENT_SECRET: 16,
  SALLA_WEBHOOK_SECRET: 16,
  ZID_CLIENT_SECRET: 16,
  MESSAGING_AUTH_TOKEN: 16,
  S3_SECRET_ACCESS_KEY: 16,
  METRICS_TOKEN: 24,
};

/** Who issues the invoices, where merchants pay them, and whom they write to: never a built-in example in production. */
const BUSINESS_DETAILS = [
  'SUPPLIER_NAME',
  'SUPPLIER_ADDRESS',
  'SUPPLIER_TRN',
  'BANK_ACCOUNT_NAME',
  'BANK_NAME',
  'BANK_IBAN',
  'BANK_SWIFT',
  'MAIL_FROM',
  'FINANCE_EMAIL',
  'SUPPORT_EMAIL',
  'FULFILMENT_EMAIL',
  'HELP_DESK_URL',
] as const;

/** The built-in examples that are nobody's: refused in production even when set by hand. */
const INVENTED_DETAILS = ['SUPPLIER_ADDRESS', 'SUPPLIER_TRN', 'BANK_IBAN'] as const;

/** Outside services that are sent a secret: over https only in production. */
const SECRET_BEARING_URLS = [
  'PAYMENT_PROVIDER_URL',
  'MESSAGING_URL',
  'ARAMEX_URL',
  'KARRIO_URL',
  'SHOPIFY_API_BASE_URL',
  'SALLA_ACCOUNTS_URL',
  'SALLA_API_URL',
  'ZID_OAUTH_BASE_URL',
  'ZID_API_BASE_URL',
  'S3_ENDPOINT',
] as const;

/**
 * Why a secret is too weak, or null. The rule: at least its least length; at least 8 different
 * characters; not one shorter part repeated (`abcabc…`); and at most half of its neighbouring
 * characters the same or next to each other (`aaaa`, `abcd`, `4321`). A random key
 * (`openssl rand -base64 32`, 44 characters) always passes; 32 random hex digits fail about once
 * in 60,000 draws. The secret itself is never part of the answer.
 */
export function secretWeakness(secret: string, leastLength: number): string | null {
  if (secret.length < leastLength) return `must be at least ${leastLength} characters`;
  if (new Set(secret).size < 8) return 'uses fewer than 8 different characters';
  for (let period = 1; period <= secret.length / 2; period += 1) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) return 'is one shorter part repeated';
  }
  let steps = 0;
  for (let index = 1; index < secret.length; index += 1) {
    if (Math.abs(secret.charCodeAt(index) - secret.charCodeAt(index - 1)) <= 1) steps += 1;
  }
  if (steps * 2 > secret.length - 1) return 'is mostly repeated or consecutive characters';
  return null;
}

/** Whether an IBAN's check digits hold (ISO 13616: the number, rearranged, is 1 modulo 97). */
function isIban(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * What a production start refuses, read from the variables as given: a weak secret, a business
 * detail left to its built-in example, a public address that is not https, no mail server, demo
 * data. Development and tests keep their defaults; there the same list is only counted.
 */
export function productionProblems(given: Record<string, string | undefined>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const [variable, leastLength] of Object.entries(PRODUCTION_SECRETS)) {
    const secret = given[variable];
    const weakness = secret === undefined ? null : secretWeakness(secret, leastLength);
    if (weakness)
      problems.push({ variable, message: `too weak: ${weakness} (openssl rand -base64 32 makes a strong one)` });
  }
  const examples = EnvSchema.parse({}) as Record<string, unknown>;
  for (const variable of BUSINESS_DETAILS) {
    if (given[variable] === undefined) {
      problems.push({ variable, message: 'must be set in production (the built-in value is an example)' });
    } else if ((INVENTED_DETAILS as readonly string[]).includes(variable) && given[variable] === examples[variable]) {
      problems.push({ variable, message: 'is the built-in example; set the real one' });
    }
  }
  if (given.BANK_IBAN !== undefined && !isIban(given.BANK_IBAN)) {
    problems.push({ variable: 'BANK_IBAN', message: 'is not a valid IBAN (its check digits do not hold)' });
  }
  if (!given.PUBLIC_URL?.startsWith('https://')) {
    problems.push({ variable: 'PUBLIC_URL', message: 'must be set to the https:// address merchants use' });
  }
  for (const variable of SECRET_BEARING_URLS) {
    const url = given[variable];
    if (url !== undefined && !url.startsWith('https://')) {
      problems.push({ variable, message: 'must be an https:// URL in production (it is sent a secret)' });
    }
  }
  if (given.SMTP_URL === undefined) {
    problems.push({ variable: 'SMTP_URL', message: 'must be set in production (else mail stays in the outbox)' });
  }
  if (given.CLOCK_STARTS_AT !== undefined) {
    problems.push({ variable: 'CLOCK_STARTS_AT', message: 'must not be set in production (a test clock)' });
  }
  if (given.SEED_DEMO !== undefined && ['true', '1', 'yes'].includes(given.SEED_DEMO)) {
    problems.push({
      variable: 'SEED_DEMO',
      message: 'must be off in production (the demo merchant has a known password)',
    });
  }
  return problems;
}

/** The bucket proofs are kept in, when S3_BUCKET is set (decision 059); null: the folder under DATA_DIR. */
function fileStoreConfig(e: Env): Config['fileStore'] {
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The S3 settings that do not make a bucket: another S3_* without S3_BUCKET, one key without the other. */
function fileStoreProblems(given: Record<string, string | undefined>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => given[name]);
  if (!given.S3_BUCKET && others.length > 0) {
    problems.push({ variable: 'S3_BUCKET', message: `must be set with ${others.join(', ')} (proofs go to a bucket)` });
  }
  if (Boolean(given.S3_ACCESS_KEY_ID) !== Boolean(given.S3_SECRET_ACCESS_KEY)) {
    problems.push({ variable: '', message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are both needed, or neither' });
  }
  return problems;
}

/** Settings that work only together: one given without the others is a mistake, said at start. */
function pairedSettingProblems(given: Record<string, string | undefined>): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  const vapid = [given.VAPID_PUBLIC_KEY, given.VAPID_PRIVATE_KEY, given.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    problems.push({
      variable: '',
      message: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are all needed for push to couriers',
    });
  }
  if (given.PAYMENT_SECRET_KEY && !given.PAYMENT_WEBHOOK_SECRET) {
    problems.push({
      variable: '',
      message: 'PAYMENT_SECRET_KEY and PAYMENT_WEBHOOK_SECRET are both needed for card payments',
    });
  }
  return problems;
}

/** Parses the environment once; stops with every problem listed (in production, productionProblems too). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (SMTP_URL=) means "not set", as in most tools.
  const given: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ variable: issue.path.join('.'), message: issue.message }));
  problems.push(...fileStoreProblems(given), ...pairedSettingProblems(given));
  // A variable the schema already refused is named once, by the schema.
  const fromProduction = productionProblems(given).filter(
    (problem) => !problems.some((known) => known.variable === problem.variable),
  );
  if (given.NODE_ENV === 'production') problems.push(...fromProduction);
  if (problems.length > 0 || !parsed.success) {
    const lines = problems.map(({ variable, message }) => (variable ? `  ${variable}: ${message}` : `  ${message}`));
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    woocommerceHttpHosts: e.WOOCOMMERCE_HTTP_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    webhooks: {
      httpHosts: e.WEBHOOK_HTTP_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
    outbound: {
      trustedHosts: e.OUTBOUND_TRUSTED_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      ports: e.OUTBOUND_PORTS.split(',').filter(Boolean).map(Number),
    },
    // Production seeds no demo merchant unless asked (and then refuses to start: productionProblems).
    seedDemo: e.NODE_ENV === 'production' && given.SEED_DEMO === undefined ? false : e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    // A terminal gets readable lines; production and anything piped (a process manager, a
    // container, a file) gets JSON, unless LOG_FORMAT says otherwise.
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV !== 'production' && process.stdout.isTTY ? 'pretty' : 'json'),
    webDist: path.resolve(e.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    financeEmail: e.FINANCE_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    helpDeskUrl: e.HELP_DESK_URL,
    tagManagerId: e.TAG_MANAGER_ID,
    supportWidgetUrl: e.SUPPORT_WIDGET_URL ?? '',
    mapStyleUrl: e.MAP_STYLE_URL ?? '',
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    routing: { osrmUrl: e.OSRM_URL?.replace(/\/$/, ''), vroomUrl: e.VROOM_URL?.replace(/\/$/, '') },
    fileStore: fileStoreConfig(e),
    externalLinks: {
      shopConnector: e.SHOP_CONNECTOR_URL ?? '',
      contentSiteConnector: e.CONTENT_SITE_CONNECTOR_URL ?? '',
      onboardingCall: e.ONBOARDING_CALL_URL ?? '',
      migrationCall: e.MIGRATION_CALL_URL ?? '',
    },
    newDashboardUrl: (e.NEW_DASHBOARD_URL ?? '').replace(/\/$/, ''),
    mapsApiKey: e.MAPS_API_KEY ?? '',
    mapsApiUrl: e.MAPS_API_URL.replace(/\/$/, ''),
    reporting: {
      dashboardIds: e.REPORTING_DASHBOARD_IDS.split(',').filter(Boolean),
      embedSecret: e.REPORTING_EMBED_SECRET,
    },
    notForProduction: e.NODE_ENV === 'production' ? [] : fromProduction.map(({ variable }) => variable),
    carrierWebhookKey: e.CARRIER_WEBHOOK_KEY,
    fulfilmentInternalKey: e.FULFILMENT_INTERNAL_KEY,
    carrierApis: {
      aramex: aramexApi(e),
      karrio:
        e.KARRIO_URL && e.KARRIO_API_KEY
          ? { baseUrl: e.KARRIO_URL.replace(/\/$/, ''), apiKey: e.KARRIO_API_KEY }
          : null,
    },
    fulfilmentEmail: e.FULFILMENT_EMAIL,
    messaging:
      e.MESSAGING_URL && e.MESSAGING_ACCOUNT_SID && e.MESSAGING_AUTH_TOKEN
        ? {
            url: e.MESSAGING_URL.replace(/\/$/, ''),
            accountSid: e.MESSAGING_ACCOUNT_SID,
            authToken: e.MESSAGING_AUTH_TOKEN,
            smsFrom: e.MESSAGING_SMS_FROM ?? 'Sameday',
            whatsappFrom: e.MESSAGING_WHATSAPP_FROM ?? '',
          }
        : undefined,
    zid: zidApp(e),
    salla: sallaConfig(e),
    shopify:
      e.SHOPIFY_API_KEY && e.SHOPIFY_API_SECRET
        ? {
            apiKey: e.SHOPIFY_API_KEY,
            apiSecret: e.SHOPIFY_API_SECRET,
            baseUrl: (e.SHOPIFY_API_BASE_URL ?? 'https://{shop}').replace(/\/$/, ''),
          }
        : null,
    integrationsKey: e.INTEGRATIONS_ENCRYPTION_KEY,
    runJobs: e.RUN_JOBS ? e.RUN_JOBS === 'true' : e.NODE_ENV !== 'test',
    runSchedules: e.RUN_SCHEDULES ? e.RUN_SCHEDULES === 'true' : e.NODE_ENV !== 'test',
    supplier: {
      name: e.SUPPLIER_NAME,
      address: e.SUPPLIER_ADDRESS,
      trn: e.SUPPLIER_TRN,
      bank: { accountName: e.BANK_ACCOUNT_NAME, bankName: e.BANK_NAME, iban: e.BANK_IBAN, swift: e.BANK_SWIFT },
    },
    overload: {
      // PGlite runs one query at a time: past about 64 requests, the last would wait seconds.
      maxInFlight: e.MAX_CONCURRENT_REQUESTS ?? (e.DATABASE_URL ? 256 : 64),
      retryAfterSeconds: 1,
    },
    payments: paymentsConfig(e),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    proofRetentionDays: e.PROOF_RETENTION_DAYS,
    ordersListKeptBytes: e.ORDERS_LIST_KEPT_MB * 2 ** 20,
    clockStartsAt: e.CLOCK_STARTS_AT ? new Date(e.CLOCK_STARTS_AT) : null,
    observability: {
      metricsToken: e.METRICS_TOKEN ?? null,
      traces: e.OTEL_EXPORTER_OTLP_ENDPOINT
        ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''), serviceName: e.OTEL_SERVICE_NAME }
        : null,
    },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: scaledRateLimits(e.RATE_LIMIT_MULTIPLIER),
  };
}

/** A Karrio server and its API key (sent as `Authorization: Token <key>`); either missing leaves Karrio out. */
export type KarrioApiConfig = { baseUrl: string; apiKey: string };

/** Aramex's ClientInfo and base URL, once every part of the account is set; none leaves Aramex out. */
export type AramexApiConfig = {
  baseUrl: string;
  clientInfo: {
    AccountNumber: string;
    AccountPin: string;
    AccountEntity: string;
    AccountCountryCode: string;
    UserName: string;
    Password: string;
  };
};

/** The Zid app, when its client id and secret are set; Zid's own addresses unless a stand-in's are given. */
function zidApp(e: Env): Config['zid'] {
  if (!e.ZID_CLIENT_ID || !e.ZID_CLIENT_SECRET) return null;
  return {
    clientId: e.ZID_CLIENT_ID,
    clientSecret: e.ZID_CLIENT_SECRET,
    oauthBaseUrl: (e.ZID_OAUTH_BASE_URL ?? 'https://oauth.zid.sa').replace(/\/$/, ''),
    apiBaseUrl: (e.ZID_API_BASE_URL ?? 'https://api.zid.sa/v1').replace(/\/$/, ''),
  };
}

function aramexApi(e: Env): AramexApiConfig | null {
  const {
    ARAMEX_ACCOUNT_NUMBER: AccountNumber,
    ARAMEX_ACCOUNT_PIN: AccountPin,
    ARAMEX_ACCOUNT_ENTITY: AccountEntity,
    ARAMEX_ACCOUNT_COUNTRY_CODE: AccountCountryCode,
    ARAMEX_USERNAME: UserName,
    ARAMEX_PASSWORD: Password,
  } = e;
  if (!AccountNumber || !AccountPin || !AccountEntity || !AccountCountryCode || !UserName || !Password) return null;
  return {
    baseUrl: e.ARAMEX_URL.replace(/\/$/, ''),
    clientInfo: { AccountNumber, AccountPin, AccountEntity, AccountCountryCode, UserName, Password },
  };
}
