import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GroupCounts } from '@sameday/contract';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
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

const COD = order({
  id: 'SDCOD0000001',
  payment: { mode: 'cod', codAmountFils: 25_000 },
  dropoff: { ...order().dropoff, name: 'Aisha Rahman' },
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

afterEach(() => activateLocale('en'));

const tableCss = readFileSync(path.join(import.meta.dirname, 'components/orders-table.module.css'), 'utf8');

async function inArabic(routes: Parameters<typeof mockApi>[0]) {
  await activateLocale('ar');
  await loadAppMessages();
  mockApi(routes);
}

describe('the orders screens in Arabic', () => {
  it('aligns the table titles with their cells by direction, never to a fixed side', () => {
    // Physical sides stay left in a right-to-left table while the cells under them follow the direction.
    expect(tableCss).not.toMatch(/text-align:\s*(left|right)/);
    expect(tableCss).not.toMatch(/padding-(left|right):/);
    expect(tableCss).toMatch(/\.head th \{[^}]*text-align: start;/);
  });

  it('shows the whole cash on delivery amount, apart from its wording that may shorten', async () => {
    await inArabic({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [COD], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
    });
    renderOrders('/');
    const row = await screen.findByRole('row', { name: /SDCOD0000001/ });
    const amount = within(row).getByText('AED 250.00');
    expect(amount.tagName).toBe('BDI');
    expect(amount.parentElement).toHaveAttribute('title', expect.stringContaining('AED 250.00'));
  });

  it('writes the phone prefix +971 left to right, in front of the digits', async () => {
    await inArabic({
      'GET /account': ok(ACCOUNT),
      [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([location()]),
      'GET /partner/preferences': ok(preferences()),
      'POST /shipments/rates': ok(rates()),
    });
    renderOrders('/single-shipment');
    const prefix = await screen.findByText('+971', {}, { timeout: 5000 });
    expect(prefix.closest('[dir="ltr"]')).not.toBeNull();
    // The number's field reads left to right too, so the prefix stays on its left.
    const phone = screen.getByRole('textbox', { name: 'الهاتف' });
    expect(phone.closest('[dir="ltr"]')).not.toBeNull();
  });
});
