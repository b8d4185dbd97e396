import { RuntimeConfigSchema } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { runtimeConfig } from './routes';

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('/env.json from the configuration', () => {
  it('names the newer dashboard, the maps key and the reporting dashboards when they are configured', () => {
    const env = runtimeConfig(
      configOf({
        NEW_DASHBOARD_URL: 'https://app.sameday.ae/',
        MAPS_API_KEY: 'maps-key-123',
        REPORTING_DASHBOARD_IDS: 'deliveries,finance',
      }),
    );
    expect(RuntimeConfigSchema.parse(env)).toMatchObject({
      newDashboardUrl: 'https://app.sameday.ae',
      mapsApiKey: 'maps-key-123',
      reportingDashboardIds: ['deliveries', 'finance'],
    });
  });

  it('leaves them empty by default', () => {
    expect(runtimeConfig(configOf({}))).toMatchObject({
      newDashboardUrl: '',
      mapsApiKey: '',
      reportingDashboardIds: [],
    });
  });

  it('refuses a newer dashboard URL that is not http(s)', () => {
    expect(() => configOf({ NEW_DASHBOARD_URL: 'javascript:alert(1)' })).toThrow(/NEW_DASHBOARD_URL/);
  });

  it('links the shop connector listing, the content-site plugin and the call booking pages when configured', () => {
    const links = {
      shopConnector: 'https://apps.shopify.com/sameday',
      contentSiteConnector: 'https://wordpress.org/plugins/sameday-delivery/',
      onboardingCall: 'https://meet.sameday.ae/onboarding',
      migrationCall: 'https://meet.sameday.ae/migration',
    };
    const env = runtimeConfig(
      configOf({
        SHOP_CONNECTOR_URL: links.shopConnector,
        CONTENT_SITE_CONNECTOR_URL: links.contentSiteConnector,
        ONBOARDING_CALL_URL: links.onboardingCall,
        MIGRATION_CALL_URL: links.migrationCall,
      }),
    );
    expect(RuntimeConfigSchema.parse(env).links).toMatchObject(links);
    expect(runtimeConfig(configOf({})).links).toMatchObject({ shopConnector: '', contentSiteConnector: '' });
    expect(() => configOf({ SHOP_CONNECTOR_URL: 'javascript:alert(1)' })).toThrow(/SHOP_CONNECTOR_URL/);
  });
});
