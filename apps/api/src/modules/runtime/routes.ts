import {
  API_BASES,
  APP_VERSION,
  LIVE_PATHS,
  type Manifest,
  ManifestSchema,
  OkAnswerSchema,
  RUNTIME_PATHS,
  type RuntimeConfig,
  RuntimeConfigSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { withSchemas } from '../../platform/schemas';

const tags = ['runtime'];

/** /env.json: every base the web calls, so a service can move host with no code change. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    apiUrl: API_BASES.platform,
    apiVersion: 'v1',
    platformApiUrl: API_BASES.platform,
    platformApiVersion: 'v1',
    invoicerApiUrl: API_BASES.invoicer,
    orderCoreApiUrl: API_BASES.platform,
    // The live socket (decision 058), on the page's own host: the web opens ws(s)://<host><path>.
    orderCoreSocketUrl: `${API_BASES.platform}${LIVE_PATHS.socket}`,
    accountingApiUrl: API_BASES.invoicer,
    financeApiUrl: API_BASES.invoicer,
    mapsApiKey: config.mapsApiKey,
    // One key of the maps provider serves its Places and Geocoding APIs alike.
    geocodingApiKey: config.mapsApiKey,
    mapsApiUrl: config.mapsApiKey ? config.mapsApiUrl : '',
    // The analytics the data layer feeds is the tag manager's container (spec: "analytics").
    analyticsId: config.tagManagerId,
    tagManagerId: config.tagManagerId,
    supportWidgetUrl: config.supportWidgetUrl,
    reportingDashboardIds: config.reporting.dashboardIds,
    isCardPaymentLoading: false,
    signInPublishableKey: '',
    newDashboardUrl: config.newDashboardUrl,
    helpDeskUrl: config.helpDeskUrl,
    financeEmail: config.financeEmail,
    mapStyleUrl: config.mapStyleUrl ?? '',
    vapidPublicKey: config.push?.publicKey ?? '',
    links: {
      termsOfService: '/legal/terms',
      feesScheduleV2: '/legal/fees-schedule',
      individualFeesSchedule: '/legal/individual-fees-schedule',
      privacyPolicy: '/legal/privacy',
      contactFulfilment: `mailto:${config.supportEmail}`,
      ...config.externalLinks,
      addPickupChat: `mailto:${config.supportEmail}`,
    },
  };
}

/** The server's own files outside the API: public, never cached, in the API reference with their answers. */
export function registerRuntimeRoutes(app: FastifyInstance, config: Config): void {
  const env = runtimeConfig(config);
  const api = withSchemas(app);
  api.get(
    RUNTIME_PATHS.env,
    { schema: { tags, summary: 'The runtime configuration of the web', response: { 200: RuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return env;
    },
  );
  api.get(
    RUNTIME_PATHS.manifest,
    { schema: { tags, summary: 'The version the server runs', response: { 200: ManifestSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const manifest: Manifest = { name: 'Sameday', version: APP_VERSION };
      return manifest;
    },
  );
  api.get(
    RUNTIME_PATHS.health,
    { schema: { tags, summary: 'Whether the process serves requests', response: { 200: OkAnswerSchema } } },
    async () => ({ status: 'OK' as const }),
  );
}
