import { notifications } from '@mantine/notifications';
import {
  type CompanyAccount,
  DEFAULT_OPENING_HOURS,
  DEFAULT_PRICING_MODEL,
  type Location,
  PICKUP_ZONES,
  ROLE_PERMISSIONS,
} from '@sameday/contract';
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { accountFixture, locationFixture, preferencesFixture } from './fixtures';
import { type ApiCall, apiError, mockApi, ok, type Reply, type Route } from './mock-api';

/**
 * What the account area's screen tests share (account settings, addresses, preferences, pricing):
 * the answers of a signed-in owner with nothing saved yet. fetch (the network boundary) is the only fake.
 */

afterEach(() => notifications.clean());

export { type ApiCall, apiError, mockApi, ok, type Reply };

export const ACCOUNT_ID = 'acc_souk';

export const location = (overrides: Partial<Location> = {}): Location =>
  locationFixture({ accountId: ACCOUNT_ID, ...overrides });

export const preferences = preferencesFixture;

export function companyAccount(overrides: Partial<CompanyAccount> = {}): CompanyAccount {
  return {
    id: ACCOUNT_ID,
    name: 'Souk Sweets',
    clientType: 'business',
    regionCode: 'uae.dubai',
    signedTermsAt: '2026-11-01T06:30:00.000Z',
    createdAt: '2026-11-01T06:30:00.000Z',
    company: {
      legalName: '',
      tradeLicenseNumber: '',
      taxRegistrationNumber: '',
      billingAddress: '',
      website: '',
      contactEmail: '',
      contactPhone: '',
      updatedAt: null,
    },
    ...overrides,
  };
}

/** GET /quiqdash/pickup-zones with the given counts of pickup addresses in Dubai and Abu Dhabi. */
export const pickupZones = (dubai = 0, abuDhabi = 0) =>
  ok(
    PICKUP_ZONES.map((zone) => ({
      ...zone,
      emirates: [...zone.emirates],
      pickupAddressCount: zone.id === 'dubai' ? dubai : abuDhabi,
    })),
  );

const ACCOUNT = accountFixture({
  id: ACCOUNT_ID,
  name: 'Souk Sweets',
  user: { id: 7, salesforceId: 'SF7', regionCode: 'uae.dubai', businessAccounts: [] },
});

/** What a signed-in owner with nothing saved yet sees. */
export function baseRoutes(role: 'owner' | 'viewer' | 'finance' = 'owner'): Record<string, Route> {
  return {
    'GET /account': ok(ACCOUNT),
    'GET /permissions': ok({ version: 1, accountId: ACCOUNT_ID, role, permissions: ROLE_PERMISSIONS[role] }),
    [`GET /accounts/${ACCOUNT_ID}`]: ok(companyAccount()),
    [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([]),
    'GET /quiqdash/pickup-zones': pickupZones(),
    [`GET /accounts/${ACCOUNT_ID}/pricing-model`]: ok(DEFAULT_PRICING_MODEL),
    'GET /partner/preferences': ok(preferences()),
    'GET /account/settings': ok({
      openingHours: DEFAULT_OPENING_HOURS,
      contact: { name: '', phone: '', email: '' },
      updatedAt: null,
    }),
    'GET /account/shipping-profile': ok({ serviceKind: null, parcel: null, updatedAt: null }),
    'POST /featureflags/decide': ok({ Enabled: false }),
  };
}

export { screen };
