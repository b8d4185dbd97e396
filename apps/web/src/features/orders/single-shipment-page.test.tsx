import type { OrderInput } from '@sameday/contract';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT,
  ACCOUNT_ID,
  apiError,
  currentUrl,
  errorOf,
  location,
  mockApi,
  ok,
  order,
  preferences,
  rates,
  renderOrders,
  screen,
} from './test/orders-test-kit';

const ADDRESSES = `GET /partner/accounts/${ACCOUNT_ID}/addresses`;

function setupApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /account': ok(ACCOUNT),
    [ADDRESSES]: ok([
      location(),
      location({ id: 'loc_jlt', locationName: 'JLT Showroom', area: 'Jumeirah Lake Towers' }),
      // Without a location name: never offered (spec §5).
      location({ id: 'loc_unnamed', locationName: null }),
    ]),
    'GET /partner/preferences': ok(preferences({ defaultPickupDetails: { locationId: 'loc_jlt', location: null } })),
    'POST /shipments/rates': ok(rates()),
    ...overrides,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** The services arrive after the pickups, the preferences and a debounced rates call. */
const formReady = () => screen.findByRole('radio', { name: 'Same day' }, { timeout: 5000 });

type User = ReturnType<typeof renderOrders>['user'];

/** Types a value at once (a paste): the keystrokes are not what these tests are about. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillValidOrder(user: User) {
  await fill(user, field('Name'), 'Aisha Rahman');
  await fill(user, field('Phone'), '50 123 4567');
  await fill(user, screen.getByRole('combobox', { name: 'Area' }), 'Dubai Marina');
  await fill(user, field('Building name or Area'), 'Marina Heights Tower');
  await fill(user, field('Item name'), 'Oud perfume');
  await fill(user, field('Weight (kg)'), '0.5');
  await user.click(await formReady());
}

afterEach(() => vi.useRealTimers());

describe('/single-shipment', () => {
  it('preselects the default pickup and offers only pickups with a location name', async () => {
    setupApi();
    renderOrders('/single-shipment');
    const pickup = await screen.findByRole('combobox', { name: 'Pickup address' });
    expect(pickup).toHaveValue('loc_jlt');
    const options = within(pickup)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a pickup address',
      'Al Quoz Warehouse — Al Quoz',
      'JLT Showroom — Jumeirah Lake Towers',
    ]);
    // The recipient's emirate starts as the pickup's.
    expect(screen.getByRole('combobox', { name: 'Emirate' })).toHaveValue('Dubai');
  });

  it('without saved pickups, links to the pickup addresses page', async () => {
    setupApi({ [ADDRESSES]: ok([location({ locationName: '' })]) });
    const { user, router } = renderOrders('/single-shipment');
    await user.click(await screen.findByRole('link', { name: 'Add a pickup address' }));
    expect(currentUrl(router)).toBe('/account/pickup-addresses');
  });

  it('says what is missing on submit and focuses the first field that is wrong', async () => {
    setupApi();
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(errorOf(field('Name'))).toBe('This field is required');
    expect(errorOf(field('Phone'))).toBe('This field is required');
    expect(errorOf(field('Building name or Area'))).toBe('This field is required');
    expect(errorOf(field('Item name'))).toBe('This field is required');
    expect(errorOf(field('Weight (kg)'))).toBe('This field is required');
    expect(screen.getByText('Choose a delivery service')).toBeInTheDocument();

    await user.type(field('Phone'), '50 12');
    await user.tab();
    expect(errorOf(field('Phone'))).toBe('Phone number is too short');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '1.5');
    await user.tab();
    expect(errorOf(field('Quantity'))).toBe('Quantity must be a whole number');
  });

  it('takes the cash on delivery amount in AED and sends integer fils', async () => {
    const api = setupApi({ 'POST /quiqdash/orders': ok(order({ id: 'SDCOD0000001', priceFils: 3000 })) });
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await fillValidOrder(user);
    await fill(user, field('Recipient email (optional)'), 'Aisha@Example.ae');
    await user.type(screen.getByRole('combobox', { name: 'Tags (optional)' }), 'Fragile{Enter}');
    await fill(user, field('Longest side, cm (optional)'), '120');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    const amount = field('Amount to collect');
    // The rates are asked again with cash on delivery, for its fee.
    await waitFor(() =>
      expect(
        api
          .callsTo('POST', '/shipments/rates')
          .some((call) => (call.body as { isCashOnDelivery: boolean }).isCashOnDelivery),
      ).toBe(true),
    );

    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(errorOf(amount)).toBe('COD amount must be greater than 0'));
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.tab();
    await waitFor(() => expect(errorOf(amount)).toBe('Enter an amount in AED, like 125.50'));
    await user.clear(amount);
    await user.type(amount, '1,249.5');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByText(/Order SDCOD0000001 placed/);
    const [call] = api.callsTo('POST', '/quiqdash/orders');
    expect(call?.body).toMatchObject({
      pickupLocationId: 'loc_jlt',
      recipient: {
        name: 'Aisha Rahman',
        phone: '+971501234567',
        area: 'Dubai Marina',
        emirate: 'Dubai',
        email: 'aisha@example.ae',
      },
      items: [{ name: 'Oud perfume', quantity: 1, weightKg: 0.5, barcode: null }],
      payment: { mode: 'cod', codAmountFils: 124950 },
      serviceKind: 'same_day',
      tags: ['fragile'],
      longestSideCm: 120,
    });
  });

  it('counts down to the cut-off every 30 seconds and disables what is not offered, with the reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 11:48 in Dubai: 1 h 12 min before the same-day cut-off (13:00).
    vi.setSystemTime(new Date('2026-11-22T07:48:10Z'));
    setupApi();
    const { user } = renderOrders('/single-shipment', { fakeTimers: true });
    const sameDay = await formReady();
    expect(screen.getByRole('radio', { name: '4-hour' })).toBeDisabled();
    expect(screen.getByText('4-hour delivery is not enabled for your account.')).toBeInTheDocument();
    await user.click(sameDay);
    const message = screen.getByTestId('cut-off-message');
    expect(message).toHaveTextContent('Order within 1 h 12 min for same-day delivery');

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(message).toHaveTextContent('Order within 1 h 11 min for same-day delivery');
  });

  it('shows the quote of the chosen service before submit', async () => {
    setupApi();
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await fillValidOrder(user);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getByText('Total')).toBeInTheDocument());
    // Every price says whether VAT is in it: the rate card's are before VAT.
    expect(within(summary).getByText('AED 25.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 25.00 excl. VAT')).toBeInTheDocument();
    expect(within(summary).getByText(/VAT at 5% is added on your monthly invoice\./)).toBeInTheDocument();
    // The service's price beside its choice, and the total.
    expect(screen.getAllByText('AED 25.00 excl. VAT')).toHaveLength(2);
  });

  it('after placing, shows what was placed with its next actions: label, Ready for Collection, another order', async () => {
    const placed = order({ id: 'SDPLACED0001', priceFils: 2500, payment: { mode: 'cod', codAmountFils: 24_950 } });
    const api = setupApi({
      'POST /quiqdash/orders': ok(placed),
      'GET /quiqdash/orders/labels/SDPLACED0001': {
        status: 200,
        raw: '%PDF-1.7',
        headers: { 'content-disposition': 'attachment; filename="order-SDPLACED0001.pdf"' },
      },
      'PUT /quiqdash/orders/state/SDPLACED0001/ready_for_collection': ok([
        { id: 'SDPLACED0001', status: 'OK', order: { ...placed, status: 'ready_for_collection' } },
      ]),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, router } = renderOrders('/single-shipment');
    await formReady();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pickup address' }), 'loc_quoz');
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const panel = await screen.findByRole('region', { name: 'Order SDPLACED0001 placed' });
    expect(within(panel).getByRole('heading', { name: 'Order SDPLACED0001 placed' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'New shipment' })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Pending');
    expect(within(panel).getByText('AED 25.00 excl. VAT')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Cash on delivery: collect AED 249.50');
    expect(panel).toHaveTextContent('Aisha Rahman');
    expect(within(panel).getByRole('link', { name: 'View in Orders' })).toHaveAttribute('href', '/?order=SDPLACED0001');

    await user.click(within(panel).getByRole('button', { name: 'Download label' }));
    await waitFor(() => expect(saved).toEqual(['order-SDPLACED0001.pdf']));

    await user.click(within(panel).getByRole('button', { name: 'Mark Ready for Collection' }));
    await waitFor(() => expect(panel).toHaveTextContent('Ready for Collection'));
    expect(within(panel).queryByRole('button', { name: 'Mark Ready for Collection' })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('A courier collects it by its delivery day.');
    expect(api.callsTo('PUT', '/quiqdash/orders/state/SDPLACED0001/ready_for_collection')).toHaveLength(1);

    // The next order starts from the same pickup address, on an empty form.
    await user.click(within(panel).getByRole('button', { name: 'Place another order' }));
    expect(await screen.findByRole('form', { name: 'New shipment' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('loc_quoz');
    expect(currentUrl(router)).toBe('/single-shipment');
    click.mockRestore();
  });

  it("puts the server's field errors on the fields", async () => {
    setupApi({
      'POST /quiqdash/orders': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
        { field: 'recipient.phone', message: 'Phone number is not a valid UAE number' },
        { field: 'partnerOrderId', message: 'An order with this reference already exists' },
      ]),
    });
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await fillValidOrder(user);
    await user.type(field('Your reference (optional)'), 'SHOP-1001');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(errorOf(field('Phone'))).toBe('Phone number is not a valid UAE number'));
    expect(errorOf(field('Your reference (optional)'))).toBe('An order with this reference already exists');
    expect(field('Phone')).toHaveFocus();
  });

  it('a retry of the same form reuses its Idempotency-Key; a changed form and the next order get new ones', async () => {
    let attempts = 0;
    const api = setupApi({
      'POST /quiqdash/orders': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : ok(order({ id: `SDRETRY0000${attempts}` }));
      },
    });
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(/Order SDRETRY00002 placed/);
    const [first, retry] = api.callsTo('POST', '/quiqdash/orders').map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);

    // The next order, from the placed order's panel, is a new attempt.
    await user.click(screen.getByRole('button', { name: 'Place another order' }));
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(/Order SDRETRY00003 placed/);
    const third = api.callsTo('POST', '/quiqdash/orders').at(-1)?.headers.get('Idempotency-Key');
    expect(third).toBeTruthy();
    expect(third).not.toBe(first);
  });

  it("shows a blocked account's refusal as it is", async () => {
    setupApi({
      'POST /quiqdash/orders': apiError(
        400,
        'failed_precondition',
        'Your account is suspended due to overdue payments. Please, clear the debt to reactivate your account.',
      ),
    });
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order was not placed');
    expect(alert).toHaveTextContent('Your account is suspended due to overdue payments.');
  });

  it('adds and removes item rows', async () => {
    setupApi();
    const { user } = renderOrders('/single-shipment');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Item 2' })).getByRole('textbox', { name: 'Item name' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(1);
  });
});

describe('/single-shipment opened with “Fix and import”', () => {
  const FIXED = 'POST /integrations/connections/int_1/sync-log/log_2/fixed';
  const fix = {
    pickupLocationId: 'loc_jlt',
    recipient: {
      name: 'ليلى حداد',
      phone: '+971501234567',
      addressLine1: 'Villa 12, Street 4',
      addressLine2: '',
      area: 'Dubai Marina',
      emirate: 'Dubai',
      notes: 'Leave with the concierge',
    },
    items: [{ name: 'Oud perfume', quantity: 1, weightKg: 0.5 }],
    payment: { mode: 'prepaid' as const, codAmountFils: 0 },
    serviceKind: '',
    partnerOrderId: '#1002',
  };
  const entry = {
    id: 'log_2',
    connectionId: 'int_1',
    shopOrderId: '820982911946154508',
    orderNumber: '#1002',
    outcome: 'failed' as const,
    reason: null,
    orderId: 'SDFIX0000001',
    fixAndImport: fix,
    createdAt: '2026-11-24T08:00:00.000Z',
  };

  async function placeFromShopOrder(fixedReply: ReturnType<typeof ok>) {
    const api = setupApi({ 'POST /quiqdash/orders': ok(order({ id: 'SDFIX0000001' })), [FIXED]: fixedReply });
    const { user } = renderOrders('/single-shipment', {
      state: { fixAndImport: fix, shopOrderSource: { connectionId: 'int_1', entryId: 'log_2' } },
    });
    await waitFor(() => expect(field('Name')).toHaveValue('ليلى حداد'));
    await user.click(await formReady());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    return api;
  }

  it('links the shop order to the order it placed', async () => {
    const api = await placeFromShopOrder(ok(entry));
    await waitFor(() =>
      expect(api.callsTo('POST', '/integrations/connections/int_1/sync-log/log_2/fixed')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/integrations/connections/int_1/sync-log/log_2/fixed')[0]?.body).toEqual({
      orderId: 'SDFIX0000001',
    });
  });

  it('says so when the order was placed but could not be linked', async () => {
    await placeFromShopOrder(apiError(409, 'already_exists', 'This shop order is already order SD1 here.'));
    expect(
      await screen.findByText(
        'Order SDFIX0000001 was placed, but it could not be linked to the shop order: its later changes in the shop will not reach it.',
      ),
    ).toBeInTheDocument();
  });
});

describe('/order', () => {
  it('without an id goes to /single-shipment', async () => {
    setupApi();
    const { router } = renderOrders('/order');
    await waitFor(() => expect(currentUrl(router)).toBe('/single-shipment'));
  });

  it('edits an order: prefilled, saved with PUT, back to the order on the orders page', async () => {
    const current = order({
      id: 'SDEDIT000001',
      status: 'ready_for_collection',
      payment: { mode: 'cod', codAmountFils: 12550 },
    });
    const api = setupApi({
      'GET /quiqdash/order/SDEDIT000001': ok(current),
      // The server answers the order as saved: each item gets its id.
      'PUT /quiqdash/order/SDEDIT000001': ({ body }) => {
        const input = body as OrderInput;
        const items = input.items.map((item, index) => ({ id: `itm_${index + 1}`, barcode: null, ...item }));
        return ok({ ...current, ...input, items, priceFils: 3000 });
      },
      'GET /quiqdash/orders': ok({ orders: [], nextCursor: null }),
      'GET /quiqdash/orders/group_counts': ok({ total: 0, statuses: {}, groups: {} }),
    });
    const { user, router } = renderOrders('/order?id=SDEDIT000001');
    expect(await screen.findByRole('heading', { name: 'Edit order SDEDIT000001' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue('Aisha Rahman'));
    expect(field('Phone')).toHaveValue('501234567');
    expect(field('Amount to collect')).toHaveValue('125.50');
    expect(await formReady()).toBeChecked();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Aisha R.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?order=SDEDIT000001&tab=ready_for_collection'));
    const [put] = api.callsTo('PUT', '/quiqdash/order/SDEDIT000001');
    expect(put?.body).toMatchObject({
      recipient: { name: 'Aisha R.' },
      payment: { mode: 'cod', codAmountFils: 12550 },
    });
    expect(api.callsTo('POST', '/quiqdash/orders')).toHaveLength(0);
  });

  it('refuses to edit an order that has been collected', async () => {
    setupApi({ 'GET /quiqdash/order/SDGONE000001': ok(order({ id: 'SDGONE000001', status: 'collected' })) });
    renderOrders('/order?id=SDGONE000001');
    expect(await screen.findByText('This order can no longer be edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('duplicate prefills a new order without the reference', async () => {
    setupApi({ 'GET /quiqdash/order/SDDUP0000001': ok(order({ id: 'SDDUP0000001' })) });
    renderOrders('/single-shipment?duplicate=SDDUP0000001');
    await waitFor(() => expect(field('Name')).toHaveValue('Aisha Rahman'));
    expect(field('Your reference (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });

  it("starts a new order from the account's shipping profile, but not a duplicate", async () => {
    const profile = {
      'GET /account/shipping-profile': ok({
        serviceKind: 'next_day',
        parcel: { name: 'Gift box', quantity: 2, weightKg: 1.5 },
        updatedAt: '2026-11-20T08:00:00.000Z',
      }),
    };
    setupApi(profile);
    const first = renderOrders('/single-shipment');
    await waitFor(() => expect(field('Item name')).toHaveValue('Gift box'));
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('1.5');
    expect(await screen.findByRole('radio', { name: 'Next day' }, { timeout: 5000 })).toBeChecked();
    first.unmount();

    setupApi({ ...profile, 'GET /quiqdash/order/SDDUP0000001': ok(order({ id: 'SDDUP0000001' })) });
    renderOrders('/single-shipment?duplicate=SDDUP0000001');
    await waitFor(() => expect(field('Name')).toHaveValue('Aisha Rahman'));
    expect(field('Item name')).not.toHaveValue('Gift box');
  });
});
