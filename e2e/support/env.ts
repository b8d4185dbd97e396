import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Where the test SMTP server writes each mail it receives, one JSON file a mail. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve(import.meta.dirname, `../.e2e-mail-${E2E_PORT}`);
/** The operations staff member of the browser tests' server (ADMIN_EMAILS): the one who sets feature flags. */
export const OPS_ADMIN_EMAIL = `ops.admin.${E2E_PORT}@example.ae`;
/** The api-key of the carrier status webhook on the browser tests' server: journeys play the courier with it. */
export const E2E_CARRIER_KEY = `e2e-carrier-key-${E2E_PORT}`.padEnd(32, 'x');
/** The Shopify stand-in the browser tests' server is pointed at (test support, started by the global setup). */
export const SHOPIFY_STAND_IN_PORT = E2E_PORT + 2;
export const SHOPIFY_STAND_IN_URL = `http://127.0.0.1:${SHOPIFY_STAND_IN_PORT}`;
/** The Shopify app's keys the stand-in and the server share. */
export const E2E_SHOPIFY_APP = {
  apiKey: `e2e-shopify-app-${E2E_PORT}`,
  apiSecret: `e2e-shopify-secret-${E2E_PORT}`.padEnd(40, 'x'),
};
/** The Aramex stand-in the browser tests' server books with (test support, started by the global setup). */
export const CARRIER_STAND_IN_PORT = E2E_PORT + 3;
export const CARRIER_STAND_IN_URL = `http://127.0.0.1:${CARRIER_STAND_IN_PORT}/ShippingAPI.V2`;
/** The Salla stand-in (OAuth, Merchant API, signed events) the browser tests' server is pointed at. */
export const SALLA_STAND_IN_PORT = E2E_PORT + 6;
export const SALLA_STAND_IN_URL = `http://127.0.0.1:${SALLA_STAND_IN_PORT}`;
/** The Zid stand-in (OAuth, Merchant API, deliveries as Zid makes them) the browser tests' server is pointed at. */
export const ZID_STAND_IN_PORT = E2E_PORT + 7;
export const ZID_STAND_IN_URL = `http://127.0.0.1:${ZID_STAND_IN_PORT}`;
export const E2E_ZID_APP = {
  clientId: `${9000 + (E2E_PORT % 1000)}`,
  clientSecret: `e2e-zid-secret-${E2E_PORT}`.padEnd(40, 'z'),
};
/** The Salla app's keys the stand-in and the server share. */
export const E2E_SALLA_APP = {
  clientId: `e2e-salla-app-${E2E_PORT}`,
  clientSecret: `e2e-salla-secret-${E2E_PORT}`.padEnd(40, 'x'),
  webhookSecret: `e2e-salla-webhook-${E2E_PORT}`.padEnd(40, 'y'),
};

/**
 * The dispatch journey's own server (e2e/support/own-server.ts): its clock (CLOCK_STARTS_AT, a
 * test setting) starts at 09:00 in Dubai on the day the run starts and runs on in real time, so
 * the wave is planned in the morning at any hour. The suite's server keeps the real clock: the
 * courier journeys' phones report real times.
 */
export const MORNING_PORT = E2E_PORT + 40;
export const MORNING_BASE_URL = `http://localhost:${MORNING_PORT}`;
export const MORNING_DAY = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
export const MORNING_CLOCK_STARTS_AT = `${MORNING_DAY}T09:00:00+04:00`;
/**
 * The latest Dubai morning already begun (09:00 Dubai is 05:00 UTC): between midnight and 09:00 in
 * Dubai, yesterday's. For a journey whose phone sends positions stamped from its GPS in real time,
 * which must not lie in the server's future: the courier journey's own server starts there.
 */
export const BEGUN_MORNING_DAY = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
export const BEGUN_MORNING_CLOCK_STARTS_AT = `${BEGUN_MORNING_DAY}T09:00:00+04:00`;
