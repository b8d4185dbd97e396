import type { GroupCounts } from '@sameday/contract';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

// The export mark (PUT /quiqdash/orders/export/{id}, written by the merchant's own system):
// a filter of the list, a mark in the drawer, and the filter carried into the page's export.

const EXPORTED = order({ id: 'SDEXPO000001', exportedAt: '2026-11-22T06:30:00.000Z' });
const WAITING = order({ id: 'SDWAIT000001', exportedAt: null });

const COUNTS: GroupCounts = {
  total: 2,
  statuses: { pending: 2 },
  groups: { pending: 2, ready_for_collection: 0, in_transit: 0, attention: 0, delivered: 0, returns: 0, cancelled: 0 },
};

function setupApi() {
  return mockApi({
    'GET /quiqdash/orders/group_counts': ok(COUNTS),
    'GET /quiqdash/orders': (call) =>
      ok({ orders: call.search.get('exported') === 'no' ? [WAITING] : [WAITING, EXPORTED], nextCursor: null }),
    'GET /partner/preferences': ok(preferences()),
    [`GET /quiqdash/order/${EXPORTED.id}`]: ok(EXPORTED),
    [`GET /quiqdash/order/${WAITING.id}`]: ok(WAITING),
    'GET /quiqdash/orders/download': {
      status: 200,
      raw: 'Order ID\n',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-11-22.csv"' },
    },
  });
}

const rowOf = (id: string) => screen.queryByRole('row', { name: new RegExp(`^Order ${id}`) });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('orders not yet exported', () => {
  it('asks for them with the filter, keeps it in the URL and exports what the filter shows', async () => {
    const api = setupApi();
    const { user, router } = renderOrders('/');
    await screen.findByText(EXPORTED.id);
    expect(screen.getByText(/^Showing /)).toHaveTextContent('Showing 2 of 2');
    await user.click(screen.getByRole('checkbox', { name: 'Not yet exported' }));
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/orders').at(-1)?.search.get('exported')).toBe('no'));
    expect(currentUrl(router)).toBe('/?exported=no');
    await waitFor(() => expect(rowOf(EXPORTED.id)).not.toBeInTheDocument());
    expect(rowOf(WAITING.id)).toBeInTheDocument();
    // The tab's count (2) does not know the filter: no "Showing 1 of 2".
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Export' })[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/orders/download')).toHaveLength(1));
    expect(api.callsTo('GET', '/quiqdash/orders/download')[0]?.search.get('exported')).toBe('no');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByText(EXPORTED.id)).toBeInTheDocument();
  });

  it('opens with the filter a shared link names', async () => {
    const api = setupApi();
    renderOrders('/?exported=no');
    await screen.findByText(WAITING.id);
    expect(screen.getByRole('checkbox', { name: 'Not yet exported' })).toBeChecked();
    expect(api.callsTo('GET', '/quiqdash/orders')[0]?.search.get('exported')).toBe('no');
  });
});

describe('the export mark in the order drawer', () => {
  it("shows when the merchant's system exported the order, and nothing for one not yet exported", async () => {
    setupApi();
    const { user } = renderOrders(`/?order=${EXPORTED.id}`);
    const drawer = await screen.findByRole('dialog', { name: `Order ${EXPORTED.id}` });
    // 06:30 UTC is 10:30 in Dubai.
    expect(await within(drawer).findByText(/^Exported .*10:30/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close order details' }));
    await user.click(await screen.findByRole('row', { name: new RegExp(`^Order ${WAITING.id}`) }));
    const other = await screen.findByRole('dialog', { name: `Order ${WAITING.id}` });
    await within(other).findByText(WAITING.partnerOrderId ?? '');
    expect(within(other).queryByText(/^Exported /)).not.toBeInTheDocument();
  });
});
