import type { GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

const READY = order({ id: 'SDREADY00001', status: 'ready_for_collection' });
const LINK = { code: 'k7vq2xm4pz9tabcdefgh3jkl', url: 'https://sameday.example/track/k7vq2xm4pz9tabcdefgh3jkl' };
const COUNTS: GroupCounts = {
  total: 1,
  statuses: { ready_for_collection: 1 },
  groups: {
    pending: 0,
    ready_for_collection: 1,
    in_transit: 0,
    attention: 0,
    delivered: 0,
    returns: 0,
    cancelled: 0,
  },
};

function setupApi() {
  return mockApi({
    'GET /quiqdash/orders/group_counts': ok(COUNTS),
    'GET /quiqdash/orders': ok({ orders: [READY], nextCursor: null }),
    'GET /partner/preferences': ok(preferences()),
    [`GET /quiqdash/order/${READY.id}`]: ok(READY),
    [`GET /quiqdash/orders/history/${READY.id}`]: ok([]),
    [`GET /tracking/orders/${READY.id}/link`]: ok(LINK),
  });
}

const wide = window.matchMedia;
afterEach(() => {
  window.matchMedia = wide;
  Reflect.deleteProperty(navigator, 'share');
});

describe("an order's tracking link for the merchant", () => {
  it('copies it from the row menu', async () => {
    setupApi();
    const { user } = renderOrders('/?tab=ready_for_collection');
    await user.click(await screen.findByRole('button', { name: `Actions for order ${READY.id}` }));
    expect(screen.queryByRole('menuitem', { name: 'Share tracking link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Copy tracking link' }));
    expect(await screen.findByText(`Tracking link of order ${READY.id} copied.`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('shows it in the drawer with Copy link, and no Share on a wide screen', async () => {
    setupApi();
    const { user } = renderOrders(`/?tab=ready_for_collection&order=${READY.id}`);
    const drawer = await screen.findByRole('dialog', { name: `Order ${READY.id}` });
    const section = await within(drawer).findByRole('region', { name: 'Tracking link' });
    expect(await within(section).findByRole('link', { name: LINK.url })).toHaveAttribute('href', LINK.url);
    expect(within(section).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('on a phone with a share sheet, shares it from the drawer', async () => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setupApi();
    const { user } = renderOrders(`/?tab=ready_for_collection&order=${READY.id}`);
    const drawer = await screen.findByRole('dialog', { name: `Order ${READY.id}` });
    const section = await within(drawer).findByRole('region', { name: 'Tracking link' });
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({ url: LINK.url });
  });
});
