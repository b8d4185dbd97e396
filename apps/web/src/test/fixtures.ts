// Answers of the platform as the screens' tests feed them: one definition for every feature's test kit.
import { DEFAULT_CUT_OFFS, DEFAULT_DELIVERY_OPTION, type Location, type Preferences } from '@sameday/contract';

/** A saved pickup address, "Al Quoz Warehouse" in Dubai. */
export function locationFixture(overrides: Partial<Location> = {}): Location {
  return {
    id: 'loc_quoz',
    accountId: 'acc_haddad',
    kind: 'pickup',
    locationName: 'Al Quoz Warehouse',
    contactName: 'Omar Haddad',
    phone: '+971501112233',
    addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
    addressLine2: '',
    apartmentNumber: '',
    area: 'Al Quoz',
    emirate: 'Dubai',
    regionCode: 'uae.dubai',
    latitude: null,
    longitude: null,
    notes: '',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** An account's preferences with nothing customised: the spec's default cut-offs and delivery option. */
export function preferencesFixture(overrides: Partial<Preferences> = {}): Preferences {
  return {
    ecommerceDeliveryOptions: DEFAULT_DELIVERY_OPTION,
    ...DEFAULT_CUT_OFFS,
    defaultPickupDetails: null,
    defaultDropoffDetails: null,
    customised: [],
    ...overrides,
  };
}
