import { formatServiceDate, type GroupCounts, type Order, type OrderStatus, reattemptDays } from '@sameday/contract';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, userFixture } from '../../test/fixtures';
import {
  type ApiCall,
  apiError,
  currentUrl,
  mockApi,
  ok,
  order,
  preferences,
  renderOrders,
  screen,
} from './test/orders-test-kit';
import { endGuidedTour, startGuidedTour } from './tour/tour-store';

const PENDING_A = order({ id: 'SDPEND000001', dropoff: { ...order().dropoff, name: 'Aisha Rahman' } });
const PENDING_B = order({ id: 'SDPEND000002', dropoff: { ...order().dropoff, name: 'Omar Al Marri' } });
const READY = order({ id: 'SDREADY00001', status: 'ready_for_collection' });
const COLLECTED = order({ id: 'SDCOLL000001', status: 'collected' });
const held = (id: string, name: string) =>
  order({
    id,
    status: 'on_hold',
    failedAttempts: 2,
    serviceKind: 'next_day',
    onHoldUntil: '2026-11-25T10:00:00.000Z',
    dropoff: { ...order().dropoff, name },
  });
const HELD_A = held('SDHELD000001', 'Layla Mansour');
const HELD_B = held('SDHELD000002', 'Chen Wei');
const FAILED = order({ id: 'SDFAIL000001', status: 'delivery_failed', failedAttempts: 1 });

const COUNTS: GroupCounts = {
  total: 4,
  statuses: { pending: 2, ready_for_collection: 1, collected: 1 },
  groups: {
    pending: 2,
    ready_for_collection: 1,
    in_transit: 1,
    attention: 0,
    delivered: 0,
    returns: 0,
    cancelled: 0,
  },
};

const GROUPS: Record<string, Order[]> = {
  pending: [PENDING_A, PENDING_B],
  ready_for_collection: [READY],
  in_transit: [COLLECTED],
  attention: [HELD_A, HELD_B, FAILED],
};

function listReply(call: ApiCall) {
  const group = call.search.get('group');
  const orders = group ? (GROUPS[group] ?? []) : Object.values(GROUPS).flat();
  const q = call.search.get('q')?.toLowerCase();
  return ok({
    orders: q ? orders.filter((candidate) => candidate.dropoff.name.toLowerCase().includes(q)) : orders,
    nextCursor: null,
  });
}

const history = (id: string, status: OrderStatus) => [
  {
    id: `evt_${id}_1`,
    fromStatus: null,
    toStatus: 'pending',
    reason: 'Order placed',
    actor: 'merchant',
    actorName: 'Omar Haddad',
    createdAt: '2026-11-22T05:00:00.000Z',
  },
  ...(status === 'pending'
    ? []
    : [
        {
          id: `evt_${id}_2`,
          fromStatus: 'pending',
          toStatus: status,
          reason: null,
          actor: 'merchant',
          actorName: 'Omar Haddad',
          createdAt: '2026-11-22T06:00:00.000Z',
        },
      ]),
];

function setupApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /quiqdash/orders/group_counts': ok(COUNTS),
    'GET /quiqdash/orders': listReply,
    'GET /partner/preferences': ok(preferences()),
  };
  for (const candidate of [PENDING_A, PENDING_B, READY, COLLECTED, HELD_A, HELD_B, FAILED]) {
    routes[`GET /quiqdash/order/${candidate.id}`] = ok(candidate);
    routes[`GET /quiqdash/orders/history/${candidate.id}`] = ok(history(candidate.id, candidate.status));
  }
  return mockApi({ ...routes, ...overrides });
}

/** Files the page saved: downloadFile clicks a link with the server's filename. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const row = (id: string) => screen.getByRole('row', { name: new RegExp(`^Order ${id}`) });
const bulkBar = () => screen.getByRole('group', { name: 'Bulk actions' });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('the orders page', () => {
  it('shows the state tabs with their counts and the orders of the chosen tab', async () => {
    const api = setupApi();
    const { user, router } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pending')).toHaveTextContent('Pending2');
    expect(tab('Ready for Collection')).toHaveTextContent('Ready for Collection1');
    expect(tab('Ready for Collection')).toHaveAttribute('data-tour', 'ready-for-collection-tab');
    expect(tab('In transit')).toHaveTextContent('In transit1');
    expect(tab('All')).toHaveTextContent('All4');
    expect(api.callsTo('GET', '/quiqdash/orders')[0]?.search.get('group')).toBe('pending');
    expect(screen.getByText('Pending: not yet seen by couriers')).toBeInTheDocument();

    await user.click(tab('Ready for Collection'));
    expect(await screen.findByText('SDREADY00001')).toBeInTheDocument();
    expect(screen.queryByText('SDPEND000001')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/?tab=ready_for_collection');
    expect(api.callsTo('GET', '/quiqdash/orders').at(-1)?.search.get('group')).toBe('ready_for_collection');
    const info = screen.getByRole('region', { name: 'About this state' });
    expect(info).toHaveAttribute('data-tour', 'order-state-info');
    expect(info).toHaveTextContent('Someone must be at the pickup location');
    expect(info).toHaveTextContent('Actions → Edit');
  });

  it('loads the guided tour when it starts, and shows its first step over the page', async () => {
    setupApi({ 'POST /partner/user/onboarding/complete': ok(userFixture({ isNewUser: false })) });
    renderOrders('/');
    await screen.findByText('SDPEND000001');
    expect(screen.queryByTestId('guided-tour')).toBeNull();
    act(() => startGuidedTour());
    expect(await screen.findByTestId('guided-tour', {}, { timeout: 3000 })).toHaveTextContent('Step 1 of 6');
    act(() => endGuidedTour('cancelled'));
    await waitFor(() => expect(screen.queryByTestId('guided-tour')).toBeNull());
  });

  it('starts the tour once for a new user on arrival, with its card, and not again on the next visit', async () => {
    window.sessionStorage.removeItem('sameday.tourAutoStarted');
    setupApi({
      'GET /account': ok(accountFixture({ user: { isNewUser: true } })),
      'POST /partner/user/onboarding/complete': ok(userFixture({ isNewUser: false })),
    });
    const first = renderOrders('/');
    expect(await screen.findByTestId('guided-tour', {}, { timeout: 3000 })).toHaveTextContent('Step 1 of 6');
    expect(window.sessionStorage.getItem('sameday.tourAutoStarted')).toBe('1');
    // Left without closing it: a return to Orders in the same session does not start it again.
    act(() => endGuidedTour('cancelled'));
    window.localStorage.removeItem('onboarding');
    first.unmount();
    renderOrders('/');
    await screen.findByText('SDPEND000001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('guided-tour')).toBeNull();
  });

  it('asks the counts for the chosen dates and searches after typing stops', async () => {
    const api = setupApi();
    const { user } = renderOrders('/?tab=all');
    await screen.findByText('SDPEND000001');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/quiqdash/orders/group_counts').at(-1)?.search.get('from')).toBe('2026-11-01'),
    );
    expect(api.callsTo('GET', '/quiqdash/orders').at(-1)?.search.get('from')).toBe('2026-11-01');

    const before = api.callsTo('GET', '/quiqdash/orders').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'omar');
    await waitFor(() => expect(screen.queryByText('SDPEND000001')).not.toBeInTheDocument());
    expect(await screen.findByText('SDPEND000002')).toBeInTheDocument();
    const searches = api.callsTo('GET', '/quiqdash/orders').slice(before);
    // One call for the whole word, not one a keystroke.
    expect(searches.map((call) => call.search.get('q'))).toEqual(['omar']);
  });

  it('selects orders with accessible checkboxes and marks them Ready for Collection, saying which did not move', async () => {
    const api = setupApi({
      'PUT /quiqdash/orders/state/SDPEND000001,SDPEND000002/ready_for_collection': ok([
        { id: 'SDPEND000001', status: 'OK', order: { ...PENDING_A, status: 'ready_for_collection' } },
        {
          id: 'SDPEND000002',
          status: 'FAILED',
          error: {
            code: 'failed_precondition',
            message: 'An order that is Cancelled cannot become Ready for Collection.',
          },
        },
      ]),
    });
    const { user } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    const firstCell = screen.getByRole('checkbox', { name: 'Select order SDPEND000001' }).closest('td');
    expect(firstCell).toHaveAttribute('data-tour', 'order-row-select');
    await user.click(screen.getByRole('checkbox', { name: 'Select order SDPEND000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order SDPEND000002' }));
    expect(within(bulkBar()).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bulkBar()).getByRole('button', { name: 'Ready for Collection' }));
    expect(await screen.findByText(/Order SDPEND000001 is Ready for Collection\./)).toBeInTheDocument();
    expect(
      screen.getByText(/1 order could not become Ready for Collection\. SDPEND000002: An order that is Cancelled/),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/quiqdash/orders/state/SDPEND000001,SDPEND000002/ready_for_collection')).toHaveLength(1);
    // The order that did not move stays selected.
    await waitFor(() => expect(within(bulkBar()).getByText('1 selected')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select order SDPEND000002' })).toBeChecked();
  });

  it('cancels the selected orders after a confirmation', async () => {
    const api = setupApi({
      'PUT /quiqdash/orders/state/SDPEND000001,SDPEND000002/cancelled': ok([
        { id: 'SDPEND000001', status: 'OK' },
        { id: 'SDPEND000002', status: 'OK' },
      ]),
    });
    const { user } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 loaded orders' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 orders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep orders' }));
    expect(api.callsTo('PUT', '/quiqdash/orders/state/SDPEND000001,SDPEND000002/cancelled')).toHaveLength(0);

    await user.click(within(bulkBar()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel 2 orders' }));
    expect(await screen.findByText('2 orders are Cancelled.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/quiqdash/orders/state/SDPEND000001,SDPEND000002/cancelled')).toHaveLength(1);
  });

  it("downloads the selection's labels and CSV under the server's filenames", async () => {
    const api = setupApi({
      'GET /quiqdash/orders/labels/SDPEND000001,SDPEND000002': {
        status: 200,
        raw: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="orders-22-11-2026.pdf"',
        },
      },
      'GET /quiqdash/orders/download': {
        status: 200,
        raw: 'id\nSDPEND000001\n',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-11-22.csv"' },
      },
    });
    const { user } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    await user.click(screen.getByRole('checkbox', { name: 'Select order SDPEND000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order SDPEND000002' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Download labels' }));
    await user.click(await screen.findByRole('menuitem', { name: 'A4, four a page' }));
    await waitFor(() => expect(saved).toEqual(['orders-22-11-2026.pdf']));
    expect(api.callsTo('GET', '/quiqdash/orders/labels/SDPEND000001,SDPEND000002')[0]?.search.get('format')).toBe('a4');

    await user.click(within(bulkBar()).getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['orders-22-11-2026.pdf', 'orders-2026-11-22.csv']));
    expect(api.callsTo('GET', '/quiqdash/orders/download')[0]?.search.get('ids')).toBe('SDPEND000001,SDPEND000002');
    expect(api.callsTo('GET', '/quiqdash/orders/download')[0]?.search.get('format')).toBe('csv');

    api.set({
      'GET /quiqdash/orders/download': {
        status: 200,
        raw: 'PK',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="orders-2026-11-22.xlsx"',
        },
      },
    });
    await user.click(within(bulkBar()).getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toContain('orders-2026-11-22.xlsx'));
    expect(api.callsTo('GET', '/quiqdash/orders/download').at(-1)?.search.get('format')).toBe('xlsx');

    // The page's own Export takes the list's filters instead of ids.
    await user.click(screen.getAllByRole('button', { name: 'Export' })[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/orders/download')).toHaveLength(3));
    const whole = api.callsTo('GET', '/quiqdash/orders/download').at(-1)?.search;
    expect([whole?.get('group'), whole?.get('ids'), whole?.get('format')]).toEqual(['pending', null, 'xlsx']);
  });

  it('opens a pending order: details, price, history and its actions', async () => {
    setupApi({
      'GET /quiqdash/orders/labels/SDPEND000001': {
        status: 200,
        raw: '%PDF-1.7',
        headers: { 'content-disposition': 'attachment; filename="order-SDPEND000001.pdf"' },
      },
    });
    const { user, router } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    await user.click(row('SDPEND000001'));
    const drawer = await screen.findByRole('dialog', { name: 'Order SDPEND000001' });
    expect(currentUrl(router)).toBe('/?order=SDPEND000001');
    expect(within(drawer).getByText('AED 25.00 excl. VAT')).toBeInTheDocument();
    expect(within(drawer).getByText('VAT at 5% is added on your monthly invoice.')).toBeInTheDocument();
    expect(await within(drawer).findByText('Placed as Pending')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark Ready for Collection' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Download label' }));
    await waitFor(() => expect(saved).toEqual(['order-SDPEND000001.pdf']));

    await user.click(within(drawer).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Cancel order' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(currentUrl(router)).toBe('/order?id=SDPEND000001');
  });

  it('an order Ready for Collection is edited through Actions, then Edit; a collected one only duplicated', async () => {
    const { user, router } = (() => {
      setupApi();
      return renderOrders('/?tab=ready_for_collection&order=SDREADY00001');
    })();
    const drawer = await screen.findByRole('dialog', { name: 'Order SDREADY00001' });
    await within(drawer).findByText('Pending → Ready for Collection');
    expect(within(drawer).queryByRole('button', { name: 'Mark Ready for Collection' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark Ready for Collection' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() => {
      void router.navigate('/?tab=in_transit&order=SDCOLL000001');
    });
    const collected = await screen.findByRole('dialog', { name: 'Order SDCOLL000001' });
    await user.click(await within(collected).findByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(currentUrl(router)).toBe('/single-shipment?duplicate=SDCOLL000001');
  });

  it("opens an order from its row, but not from the row's checkbox or actions", async () => {
    setupApi({
      'GET /quiqdash/orders/labels/SDPEND000001': {
        status: 200,
        raw: '%PDF-1.7',
        headers: { 'content-disposition': 'attachment; filename="order-SDPEND000001.pdf"' },
      },
    });
    const { user, router } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    const checkbox = screen.getByRole('checkbox', { name: 'Select order SDPEND000001' });
    await user.click(checkbox);
    await user.click(checkbox.closest('td') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Download label for order SDPEND000001' }));
    await waitFor(() => expect(saved).toEqual(['order-SDPEND000001.pdf']));
    await user.click(
      screen.getByRole('button', { name: 'Actions for order SDPEND000001' }).closest('td') as HTMLElement,
    );
    expect(checkbox).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');

    await user.click(within(row('SDPEND000001')).getByText('Aisha Rahman'));
    expect(await screen.findByRole('dialog', { name: 'Order SDPEND000001' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/?order=SDPEND000001');
  });

  it("on a phone, opens an order from its card, but not from the card's actions", async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      setupApi();
      const { user, router } = renderOrders('/');
      await screen.findByText('SDPEND000001');
      const actions = screen.getByRole('button', { name: 'Actions for order SDPEND000001' });
      await user.click(actions.parentElement as HTMLElement);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(currentUrl(router)).toBe('/');

      await user.click(within(row('SDPEND000001')).getByText(/Aisha Rahman/));
      expect(await screen.findByRole('dialog', { name: 'Order SDPEND000001' })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('starts a new selection when the tab changes, even for orders the new tab still lists', async () => {
    setupApi();
    const { user } = renderOrders('/?tab=all');
    await screen.findByText('SDREADY00001');
    await user.click(tab('Pending'));
    await waitFor(() => expect(screen.queryByText('SDREADY00001')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select order SDPEND000001' }));
    expect(within(bulkBar()).getByText('1 selected')).toBeInTheDocument();

    await user.click(tab('All'));
    await screen.findByText('SDREADY00001');
    expect(screen.getByRole('checkbox', { name: 'Select order SDPEND000001' })).not.toBeChecked();
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('moves between rows with the arrow keys, selects with Space and opens with Enter', async () => {
    setupApi();
    const { user, router } = renderOrders('/');
    await screen.findByText('SDPEND000001');
    row('SDPEND000001').focus();
    await user.keyboard('{ArrowDown}');
    expect(row('SDPEND000002')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select order SDPEND000002' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Order SDPEND000002' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/?order=SDPEND000002');
  });

  it('lets the merchant reattempt a held order on a chosen day from its drawer', async () => {
    const { earliest } = reattemptDays(HELD_A, new Date(), preferences());
    const later = new Date(`${earliest}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const day = later.toISOString().slice(0, 10);
    const api = setupApi({
      'PUT /quiqdash/orders/reattempt/SDHELD000001': ok([
        {
          id: 'SDHELD000001',
          status: 'OK',
          order: { ...HELD_A, status: 'out_for_delivery', serviceDate: day, onHoldUntil: null },
        },
      ]),
    });
    const { user } = renderOrders('/?tab=attention&order=SDHELD000001');
    const drawer = await screen.findByRole('dialog', { name: 'Order SDHELD000001' });
    const choice = await within(drawer).findByRole('region', { name: 'On hold' });
    expect(choice).toHaveTextContent('Your choice is needed');
    expect(choice).toHaveTextContent('until 25/11/2026 @14:00');
    await user.click(within(choice).getByRole('button', { name: 'Reattempt delivery' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deliver order SDHELD000001 again' });
    const dayInput = within(dialog).getByLabelText(/Delivery day/);
    expect(dayInput).toHaveValue(earliest);
    expect(dayInput).toHaveAttribute('min', earliest);
    // A day before the earliest is refused before anything is sent.
    const before = new Date(`${earliest}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    fireEvent.change(dayInput, { target: { value: before.toISOString().slice(0, 10) } });
    expect(within(dialog).getByText(`The earliest delivery date for this service is ${earliest}`)).toBeInTheDocument();
    fireEvent.change(dayInput, { target: { value: day } });
    await user.click(within(dialog).getByRole('button', { name: `Reattempt on ${formatServiceDate(day)}` }));

    expect(
      await screen.findByText(`Order SDHELD000001 is out for delivery again on ${formatServiceDate(day)}.`),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/quiqdash/orders/reattempt/SDHELD000001')).toHaveLength(1);
    expect(api.callsTo('PUT', '/quiqdash/orders/reattempt/SDHELD000001')[0]?.body).toEqual({ deliveryDate: day });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /again$/ })).not.toBeInTheDocument());
  });

  it('returns the held orders of the selection after a confirmation, and says which could not be', async () => {
    const api = setupApi({
      'PUT /quiqdash/orders/return/SDHELD000001,SDHELD000002': ok([
        { id: 'SDHELD000001', status: 'OK', order: { ...HELD_A, status: 'return_to_origin', onHoldUntil: null } },
        {
          id: 'SDHELD000002',
          status: 'FAILED',
          error: {
            code: 'failed_precondition',
            message: 'Order SDHELD000002 is Out for delivery: only orders on hold can be returned.',
          },
        },
      ]),
    });
    const { user } = renderOrders('/?tab=attention');
    await screen.findByText('SDHELD000001');
    expect(screen.getByRole('region', { name: 'About this state' })).toHaveTextContent('reattempt or return');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded orders' }));
    // The order that merely failed once is not on hold: the choices name the two that are.
    expect(within(bulkBar()).getByRole('button', { name: 'Reattempt (2)' })).toBeInTheDocument();
    await user.click(within(bulkBar()).getByRole('button', { name: 'Return to origin (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Return 2 orders to origin?' });
    expect(dialog).toHaveTextContent('SDHELD000001 · Layla Mansour');
    await user.click(within(dialog).getByRole('button', { name: 'Keep on hold' }));
    expect(api.callsTo('PUT', '/quiqdash/orders/return/SDHELD000001,SDHELD000002')).toHaveLength(0);

    await user.click(within(bulkBar()).getByRole('button', { name: 'Return to origin (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Return 2 orders to origin?' })).getByRole('button', {
        name: 'Return 2 orders',
      }),
    );
    const outcome = await screen.findByRole('list', { name: 'What happened to each order' });
    const open = screen.getByRole('dialog', { name: 'Return 2 orders to origin?' });
    expect(open).toHaveTextContent('1 of 2 orders is returning to your pickup address; 1 could not be changed.');
    expect(outcome).toHaveTextContent('SDHELD000001: Returning to your pickup address');
    expect(outcome).toHaveTextContent(
      'SDHELD000002: not changed. Order SDHELD000002 is Out for delivery: only orders on hold can be returned.',
    );
    expect(api.callsTo('PUT', '/quiqdash/orders/return/SDHELD000001,SDHELD000002')[0]?.body).toEqual({});
    // The order that moved leaves the selection; the others stay selected.
    await waitFor(() => expect(within(bulkBar()).getByText('2 selected')).toBeInTheDocument());
    await user.click(within(open).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'What happened to each order' })).toBeNull());
  });

  it('shows that the state tabs scroll when they are wider than the page, and scrolls them', async () => {
    // jsdom lays nothing out: the tab row says it is 1,078 px wide in a 351 px frame (a phone).
    const row = { scrollLeft: 0 };
    const sizes = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === 'Order states' ? 1078 : 0;
    });
    const widths = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === 'Order states' ? 351 : 0;
    });
    const left = vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('aria-label') === 'Order states' ? row.scrollLeft : 0;
    });
    const scrollBy = vi.fn();
    const originalScrollBy = HTMLElement.prototype.scrollBy;
    HTMLElement.prototype.scrollBy = scrollBy;
    try {
      setupApi();
      const { user } = renderOrders('/');
      await screen.findByText('SDPEND000001');
      const on = await screen.findByRole('button', { name: 'Scroll the state tabs on' });
      expect(screen.queryByRole('button', { name: 'Scroll the state tabs back' })).not.toBeInTheDocument();
      expect(screen.getByRole('tablist', { name: 'Order states' }).parentElement).toHaveAttribute('data-after');
      await user.click(on);
      expect(scrollBy).toHaveBeenCalledWith({ left: 351 * 0.8, behavior: 'smooth' });

      row.scrollLeft = 1078 - 351;
      fireEvent.scroll(screen.getByRole('tablist', { name: 'Order states' }));
      expect(await screen.findByRole('button', { name: 'Scroll the state tabs back' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Scroll the state tabs on' })).not.toBeInTheDocument();
    } finally {
      sizes.mockRestore();
      widths.mockRestore();
      left.mockRestore();
      HTMLElement.prototype.scrollBy = originalScrollBy;
    }
  });

  it('says when there are no orders yet, and offers to try again when the list fails', async () => {
    const api = setupApi({
      'GET /quiqdash/orders/group_counts': ok({ total: 0, statuses: {}, groups: {} }),
      'GET /quiqdash/orders': ok({ orders: [], nextCursor: null }),
    });
    const { user } = renderOrders('/');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Shipment' }).length).toBeGreaterThan(0);

    api.set({ 'GET /quiqdash/orders': apiError(503, 'unavailable', 'The service is busy. Try again shortly.') });
    await user.click(tab('Cancelled'));
    expect(await screen.findByText('The orders could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The service is busy. Try again shortly.')).toBeInTheDocument();
    api.set({ 'GET /quiqdash/orders': ok({ orders: [], nextCursor: null }) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
