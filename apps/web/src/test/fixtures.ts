// Answers of the platform as the screens' tests feed them: one definition for every feature's test kit.
import {
  type Account,
  DEFAULT_CUT_OFFS,
  DEFAULT_DELIVERY_OPTION,
  type FulfilmentOrder,
  type InventoryItem,
  type Location,
  type Notification,
  type Preferences,
  type Product,
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

/** A fulfilment product, "Oud perfume 50 ml" in Arabic, with 12 on hand in Dubai and 2 reserved. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    sku: 'OUD-50',
    name: 'عطر عود ٥٠ مل',
    barcode: '6291041500213',
    weightKg: 0.35,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    unitValueMinor: 25_000,
    currency: 'AED',
    hsCode: null,
    countryOfOrigin: 'AE',
    imageUrl: null,
    lowStockThreshold: 5,
    archived: false,
    isBundle: false,
    components: [],
    stock: { onHand: 12, reserved: 2, available: 10, lowStock: false },
    createdBy: { id: 'usr_1', name: 'Layla Haddad' },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** The stock of a SKU, all in Dubai. */
export function inventoryItemFixture(overrides: Partial<InventoryItem> = {}): InventoryItem {
  const item = {
    sku: 'OUD-50',
    productName: 'عطر عود ٥٠ مل',
    onHand: 12,
    reserved: 2,
    available: 10,
    lowStockThreshold: 5,
    ...overrides,
  };
  const lowStock = overrides.lowStock ?? item.available <= item.lowStockThreshold;
  return {
    isBundle: false,
    archived: false,
    outOfStock: item.available === 0,
    locations: [
      {
        location: 'dubai',
        onHand: item.onHand,
        reserved: item.reserved,
        available: item.available,
        lowStockThreshold: item.lowStockThreshold,
        lowStock,
      },
    ],
    ...item,
    lowStock,
  };
}

/** A fulfilment order of two Oud perfumes to Dubai Marina, reserved. */
export function fulfilmentOrderFixture(overrides: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  return {
    id: 'ffo_1',
    accountId: 'acc_1',
    state: 'reserved',
    location: 'dubai',
    reference: 'SHOP-1001',
    source: 'dashboard',
    lines: [{ sku: 'OUD-50', productName: 'عطر عود ٥٠ مل', quantity: 2, isBundle: false }],
    recipient: {
      name: 'Omar Khalil',
      phone: '+971501234567',
      addressLine1: 'Marina Gate 1',
      addressLine2: '',
      apartmentNumber: '1204',
      area: 'Dubai Marina',
      emirate: 'Dubai',
      latitude: null,
      longitude: null,
      notes: '',
    },
    serviceKind: 'same_day',
    payment: { mode: 'prepaid', codAmountFils: 0 },
    deliveryOrderId: null,
    createdAt: '2026-11-22T06:30:00.000Z',
    updatedAt: '2026-11-22T06:30:00.000Z',
    ...overrides,
  };
}
