import { notifications } from '@mantine/notifications';
import type { Location, Order } from '@sameday/contract';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { accountFixture, locationFixture, preferencesFixture } from '../../../test/fixtures';
import { type ApiCall, apiError, mockApi, ok, type Reply } from '../../../test/mock-api';
import { describedErrorOf } from '../../../test/queries';
import { currentUrl, Landed, renderScreen } from '../../../test/render-screen';
import type { Rate } from '../api/find-rates';
import OrdersPage from '../orders-page';
import SingleShipmentPage from '../single-shipment-page';

/** The orders screens' tests: the real providers and router, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

export { type ApiCall, apiError, mockApi, ok, type Reply };

const ROUTES: RouteObject[] = [
  { path: '/', element: <OrdersPage /> },
  { path: '/single-shipment', element: <SingleShipmentPage /> },
  { path: '/order', element: <SingleShipmentPage /> },
  { path: '/account/pickup-addresses', element: <Landed name="Pickup addresses" /> },
];

/** Renders the orders routes at `url` inside the app's providers. */
export function renderOrders(
  url: string,
  { fakeTimers = false, state }: { fakeTimers?: boolean; state?: unknown } = {},
) {
  return renderScreen(ROUTES, url, {
    user: fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {},
    state,
  });
}

/** The error text an input is described by. */
export const errorOf = describedErrorOf;

export { currentUrl };

export const ACCOUNT_ID = 'acc_haddad';

export const location = (overrides: Partial<Location> = {}): Location =>
  locationFixture({ accountId: ACCOUNT_ID, ...overrides });

export const preferences = preferencesFixture;

/** POST /shipments/rates as the server answers for Dubai before the cut-offs; 4-hour off unless asked. */
export function rates({ fourHour = false, emirate = 'Dubai' } = {}): Rate[] {
  const window = (kind: Rate['serviceKind'], cutOffTime: string, minutesLeft: number, serviceDate: string) => ({
    kind,
    isOffered: true,
    cutOffTime,
    minutesLeft,
    rollsOver: false,
    serviceDate,
  });
  const quote = (baseFils: number) => ({
    currency: 'AED' as const,
    baseFils,
    weightFils: 0,
    codFeeFils: 0,
    totalFils: baseFils,
    chargeableWeightKg: 1,
  });
  return [
    {
      serviceKind: 'four_hour',
      window: fourHour
        ? window('four_hour', '17:00', 300, '2026-11-22')
        : {
            ...window('four_hour', '17:00', 300, '2026-11-22'),
            isOffered: false,
            reason:
              emirate === 'Dubai'
                ? '4-hour delivery is not enabled for your account.'
                : '4-hour delivery is available within Dubai only.',
          },
      quote: quote(3500),
      isAvailable: fourHour,
    },
    {
      serviceKind: 'same_day',
      window: window('same_day', '13:00', 72, '2026-11-22'),
      quote: quote(2500),
      isAvailable: true,
    },
    {
      serviceKind: 'next_day',
      window: window('next_day', '23:50', 600, '2026-11-23'),
      quote: quote(1800),
      isAvailable: true,
    },
  ];
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'SD0000000001',
    accountId: ACCOUNT_ID,
    status: 'pending',
    type: 'partner_sameday',
    pickup: {
      kind: 'pickup',
      locationId: 'loc_quoz',
      locationName: 'Al Quoz Warehouse',
      contactName: 'Omar Haddad',
      phone: '+971501112233',
      addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
      addressLine2: '',
      apartmentNumber: '',
      area: 'Al Quoz',
      emirate: 'Dubai',
    },
    dropoff: {
      kind: 'dropoff',
      name: 'Aisha Rahman',
      phone: '+971501234567',
      addressLine1: 'Marina Heights Tower',
      addressLine2: 'Al Marsa Street',
      apartmentNumber: '1204',
      area: 'Dubai Marina',
      emirate: 'Dubai',
      latitude: null,
      longitude: null,
      notes: '',
      email: '',
    },
    items: [{ id: 'itm_1', name: 'Oud perfume', quantity: 1, weightKg: 0.5, barcode: null }],
    payment: { mode: 'prepaid', codAmountFils: 0 },
    serviceKind: 'same_day',
    serviceDate: '2026-11-22',
    scheduledDate: null,
    partnerOrderId: 'SHOP-1001',
    priceFils: 2500,
    failedAttempts: 0,
    onHoldUntil: null,
    createdBy: 'Omar Haddad',
    createdAt: '2026-11-22T05:00:00.000Z',
    updatedAt: '2026-11-22T05:00:00.000Z',
    ...overrides,
  };
}

export const ACCOUNT = accountFixture({ id: ACCOUNT_ID, name: 'Haddad Electronics' });

export { screen };
