import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './env';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
let counter = 0;

export function uniqueEmail(prefix = 'merchant'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.ae`;
}

/** Registers a merchant through the API (for journeys that start signed up). */
export async function registerMerchant(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
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
  const response = await request.post(`${E2E_BASE_URL}/api/platform/partner/register`, { data: body });
  if (!response.ok()) throw new Error(`register failed: ${await response.text()}`);
  return { email: body.email as string, password: body.password as string, fullName: body.full_name as string };
}
