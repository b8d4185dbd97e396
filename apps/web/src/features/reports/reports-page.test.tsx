import { addDays, type DeliveryReport, dubaiClock } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, mockApi, ok } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import ReportsPage from './reports-page';

const today = dubaiClock(new Date()).date;

/** A report as the server answers it for the asked period; the figures of a small shop. */
function reportFor(call: ApiCall, overrides: Partial<DeliveryReport> = {}): DeliveryReport {
  const from = call.search.get('from') as string;
  const to = call.search.get('to') as string;
  const days: DeliveryReport['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, orders: 0, delivered: 0 });
  (days.at(-1) as DeliveryReport['days'][number]).orders = 12;
  return {
    from,
    to,
    totals: {
      orders: 12,
      delivered: 8,
      deliveredFirstAttempt: 6,
      inProgress: 1,
      needsAttention: 1,
      returned: 1,
      cancelled: 1,
      codCollectedFils: 123_450,
      spendFils: 33_000,
    },
    deliveryRate: 8 / 9,
    firstAttemptRate: 6 / 8,
    days,
    services: [
      { key: 'four_hour', label: '4-hour', orders: 0, delivered: 0, returned: 0 },
      { key: 'same_day', label: 'Same day', orders: 4, delivered: 3, returned: 1 },
      { key: 'next_day', label: 'Next day', orders: 8, delivered: 5, returned: 0 },
    ],
    emirates: [{ key: 'Dubai', label: 'Dubai', orders: 12, delivered: 8, returned: 1 }],
    ...overrides,
  };
}

const renderPage = (url = '/reports') => renderScreen([{ path: '/reports', element: <ReportsPage /> }], url);

describe('/reports', () => {
  it('asks for the last 30 days by default and shows the figures, rates and breakdowns', async () => {
    const api = mockApi({ 'GET /quiqdash/reports/summary': (call) => ok(reportFor(call)) });
    renderPage();
    // The page is titled as the sidebar entry that opens it (spec §2: Analytics).
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Analytics/);
    const [asked] = api.callsTo('GET', '/quiqdash/reports/summary');
    expect(asked?.search.get('to')).toBe(today);
    expect(asked?.search.get('from')).toBe(addDays(today, -29));

    await screen.findByText('Orders placed', { selector: 'dt' });
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(figure('Orders placed')).toHaveTextContent('12');
    expect(figure('Orders placed')).toHaveTextContent('1 in progress · 1 need attention · 1 cancelled');
    expect(figure('Delivered')).toHaveTextContent('88.9% of finished orders');
    expect(figure('Delivered first time')).toHaveTextContent('75.0%');
    expect(figure('Delivered first time')).toHaveTextContent('6 of 8 delivered');
    expect(figure('COD collected')).toHaveTextContent('AED 1,234.50');
    expect(figure('Shipping spend')).toHaveTextContent('AED 330.00');
    // Each countable figure opens its orders on the orders page, filtered to the same days.
    const days = `from=${addDays(today, -29)}&to=${today}`;
    expect(screen.getByRole('link', { name: 'See these orders' })).toHaveAttribute('href', `/?tab=all&${days}`);
    expect(screen.getByRole('link', { name: 'See the delivered orders' })).toHaveAttribute(
      'href',
      `/?tab=delivered&${days}`,
    );
    expect(screen.getByRole('link', { name: 'See the returns' })).toHaveAttribute('href', `/?tab=returns&${days}`);

    const byService = screen.getByRole('table', { name: 'By service' });
    const sameDay = within(byService).getByRole('row', { name: /Same day/ });
    expect(
      within(sameDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Same day', '4', '3', '1', '75.0%']);
    const fourHour = within(byService).getByRole('row', { name: /4-hour/ });
    expect(within(fourHour).getAllByRole('cell').at(-1)).toHaveTextContent('–');
    expect(within(screen.getByRole('table', { name: 'By emirate' })).getByRole('row', { name: /Dubai/ })).toBeVisible();
    // The chart's figures are also a table for screen readers.
    expect(screen.getByRole('table', { name: 'Orders placed and delivered by day' })).toBeInTheDocument();
  });

  it('rounds a rate one way wherever it shows: one decimal, always, in the figures and the breakdown rows', async () => {
    // 218 of 245 finished orders delivered (88.98 %), all of them next day in Dubai: three places show that rate.
    const totals = { delivered: 218, returned: 27 };
    mockApi({
      'GET /quiqdash/reports/summary': (call) =>
        ok(
          reportFor(call, {
            totals: { ...reportFor(call).totals, orders: 245, ...totals, deliveredFirstAttempt: 109 },
            deliveryRate: 218 / 245,
            firstAttemptRate: 109 / 218,
            services: [{ key: 'next_day', label: 'Next day', orders: 245, ...totals }],
            emirates: [{ key: 'Dubai', label: 'Dubai', orders: 245, ...totals }],
          }),
        ),
    });
    renderPage();
    await screen.findByText('Orders placed', { selector: 'dt' });
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(figure('Delivered')).toHaveTextContent('89.0% of finished orders');
    expect(figure('Delivered first time')).toHaveTextContent('50.0%');
    for (const table of ['By service', 'By emirate']) {
      const row = within(screen.getByRole('table', { name: table })).getAllByRole('row')[1] as HTMLElement;
      expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^89\.0%$/);
    }
  });

  it('switches the period, keeps it in the address and asks the server for it', async () => {
    const api = mockApi({ 'GET /quiqdash/reports/summary': (call) => ok(reportFor(call)) });
    const { user, router } = renderPage();
    await screen.findByText('Orders placed', { selector: 'dt' });
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?days=7');
    await screen.findByText(/Orders placed .* and how their delivery went/);
    const last = api.callsTo('GET', '/quiqdash/reports/summary').at(-1);
    expect(last?.search.get('from')).toBe(addDays(today, -6));
    expect(last?.search.get('to')).toBe(today);
  });

  it('opens on the period named in the address, and ignores one it does not offer', async () => {
    const api = mockApi({ 'GET /quiqdash/reports/summary': (call) => ok(reportFor(call)) });
    renderPage('/reports?days=90');
    await screen.findByText('Orders placed', { selector: 'dt' });
    expect(screen.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    expect(api.calls[0]?.search.get('from')).toBe(addDays(today, -89));
  });

  it('says when the period has no orders, and offers a new shipment and a longer period', async () => {
    const api = mockApi({
      'GET /quiqdash/reports/summary': (call) =>
        ok(reportFor(call, { totals: { ...reportFor(call).totals, orders: 0 } })),
    });
    const { user } = renderPage('/reports?days=7');
    expect(await screen.findByRole('heading', { name: 'No orders in this period' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Shipment' })).toHaveAttribute('href', '/single-shipment');
    await user.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(api.calls.at(-1)?.search.get('from')).toBe(addDays(today, -29));
  });

  it("shows the server's refusal and loads again on request", async () => {
    let attempts = 0;
    mockApi({
      'GET /quiqdash/reports/summary': (call) =>
        ++attempts === 1
          ? apiError(503, 'unavailable', 'The service is busy, try again shortly.')
          : ok(reportFor(call)),
    });
    const { user } = renderPage();
    expect(await screen.findByText('The service is busy, try again shortly.')).toBeInTheDocument();
    expect(screen.getByText('Could not load the report')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Orders placed', { selector: 'dt' })).toBeInTheDocument();
  });
});
