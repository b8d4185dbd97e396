import { API_BASES, APP_VERSION, type Manifest, type RuntimeConfig } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** /env.json: every base the web calls, so a service can move host with no code change. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    apiUrl: API_BASES.platform,
    apiVersion: 'v1',
    platformApiUrl: API_BASES.platform,
    platformApiVersion: 'v1',
    invoicerApiUrl: API_BASES.invoicer,
    orderCoreApiUrl: API_BASES.platform,
    orderCoreSocketUrl: '',
    accountingApiUrl: API_BASES.invoicer,
    financeApiUrl: API_BASES.invoicer,
    mapsApiKey: '',
    geocodingApiKey: '',
    analyticsId: '',
    tagManagerId: config.tagManagerId,
    supportWidgetUrl: config.supportWidgetUrl,
    reportingDashboardIds: [],
    isCardPaymentLoading: false,
    signInPublishableKey: '',
    newDashboardUrl: '',
    helpDeskUrl: config.helpDeskUrl,
    financeEmail: config.financeEmail,
    links: {
      termsOfService: '/legal/terms',
      feesScheduleV2: '/legal/fees-schedule',
      individualFeesSchedule: '/legal/individual-fees-schedule',
      privacyPolicy: '/legal/privacy',
      contactFulfilment: `mailto:${config.supportEmail}`,
      shopConnector: '',
      contentSiteConnector: '',
      onboardingCall: '',
      migrationCall: '',
      addPickupChat: `mailto:${config.supportEmail}`,
    },
  };
}

export function registerRuntimeRoutes(app: FastifyInstance, config: Config): void {
  const env = runtimeConfig(config);
  app.get('/env.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return env;
  });
  app.get('/manifest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const manifest: Manifest = { name: 'Sameday', version: APP_VERSION };
    return manifest;
  });
  app.get('/healthz', async () => ({ status: 'OK' }));
}
