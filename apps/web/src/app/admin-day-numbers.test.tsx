// The day's numbers as the console composes them: the strip on the dispatch board and the reports
// screen at /admin/reports; fetch (the network boundary) is the only fake.
import type { DayNumbers, NumbersFigures } from '@sameday/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminPage from '../features/admin/admin-page';
import DayNumbersReportPage from '../features/dispatch/day-numbers-report-page';
import DispatchBoardPage from '../features/dispatch/dispatch-board-page';
import { dubaiToday } from '../features/dispatch/lib/board';
import { writeStoredToken } from '../shared/session';
import { accountFixture } from '../test/fixtures';
import { apiError, mockApi, ok } from '../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../test/render-screen';

const staffAccount = (roles: string[]) =>
  ok(accountFixture({ id: 'acc_ops', user: { id: 1, email: 'ops@sameday.ae', fullname: 'Noura Ops', roles } }));

function renderConsole(url: string) {
  writeStoredToken('test-token');
  return renderScreen(
    [
      {
        path: '/admin/*',
        element: (
          <AdminPage onLogout={vi.fn()} dispatchBoard={DispatchBoardPage} numbersReport={DayNumbersReportPage} />
        ),
      },
      { path: '*', element: <Landed /> },
    ],
    url,
    { session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }) },
  );
}

const emptyDay = { waves: [], missions: [], unassignedOrders: [], couriers: [] };
const figures = (overrides: Partial<NumbersFigures> = {}): NumbersFigures => ({
  onTimeRate: 0.75,
  ordersPerCourierHour: 2.5,
  kmPerOrder: 4.25,
  failedAttemptRate: 0.2,
  delivered: 8,
  deliveredOnTime: 6,
  failedAttempts: 2,
  courierHours: 3.2,
  km: 34,
  ...overrides,
});
const none = figures({
  onTimeRate: null,
  ordersPerCourierHour: null,
  kmPerOrder: null,
  failedAttemptRate: null,
  delivered: 0,
  deliveredOnTime: 0,
  failedAttempts: 0,
  courierHours: 0,
  km: 0,
});
const numbers = (from: string, to = from, days = [from]): DayNumbers => ({
  from,
  to,
  total: figures(),
  zones: [
    { zone: 'dubai', ...figures({ onTimeRate: 0.8 }) },
    { zone: 'sharjah', ...figures({ onTimeRate: null, delivered: 0, failedAttemptRate: 1 }) },
  ],
  days: days.map((date, index) => ({ date, total: index === 0 ? figures() : none, zones: [] })),
});

describe("the dispatch board's numbers", () => {
  it('shows today’s four figures with what they are made of, and per zone on demand', async () => {
    const today = dubaiToday();
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok({ date: today, ...emptyDay }),
      'GET /admin/dispatch/numbers': ok(numbers(today)),
    });
    const { user } = renderConsole('/admin/dispatch');
    const strip = await screen.findByRole('region', { name: 'Today’s numbers' });
    await waitFor(() => expect(strip).toHaveTextContent('75%'));
    expect(strip).toHaveTextContent('On time75%6 of 8 delivered within the promised window');
    expect(strip).toHaveTextContent('Orders per courier-hour2.58 delivered in 3.2 courier-hours');
    expect(strip).toHaveTextContent('Km per order4.334 km planned for 8 delivered');
    expect(strip).toHaveTextContent('Failed attempts20%2 of 10 attempts failed');
    expect(api.callsTo('GET', '/admin/dispatch/numbers')[0]?.search.get('from')).toBe(today);
    expect(api.callsTo('GET', '/admin/dispatch/numbers')[0]?.search.get('to')).toBe(today);

    expect(within(strip).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: 'By zone' }));
    const table = within(strip).getByRole('table', { name: 'By zone (emirate of the drop-off)' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Dubai80%');
    expect(rows[2]).toHaveTextContent('SharjahNo data');
    expect(within(strip).getByRole('button', { name: 'Hide zones' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says there is no data on an empty day (never 0 %), and offers to try again when it cannot load', async () => {
    const today = dubaiToday();
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok({ date: today, ...emptyDay }),
      'GET /admin/dispatch/numbers': apiError(503, 'unavailable', 'The service is unavailable.'),
    });
    const { user } = renderConsole('/admin/dispatch');
    const strip = await screen.findByRole('region', { name: 'Today’s numbers' });
    const retry = await within(strip).findByRole('button', { name: /try again/i });
    api.set({ 'GET /admin/dispatch/numbers': ok({ ...numbers(today), total: none, zones: [] }) });
    await user.click(retry);
    await waitFor(() => expect(strip).toHaveTextContent('Nothing delivered or attempted yet on this day'));
    expect(within(strip).getAllByText('No data')).toHaveLength(4);
    expect(strip).not.toHaveTextContent('0%');
  });
});

describe('the reports screen', () => {
  it('is in the sidebar for operations and reads the figures of a range of days, by zone and by day', async () => {
    const today = dubaiToday();
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/numbers': (call) => {
        const from = call.search.get('from') ?? today;
        const to = call.search.get('to') ?? today;
        return ok(numbers(from, to, from === to ? [from] : [from, to]));
      },
    });
    const { user } = renderConsole('/admin/accounts');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    await user.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'All the days chosen' });
    expect(all).toHaveTextContent('75%');
    expect(screen.getByRole('table', { name: 'By zone (emirate of the drop-off)' })).toHaveTextContent('Dubai');
    expect(screen.queryByRole('region', { name: 'By day' })).not.toBeInTheDocument();

    const fromField = screen.getByLabelText('From');
    fireEvent.change(fromField, { target: { value: '2026-11-01' } });
    const byDay = await screen.findByRole('region', { name: 'By day' });
    const rows = within(byDay).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-0175%2.54.320%');
    expect(rows[2]).toHaveTextContent(`${today}No dataNo dataNo dataNo data`);
    const last = api.callsTo('GET', '/admin/dispatch/numbers').at(-1);
    expect([last?.search.get('from'), last?.search.get('to')]).toEqual(['2026-11-01', today]);
  });

  it('tells a range with nothing in it apart, and a backwards range is not asked for', async () => {
    const today = dubaiToday();
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/numbers': ok({ ...numbers(today), total: none, zones: [] }),
    });
    renderConsole('/admin/reports');
    expect(await screen.findByText('No numbers for these days')).toBeInTheDocument();
    const calls = api.callsTo('GET', '/admin/dispatch/numbers').length;
    const toField = screen.getByLabelText('To');
    fireEvent.change(toField, { target: { value: '2020-01-01' } });
    expect(await screen.findByText('The last day is before the first.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/dispatch/numbers')).toHaveLength(calls);
  });

  it('is not for finance staff', async () => {
    mockApi({ 'GET /account': staffAccount(['finance']) });
    renderConsole('/admin/reports');
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
  });
});
