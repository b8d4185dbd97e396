// Answers of the platform as the screens' tests feed them: one definition for every feature's test kit.
import {
  type Account,
  DEFAULT_CUT_OFFS,
  DEFAULT_DELIVERY_OPTION,
  type Location,
  type Notification,
  type Preferences,
  type TokenResponse,
  type User,
} from '@sameday/contract';

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

/** The partner user "Demo Merchant", active, with no business accounts. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    gid: 'usr_1',
    email: 'demo@sameday.ae',
    firstname: 'Demo',
    lastname: 'Merchant',
    fullname: 'Demo Merchant',
    displayName: 'Demo Merchant',
    mobile: '+971501234567',
    businessName: 'Demo Store LLC',
    businessPhone: '+971501234567',
    active: true,
    activated: true,
    status: 'active',
    courier: false,
    customerBalance: 0,
    hasPendingPayments: false,
    temporaryPassword: false,
    inQueue: false,
    pushId: null,
    gcmToken: null,
    mobileVerificationRequired: false,
    waypointConstraintWindowMinutes: null,
    isNewUser: false,
    isContactUser: false,
    isParentAccount: true,
    isAlshayaaAccount: false,
    businessAccounts: [],
    roles: [],
    salesforceId: 'SF1',
    regionCode: 'uae.dubai',
    region: { code: 'uae.dubai', countryCode: 'AE', isUnitedArabEmirates: true },
    locale: 'en-AE',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /account of "Demo Store LLC"; `user` overrides only the fields it names, and its business accounts are the account's. */
export function accountFixture(overrides: Omit<Partial<Account>, 'user'> & { user?: Partial<User> } = {}): Account {
  const user = userFixture(overrides.user);
  return {
    id: 'acc_1',
    name: 'Demo Store LLC',
    clientType: 'business',
    vertical: 'Fashion',
    ordersPerMonth: '101-500',
    businessAccounts: user.businessAccounts,
    ...overrides,
    user,
  };
}

/** POST /identity/token (or a sign-in) of a live session: a token good for ten minutes. */
export function accessToken(token = 'access-token'): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

/** A notice of GET /quiqdash/notifications: the Eid holiday pause. */
export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'ntf_1',
    title: 'Eid holiday',
    message: 'Collections pause on Friday.',
    severity: 'info',
    link: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
