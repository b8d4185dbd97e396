import { notifications } from '@mantine/notifications';
import type { CreditNote, Invoice } from '@sameday/contract';
import type { RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { type ApiCall, apiError, mockApi, ok, type Reply } from '../../../test/mock-api';
import { describedErrorOf } from '../../../test/queries';
import { Landed, renderScreen } from '../../../test/render-screen';
import BankDetailsPage from '../bank-details-page';
import CodPage from '../cod-page';
import InvoicesPage from '../invoices-page';
import OutstandingInvoicesPage from '../outstanding-invoices-page';
import PaymentMethodsPage from '../payment-methods-page';

/** The finance screens' tests: the real providers and router, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

export { type ApiCall, apiError, mockApi, ok, type Reply };

const ROUTES: RouteObject[] = [
  { path: '/finance/invoices', element: <InvoicesPage /> },
  { path: '/account/invoices', element: <OutstandingInvoicesPage /> },
  { path: '/finance/cod', element: <CodPage /> },
  { path: '/finance/payment-methods', element: <PaymentMethodsPage /> },
  { path: '/finance/bank-details', element: <BankDetailsPage /> },
  { path: '*', element: <Landed /> },
];

export function renderFinance(url: string) {
  return renderScreen(ROUTES, url);
}

/** The error text an input is described by. */
export const errorOf = describedErrorOf;

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv_oct',
    number: 'INV-202610-ABC123',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    orderCount: 42,
    subtotalFils: 100_000,
    vatFils: 5_000,
    totalFils: 105_000,
    issuedAt: '2026-11-01T05:00:00.000Z',
    dueDate: '2026-11-16',
    paidAt: null,
    status: 'overdue',
    ...overrides,
  };
}

export function creditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 'cn_w45',
    number: 'COD-20261109-XYZ789',
    periodStart: '2026-11-09',
    periodEnd: '2026-11-15',
    orderCount: 3,
    codTotalFils: 62_345,
    differenceFils: 0,
    issuedAt: '2026-11-16T05:00:00.000Z',
    confirmedAt: null,
    payout: null,
    ...overrides,
  };
}
