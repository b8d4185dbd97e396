import {
  DEFAULT_INTEGRATION_SETTINGS,
  type IntegrationConnection,
  type IntegrationSettings,
  PLATFORM_NOT_SET_UP_MESSAGES,
  type PlatformSetup,
  type SyncLogEntry,
} from '@sameday/contract';

export const connection = (overrides: Partial<IntegrationConnection> = {}): IntegrationConnection => ({
  id: 'int_1',
  platform: 'shopify',
  shop: 'oud-house.myshopify.com',
  shopName: null,
  status: 'connected',
  connectedAt: '2026-11-02T09:30:00.000Z',
  lastOrderAt: '2026-11-24T08:15:00.000Z',
  importedToday: 12,
  failedToday: 1,
  ...overrides,
});

export const settings = (overrides: Partial<IntegrationSettings> = {}): IntegrationSettings => ({
  ...DEFAULT_INTEGRATION_SETTINGS,
  ...overrides,
});

export const failedEntry = (overrides: Partial<SyncLogEntry> = {}): SyncLogEntry => ({
  id: 'log_2',
  connectionId: 'int_1',
  shopOrderId: '820982911946154508',
  orderNumber: '#1002',
  outcome: 'failed',
  reason: 'The phone number 050 12 is not a valid phone number.',
  orderId: null,
  fixAndImport: {
    pickupLocationId: null,
    recipient: {
      name: 'Mariam Al Suwaidi',
      phone: '050 12',
      addressLine1: 'Villa 14, Street 3',
      addressLine2: '',
      area: 'Al Barsha 1',
      emirate: 'Dubai',
      notes: '',
    },
    items: [{ name: 'Oud oil 12 ml', quantity: 2 }],
    payment: { mode: 'cod', codAmountFils: 24_000 },
    serviceKind: 'same_day',
    partnerOrderId: '#1002',
  },
  createdAt: '2026-11-24T08:15:00.000Z',
  ...overrides,
});

export const importedEntry = (overrides: Partial<SyncLogEntry> = {}): SyncLogEntry => ({
  ...failedEntry(),
  id: 'log_1',
  orderNumber: '#1001',
  shopOrderId: '820982911946154507',
  outcome: 'imported',
  reason: null,
  orderId: 'SD-10424',
  fixAndImport: null,
  ...overrides,
});

/** GET /integrations/platforms: both set up unless a platform is named false. */
export const platformSetups = (isSetUp: { shopify?: boolean; woocommerce?: boolean } = {}): PlatformSetup[] =>
  (['shopify', 'woocommerce'] as const).map((platform) => ({
    platform,
    isSetUp: isSetUp[platform] ?? true,
    message: (isSetUp[platform] ?? true) ? null : PLATFORM_NOT_SET_UP_MESSAGES[platform],
  }));
