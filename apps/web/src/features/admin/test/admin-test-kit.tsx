import { notifications } from '@mantine/notifications';
import type {
  AccountOverview,
  AdminAccount,
  AuditEntry,
  FeatureFlag,
  InboundShipment,
  Ownership,
  StaffUser,
} from '@sameday/contract';
import { afterEach, vi } from 'vitest';
import { writeStoredToken } from '../../../shared/session';
import { accountFixture } from '../../../test/fixtures';
import { ok, type Reply } from '../../../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../../../test/render-screen';
import AdminPage from '../admin-page';

/** The console's tests: the real providers, the console's own route tree, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

/** GET /account of a member of operations staff (or of a merchant, with no staff role). */
export const staffAccount = (roles: string[] = ['admin']): Reply =>
  ok(
    accountFixture({
      id: 'acc_ops',
      name: 'Sameday Operations',
      user: { id: 1, email: 'ops@sameday.ae', fullname: 'Noura Ops', salesforceId: 'SF-OPS', roles },
    }),
  );

/** The console at `url` (below /admin), with a stored token the session never syncs. */
export function renderAdmin(url: string) {
  writeStoredToken('test-token');
  const onLogout = vi.fn();
  const view = renderScreen(
    [
      { path: '/admin/*', element: <AdminPage onLogout={onLogout} /> },
      { path: '*', element: <Landed /> },
    ],
    url,
    { session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }) },
  );
  return { ...view, onLogout };
}

export function flagFixture(overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return {
    name: 'bridge-quiqdash',
    description: 'Send Create Product to the newer dashboard',
    enabled: false,
    rolloutPercentage: 10,
    isReserved: false,
    overrides: [{ subjectType: 'account', subjectId: 'acc_souk', enabled: true }],
    ...overrides,
  };
}

/** An inbound shipment of "Souk Sweets" announced for Dubai: 10 OUD-50 and 5 MUSK-10. */
export function inboundFixture(overrides: Partial<InboundShipment> = {}): InboundShipment {
  return {
    id: 'inb_1',
    accountId: 'acc_souk',
    location: 'dubai',
    reference: 'PO-778',
    expectedDate: '2026-12-01',
    state: 'announced',
    lines: [
      { sku: 'OUD-50', productName: 'عطر عود ٥٠ مل', expectedQuantity: 10, receivedQuantity: null, difference: null },
      { sku: 'MUSK-10', productName: 'Musk 10 ml', expectedQuantity: 5, receivedQuantity: null, difference: null },
    ],
    note: null,
    hasDifferences: false,
    createdBy: { id: '7', name: 'Demo Merchant' },
    receivedBy: null,
    receivedAt: null,
    createdAt: '2026-11-24T06:00:00.000Z',
    ...overrides,
  };
}

export const inboundList = (shipments: InboundShipment[]): Reply =>
  ok({
    shipments,
    total: shipments.length,
    page: 1,
    limit: 20,
    accounts: shipments.some((shipment) => shipment.accountId === 'acc_souk')
      ? [{ id: 'acc_souk', name: 'Souk Sweets' }]
      : [],
  });

export function adminAccountFixture(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 'acc_souk',
    name: 'Souk Sweets',
    clientType: 'business',
    kind: 'business',
    phone: '+971501112233',
    regionCode: 'uae.dubai',
    customerCode: 'C-1042',
    externalId: null,
    warehouseCode: 'DXB1',
    isOrderSubmissionBlocked: false,
    ownerEmail: 'layla@souksweets.ae',
    createdAt: '2026-10-01T06:00:00.000Z',
    updatedAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

export const accountsPage = (items: AdminAccount[], total = items.length): Reply =>
  ok({ items, page: 1, limit: 25, total });

const allowed = { isAllowed: true, reason: null };

export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'aud_1',
    actorUserId: 1,
    actorEmail: 'ops@sameday.ae',
    actorName: 'Omar Haddad',
    action: 'account.block_state_changed',
    targetType: 'account',
    targetId: 'acc_souk',
    targetName: 'Souk Perfumes',
    accountId: 'acc_souk',
    accountName: 'Souk Perfumes',
    before: { isBlocked: false },
    after: { isBlocked: true, reason: 'Unpaid since October' },
    createdAt: '2026-11-24T07:00:00.000Z',
    ...overrides,
  };
}

export function overviewFixture(overrides: Partial<AccountOverview> = {}): AccountOverview {
  return {
    account: adminAccountFixture(),
    members: [{ userId: 7, email: 'layla@souksweets.ae', fullName: 'ليلى حداد', role: 'owner', userRoles: [] }],
    capabilities: {
      accountId: 'acc_souk',
      placeOrders: allowed,
      fourHourService: { isAllowed: false, reason: 'The 4-hour flag is off for this account' },
      cashOnDelivery: allowed,
      fulfilment: allowed,
      integrations: allowed,
    },
    invoices: {
      unpaidCount: 1,
      overdueCount: 0,
      unpaidTotalFils: 52_500,
      recent: [
        {
          id: 'inv_1',
          number: 'INV-2026-0042',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          orderCount: 21,
          subtotalFils: 50_000,
          vatFils: 2_500,
          totalFils: 52_500,
          issuedAt: '2026-11-01T06:00:00.000Z',
          dueDate: '2026-11-30',
          paidAt: null,
          status: 'unpaid',
        },
      ],
    },
    ordersByState: [
      { state: 'delivery_complete', count: 40 },
      { state: 'pending', count: 2 },
    ],
    integrationsCount: 1,
    ownership: null,
    recentAudit: [],
    ...overrides,
  };
}

export function ownershipFixture(overrides: Partial<Ownership> = {}): Ownership {
  return {
    id: 'own_1',
    accountId: 'acc_souk',
    accountName: 'Souk Sweets',
    ownerId: 1,
    ownerEmail: 'ops@sameday.ae',
    ownerName: 'Noura Ops',
    billingIdentifier: 'BILL-SOUK',
    note: '',
    createdAt: '2026-11-01T06:00:00.000Z',
    updatedAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  };
}

export const ownershipsPage = (items: Ownership[]): Reply => ok({ items, page: 1, limit: 25, total: items.length });

export function staffUserFixture(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 1,
    email: 'ops@sameday.ae',
    fullName: 'Noura Ops',
    roles: ['admin'],
    emailVerifiedAt: '2026-11-01T06:00:00.000Z',
    invitation: null,
    createdAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  };
}
