import type { GroupCounts } from '@sameday/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

const COUNTS: GroupCounts = {
  total: 1234,
  statuses: { pending: 1234 },
  groups: {
    pending: 1234,
    ready_for_collection: 0,
    in_transit: 0,
    attention: 0,
    delivered: 0,
    returns: 0,
    cancelled: 0,
  },
};

const PENDING = order({
  id: 'SDPEND000001',
  priceFils: 113_750,
  dropoff: { ...order().dropoff, name: 'Aisha Rahman' },
});

afterEach(() => activateLocale('en'));

describe('the orders page in Arabic', () => {
  it('reads right to left with the state names, tabs and prices in Arabic, digits Western', async () => {
    await activateLocale('ar');
    await loadAppMessages();
    mockApi({
      'GET /quiqdash/orders/group_counts': ok(COUNTS),
      'GET /quiqdash/orders': ok({ orders: [PENDING], nextCursor: null }),
      'GET /partner/preferences': ok(preferences()),
    });
    renderOrders('/');

    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'الطلبات', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: /جاهز للاستلام/ });
    expect(tab).toBeInTheDocument();
    // The count of a tab keeps Western digits and its grouping.
    expect(await screen.findByRole('tab', { name: /معلّق.*1,234/ })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SDPEND000001/ });
    expect(row).toHaveTextContent('معلّق');
    expect(row).toHaveTextContent('AED 1,137.50');
    expect(row).toHaveTextContent('مدفوع مسبقًا');
    expect(screen.getByRole('columnheader', { name: /غير شامل الضريبة/ })).toBeInTheDocument();
  });
});
