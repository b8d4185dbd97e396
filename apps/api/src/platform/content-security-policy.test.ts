import { type PaymentInstructions, type RuntimeConfig, RuntimeConfigSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { EARLY_REQUESTS_SCRIPT_HASH } from '../modules/runtime';
import { createTestApp, PLATFORM, type TestApp } from '../test/harness';
import { bearer } from '../test/identity';
import { type Member, newMember } from '../test/teams';
import { TAG_MANAGER_ORIGINS } from './content-security-policy';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t.app);
}, 60_000);
afterAll(() => t.close());

/** The settings that open an outside service, read from variables as a start reads them. */
const SERVICE_SETTINGS = ['mapsApiKey', 'mapsApiUrl', 'mapStyleUrl', 'supportWidgetUrl', 'tagManagerId', 'payments'];

type Served = { policy: Map<string, string[]>; env: RuntimeConfig; isCardPaymentOpen: boolean; app: FastifyInstance };

/** The same app on the same database, started with these variables: its policy, /env.json and payment offer. */
async function serveWith(variables: Record<string, string>, check: (served: Served) => void): Promise<void> {
  const fromEnv = loadConfig({ NODE_ENV: 'test', ...variables }) as Record<string, unknown>;
  const services = Object.fromEntries(SERVICE_SETTINGS.map((key) => [key, fromEnv[key]])) as Partial<Config>;
  const app = await buildApp({ config: { ...t.config, ...services }, db: t.database.db, logger: false });
  try {
    const answer = await app.inject({ url: '/env.json' });
    const header = String(answer.headers['content-security-policy']);
    const policy = new Map(
      header.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const instructions = await app.inject({
      url: `${PLATFORM}/finance/payment-instructions`,
      headers: bearer(member.token),
    });
    expect(instructions.statusCode).toBe(200);
    const env = RuntimeConfigSchema.parse(answer.json());
    check({ policy, env, isCardPaymentOpen: instructions.json<PaymentInstructions>().isCardPaymentOpen, app });
  } finally {
    await app.close();
  }
}

const SELF = "'self'";
/** The dashboard page's first script, allowed by its hash whatever is configured (decision 083). */
const FIRST_SCRIPT = EARLY_REQUESTS_SCRIPT_HASH;

describe('nothing configured', () => {
  it('lets the page reach its own server only, names no service in /env.json and offers no card payment', () =>
    serveWith({}, ({ policy, env, isCardPaymentOpen }) => {
      expect(policy.get('connect-src')).toEqual([SELF]);
      expect(policy.get('script-src')).toEqual([SELF, FIRST_SCRIPT]);
      expect(policy.has('frame-src')).toBe(false);
      expect(policy.get('default-src')).toEqual([SELF]);
      expect(env).toMatchObject({
        mapsApiKey: '',
        geocodingApiKey: '',
        mapsApiUrl: '',
        analyticsId: '',
        tagManagerId: '',
        supportWidgetUrl: '',
        mapStyleUrl: '',
      });
      expect(isCardPaymentOpen).toBe(false);
    }));

  it('names the live updates socket the server serves', () =>
    serveWith({}, ({ env, app }) => {
      expect(env.orderCoreSocketUrl).toBe('/api/platform/live');
      expect(app.hasRoute({ method: 'GET', url: env.orderCoreSocketUrl })).toBe(true);
    }));
});

describe('the maps provider', () => {
  it('is called from the page at the configured address, with the key under both names, once a key is set', () =>
    serveWith({ MAPS_API_KEY: 'maps-key-1', MAPS_API_URL: 'http://127.0.0.1:4567/' }, ({ policy, env }) => {
      expect(policy.get('connect-src')).toEqual([SELF, 'http://127.0.0.1:4567']);
      expect(policy.get('script-src')).toEqual([SELF, FIRST_SCRIPT]);
      expect(env).toMatchObject({
        mapsApiKey: 'maps-key-1',
        geocodingApiKey: 'maps-key-1',
        mapsApiUrl: 'http://127.0.0.1:4567',
      });
    }));

  it("is Google's Places API unless told otherwise", () =>
    serveWith({ MAPS_API_KEY: 'maps-key-1' }, ({ policy, env }) => {
      expect(policy.get('connect-src')).toEqual([SELF, 'https://places.googleapis.com']);
      expect(env.mapsApiUrl).toBe('https://places.googleapis.com');
    }));

  it('opens nothing with an address but no key', () =>
    serveWith({ MAPS_API_URL: 'https://maps.example.ae' }, ({ policy, env }) => {
      expect(policy.get('connect-src')).toEqual([SELF]);
      expect(env).toMatchObject({ mapsApiKey: '', mapsApiUrl: '' });
    }));
});

describe('the map style', () => {
  it("lets the board fetch the style's host", () =>
    serveWith({ MAP_STYLE_URL: 'https://tiles.example.ae/styles/streets/style.json' }, ({ policy, env }) => {
      expect(policy.get('connect-src')).toEqual([SELF, 'https://tiles.example.ae']);
      expect(env.mapStyleUrl).toBe('https://tiles.example.ae/styles/streets/style.json');
    }));

  it('is refused when it is not an http(s) address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });
});

describe('the support widget', () => {
  it("lets its host's script run, be called and draw its frame", () =>
    serveWith({ SUPPORT_WIDGET_URL: 'https://widget.help.example/loader.js' }, ({ policy, env }) => {
      const origin = 'https://widget.help.example';
      expect(policy.get('script-src')).toEqual([SELF, FIRST_SCRIPT, origin]);
      expect(policy.get('connect-src')).toEqual([SELF, origin]);
      expect(policy.get('frame-src')).toEqual([SELF, origin]);
      expect(env.supportWidgetUrl).toBe('https://widget.help.example/loader.js');
    }));

  it('is refused when it is not an http(s) address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_WIDGET_URL: 'data:text/javascript,1' })).toThrow(
      /SUPPORT_WIDGET_URL/,
    );
  });
});

describe('the tag manager', () => {
  it("lets its script run and its tags send their hits, and names it as the analytics' id", () =>
    serveWith({ TAG_MANAGER_ID: 'GTM-ABC123' }, ({ policy, env }) => {
      expect(policy.get('script-src')).toEqual([SELF, FIRST_SCRIPT, ...TAG_MANAGER_ORIGINS.script]);
      expect(policy.get('connect-src')).toEqual([SELF, ...TAG_MANAGER_ORIGINS.connect]);
      expect(policy.has('frame-src')).toBe(false);
      expect(env).toMatchObject({ tagManagerId: 'GTM-ABC123', analyticsId: 'GTM-ABC123' });
    }));
});

describe('card payments', () => {
  it("are offered once the provider's keys are set, without opening the page to the provider", () =>
    serveWith(
      { PAYMENT_SECRET_KEY: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', PAYMENT_WEBHOOK_SECRET: 'whsec_8Kq2mZ4pX7vN1rT5' },
      ({ policy, isCardPaymentOpen }) => {
        expect(isCardPaymentOpen).toBe(true);
        // The card is typed on the provider's own page, reached by a redirect: nothing to allow here.
        expect(policy.get('connect-src')).toEqual([SELF]);
        expect(policy.get('script-src')).toEqual([SELF, FIRST_SCRIPT]);
      },
    ));
});

describe('every service at once', () => {
  it('allows each host where it is needed and nowhere else', () =>
    serveWith(
      {
        MAPS_API_KEY: 'maps-key-1',
        MAP_STYLE_URL: 'https://tiles.example.ae/style.json',
        SUPPORT_WIDGET_URL: 'https://widget.help.example/loader.js',
        TAG_MANAGER_ID: 'GTM-ABC123',
      },
      ({ policy }) => {
        expect(policy.get('connect-src')).toEqual([
          SELF,
          'https://places.googleapis.com',
          'https://tiles.example.ae',
          'https://widget.help.example',
          ...TAG_MANAGER_ORIGINS.connect,
        ]);
        expect(policy.get('script-src')).toEqual([
          SELF,
          FIRST_SCRIPT,
          'https://widget.help.example',
          ...TAG_MANAGER_ORIGINS.script,
        ]);
        expect(policy.get('frame-src')).toEqual([SELF, 'https://widget.help.example']);
      },
    ));
});
