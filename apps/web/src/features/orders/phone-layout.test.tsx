import type { GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ACCOUNT_ID,
  location,
  mockApi,
  ok,
  order,
  preferences,
  rates,
  renderOrders,
  screen,
} from './test/orders-test-kit';

/** A 375 px phone: every max-width media query matches. */
const wide = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
});
afterEach(() => {
  window.matchMedia = wide;
});

const COUNTS: GroupCounts = {
  total: 1,
  statuses: { pending: 1 },
  groups: {
    pending: 1,
    ready_for_collection: 0,
    in_transit: 0,
    attention: 0,
    delivered: 0,
    returns: 0,
    cancelled: 0,
  },
};

describe('the orders page on a phone', () => {
  it('keeps the search in view and the dates and returns a tap away, so orders come first', async () => {
    mockApi({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [order()], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
    });
    const { user } = renderOrders('/');
    expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toBeVisible();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('From')).toBeNull();
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('From')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Returns only' })).toBeInTheDocument();
  });
});

describe('a new shipment on a phone', () => {
  it('keeps the price and Place order in a bar stuck to the bottom of the screen, the one submit button', async () => {
    mockApi({
      'GET /account': ok(ACCOUNT),
      [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([location()]),
      'GET /partner/preferences': ok(preferences()),
      'POST /shipments/rates': ok(rates()),
    });
    const { user } = renderOrders('/single-shipment');
    const bar = await screen.findByRole('region', { name: 'Price and submit' });
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByRole('button', { name: 'Place order' })).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('button', { name: 'Place order' })).toHaveLength(1);
    expect(bar).toHaveTextContent('Choose a service to see the price');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Emirate' }), 'Dubai');
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '0.5');
    await user.click(await screen.findByRole('radio', { name: 'Same day' }, { timeout: 5000 }));
    expect(await within(bar).findByText(/AED 25\.00/)).toBeInTheDocument();
  });

  it('lets a service card put its price under the service rather than squeeze the words', async () => {
    mockApi({
      'GET /account': ok(ACCOUNT),
      [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([location()]),
      'GET /partner/preferences': ok(preferences()),
      'POST /shipments/rates': ok(rates()),
    });
    const { user } = renderOrders('/single-shipment');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Emirate' }), 'Dubai');
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '0.5');
    const sameDay = await screen.findByRole('radio', { name: 'Same day' }, { timeout: 5000 });
    const card = sameDay.closest('.mantine-Group-root') as HTMLElement;
    const price = within(card).getByText(/AED 25\.00/);
    // The price never wraps inside itself, and the row wraps instead.
    expect(price).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(price).not.toHaveStyle({ maxWidth: '45%' });
    expect(card.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });
});
