import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL, OPS_ADMIN_EMAIL } from './env';
import { verificationTokenOf, waitForMail } from './mail';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
let counter = 0;
/** Each worker counts from 1 (a worker replaced after a failure, or two side by side): its number keeps their addresses apart. */
const worker = process.env.TEST_WORKER_INDEX ?? 's';

export function uniqueEmail(prefix = 'merchant'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}w${worker}@example.ae`;
}

/** Registers a merchant through the API (for journeys that start signed up). */
export async function registerMerchant(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  base = E2E_BASE_URL,
) {
  const body = {
    full_name: 'Omar Haddad',
    account_name: 'Haddad Electronics',
    phone: '+971501112233',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    orders_per_month: '101-500',
    vertical: 'Electronics',
    signed_terms: true,
    ...overrides,
  };
  const response = await request.post(`${base}/api/platform/partner/register`, { data: body });
  if (!response.ok()) throw new Error(`register failed: ${await response.text()}`);
  return { email: body.email as string, password: body.password as string, fullName: body.full_name as string };
}

export type Merchant = Awaited<ReturnType<typeof registerMerchant>>;
export type MerchantWithPickup = Merchant & { token: string; pickupId: string };

/** Adds a saved pickup address through the API, as an integration would; answers its id and the token used. */
export async function addPickupByApi(
  request: APIRequestContext,
  merchant: Merchant,
  locationName = 'Al Quoz Warehouse',
  base = E2E_BASE_URL,
): Promise<{ token: string; pickupId: string }> {
  const api = `${base}/api/platform`;
  const signedIn = await request.post(`${api}/identity/sign-in`, {
    data: { email: merchant.email, password: merchant.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const pickup = await request.post(`${api}/partner/addresses`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      locationName,
      contactName: merchant.fullName,
      phone: '+971501112233',
      addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
      area: 'Al Quoz',
      emirate: 'Dubai',
    },
  });
  if (!pickup.ok()) throw new Error(`adding a pickup failed: ${await pickup.text()}`);
  return { token, pickupId: ((await pickup.json()) as { id: string }).id };
}

/** A new merchant with one saved pickup address (added through the API) and its access token. */
export async function registerMerchantWithPickup(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  base = E2E_BASE_URL,
): Promise<MerchantWithPickup> {
  const merchant = await registerMerchant(request, overrides, base);
  return { ...merchant, ...(await addPickupByApi(request, merchant, undefined, base)) };
}

/** An order placed through the API, as a shop integration would; answers its id. */
export async function placeOrderByApi(
  request: APIRequestContext,
  merchant: MerchantWithPickup,
  name: string,
  serviceKind = 'next_day',
  base = E2E_BASE_URL,
): Promise<string> {
  const response = await request.post(`${base}/api/platform/quiqdash/orders`, {
    headers: {
      authorization: `Bearer ${merchant.token}`,
      'Idempotency-Key': `e2e-${Date.now()}-${name.replace(/\s+/g, '-')}`,
    },
    data: {
      pickupLocationId: merchant.pickupId,
      recipient: { name, phone: '+971509998877', addressLine1: 'Bay Square 3', area: 'Business Bay', emirate: 'Dubai' },
      items: [{ name: 'Phone case', quantity: 1, weightKg: 0.2 }],
      payment: { mode: 'prepaid' },
      serviceKind,
    },
  });
  if (!response.ok()) throw new Error(`placing an order failed: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The access token of the server's operations staff member (ADMIN_EMAILS), signed up on
 * first use. Sign-up grants nothing: the admin role comes once the link mailed to the
 * address is opened in the member's session (docs/decisions/013).
 */
export async function opsAdminToken(request: APIRequestContext, base = E2E_BASE_URL): Promise<string> {
  const api = `${base}/api/platform`;
  const signIn = () =>
    request.post(`${api}/identity/sign-in`, {
      data: { email: OPS_ADMIN_EMAIL, password: STRONG_PASSWORD },
    });
  let response = await signIn();
  if (response.ok()) return ((await response.json()) as { token: string }).token;
  const since = Date.now();
  await registerMerchant(request, { email: OPS_ADMIN_EMAIL, account_name: 'Sameday Operations' }, base);
  response = await signIn();
  if (!response.ok()) throw new Error(`operations sign-in failed: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const mail = await waitForMail(OPS_ADMIN_EMAIL, since);
  const verified = await request.post(`${api}/identity/email-verification/confirm`, {
    headers: { authorization: `Bearer ${token}` },
    data: { token: verificationTokenOf(mail.text) },
  });
  if (!verified.ok()) throw new Error(`operations email verification failed: ${await verified.text()}`);
  return token;
}
