import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { CourierAction, CourierParcel, CourierStop, CourierToday } from '@sameday/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './i18n';
import { switchLocale } from './i18n';
import { type ActionItem, memoryStore, type OutboxItem } from './outbox/queue';
import { DeliverForm, FailForm, readAmount } from './screens/dropoff';
import { HandInPanel } from './screens/hand-in';
import { PickupPanel } from './screens/pickup';
import { SignInScreen } from './screens/sign-in';
import { TodayScreen } from './screens/today';
import { resetCourierState, setOutboxStore, shownToday, useCourierState, waiting } from './sync';
import { courierDay } from './test-fixtures';
import { checkScans, stopDone, withPending } from './view';

// jsdom draws no images: the compression hands back a smaller stand-in, as it would on a phone.
vi.mock('browser-image-compression', () => ({
  default: async () => new Blob(['small-jpeg'], { type: 'image/jpeg' }),
}));

let store: ReturnType<typeof memoryStore>;

beforeEach(async () => {
  // Offline: the actions stay in the outbox, where the tests read them.
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
  store = memoryStore();
  setOutboxStore(store);
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
  resetCourierState();
  await switchLocale('en');
});
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const actions = async () =>
  (await store.all()).filter((item): item is ActionItem => item.type === 'action').map((item) => item.action);

/** The day with the outbox over it, as the app shows it. */
function Day({ today }: { today: CourierToday }) {
  const state = useCourierState();
  const shown = shownToday({ ...state, today }) ?? today;
  return (
    <>
      <p>waiting {waiting(state)}</p>
      <TodayScreen today={shown} onOpenStop={() => undefined} />
    </>
  );
}

describe('the courier app screens', () => {
  it('starts the shift at once without signal, and counts what waits to be sent', async () => {
    const user = userEvent.setup();
    wrap(<Day today={courierDay()} />);
    expect(screen.getByText('Not started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText('On shift')).toBeInTheDocument();
    expect(screen.getByText('waiting 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(await screen.findByRole('button', { name: 'End break' })).toBeInTheDocument();
    expect(screen.getByText('waiting 2')).toBeInTheDocument();
    expect((await actions()).map((action) => action.kind)).toEqual(['shift_start', 'break_start']);
    const ids = (await actions()).map((action) => action.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('lists the stops in order with their windows, parcels and cash', () => {
    wrap(<TodayScreen today={courierDay()} onOpenStop={() => undefined} />);
    const stops = screen.getAllByRole('listitem');
    expect(stops).toHaveLength(4);
    expect(within(stops[0] as HTMLElement).getByText('Pickup')).toBeInTheDocument();
    expect(within(stops[0] as HTMLElement).getByText('4 parcels')).toBeInTheDocument();
    expect(within(stops[1] as HTMLElement).getByText(/Cash AED\s*150\.00/)).toBeInTheDocument();
    expect(screen.getByText('Stops: 4 of 4 to do')).toBeInTheDocument();
  });

  it('at a pickup, shows collected, missing and extra, asks before sending them, and reports them all', async () => {
    const user = userEvent.setup();
    const pickup = courierDay().missions[0]?.stops[0];
    if (!pickup) throw new Error('fixture');
    wrap(<PickupPanel stop={pickup} canAct onDone={() => undefined} />);
    const field = screen.getByLabelText('Or type the parcel number');
    await user.type(field, ' ord_1 {Enter}');
    await user.type(field, 'ORD_1{Enter}');
    await user.type(field, 'XYZ-9{Enter}');
    // SD-1002 comes in two parcels, each label with its own code: one of them is here.
    await user.type(field, 'ord_2/1{Enter}');
    expect(screen.getByText('1 of 2 scanned')).toBeInTheDocument();
    expect(screen.getByText('Collected: 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/Missing: 2/)).toHaveTextContent('SD-1002, SD-1003');
    expect(screen.getByText(/Not on this stop: 1/)).toHaveTextContent('XYZ-9');
    await user.click(screen.getByRole('button', { name: 'Confirm collection' }));
    expect(await actions()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Report and collect' }));
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    const [sent] = await actions();
    expect(sent).toMatchObject({ kind: 'collect', stopId: 'stp_pickup', scanned: ['ord_1', 'XYZ-9', 'ord_2/1'] });
    expect(
      await screen.findByText('Collection kept on the phone: it is sent when there is signal.'),
    ).toBeInTheDocument();
    // Once sent, the server's record of it: what was collected, missing and extra.
    act(() =>
      resetCourierState({
        results: [
          {
            id: sent?.id ?? '',
            kind: 'collect',
            outcome: 'applied',
            collected: ['ord_1'],
            missing: ['ord_2', 'ord_3'],
            extra: ['XYZ-9'],
          },
        ],
      }),
    );
    expect(await screen.findByText('Collection recorded: 1 collected.')).toBeInTheDocument();
    expect(screen.getByText(/Reported missing: 2/)).toHaveTextContent('SD-1002, SD-1003');
    expect(screen.getByText(/Reported as not on this stop: 1/)).toHaveTextContent('XYZ-9');
  });

  it('delivers with the photo kept before the action, the delivery code, and a different amount only once confirmed', async () => {
    const user = userEvent.setup();
    const [order] = courierDay().missions[0]?.stops[0]?.parcels ?? [];
    if (!order) throw new Error('fixture');
    const parcel = { ...order, deliveryCodeRequired: true, status: 'out_for_delivery' as const };
    const { container } = wrap(<DeliverForm parcel={parcel} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Take a photo or ask for a signature.');
    const photo = new File(['jpeg'], 'door.jpg', { type: 'image/jpeg' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, photo);
    expect(await screen.findByRole('img', { name: 'Proof of delivery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the recipient’s delivery code.');
    await user.type(screen.getByLabelText('Delivery code from the recipient'), '4821');
    await user.type(screen.getByLabelText(/Cash collected/), '120');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm the amount is different from the amount due.');
    await user.click(screen.getByRole('checkbox', { name: /I collected AED\s*120\.00, not AED\s*150\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    const items: OutboxItem[] = await store.all();
    expect(items.map((item) => item.type)).toEqual(['proof', 'action']);
    expect(items[0]?.type === 'proof' && (await items[0].blob.text())).toBe('small-jpeg');
    expect((await actions())[0]).toMatchObject({
      kind: 'deliver',
      orderId: 'ord_1',
      photoId: items[0]?.id,
      deliveryCode: '4821',
      cashCollected: 120,
    });
  });

  it('at a depot hand-in, counts the parcels and hands them all in with one action kept on the phone', async () => {
    const user = userEvent.setup();
    const day = courierDay();
    const [, second, third] = day.missions[0]?.stops[0]?.parcels ?? [];
    const carried = [second, third].map((parcel) => ({ ...(parcel as CourierParcel), status: 'collected' as const }));
    const depot: CourierStop = {
      ...(day.missions[0]?.stops[1] as CourierStop),
      id: 'stp_depot',
      kind: 'depot',
      label: 'Al Quoz depot',
      address: 'Al Quoz depot',
      parcels: carried,
    };
    const { rerender } = wrap(<HandInPanel stop={depot} canAct />);
    expect(
      screen.getByText('Hand in 3 parcels at the depot’s desk: they are delivered on a later day.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('On board')).toHaveLength(2);
    expect(stopDone(depot)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Handed in' }));
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    const [sent] = await actions();
    expect(sent).toMatchObject({ kind: 'hand_in', stopId: 'stp_depot' });
    expect(await screen.findByText('Hand-in kept on the phone: it is sent when there is signal.')).toBeInTheDocument();
    // Before the server answers, the day already shows them handed in, and the stop done.
    const shown = withPending({ ...day, missions: [{ id: 'msn_1', version: 1, state: 'planned', stops: [depot] }] }, [
      sent as CourierAction,
    ]);
    const after = shown.missions[0]?.stops[0] as CourierStop;
    expect(after.parcels.map((parcel) => parcel.status)).toEqual(['received_at_depot', 'received_at_depot']);
    expect(stopDone(after)).toBe(true);
    rerender(
      <I18nProvider i18n={i18n}>
        <HandInPanel stop={after} canAct />
      </I18nProvider>,
    );
    expect(screen.getByText('Every parcel of this stop is handed in.')).toBeInTheDocument();
  });

  it("records a failed attempt with the lifecycle's reason", async () => {
    const user = userEvent.setup();
    const [order] = courierDay().missions[0]?.stops[0]?.parcels ?? [];
    if (!order) throw new Error('fixture');
    wrap(<FailForm parcel={order} onDone={() => undefined} />);
    const submit = screen.getByRole('button', { name: 'Record failed attempt' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No access to the building' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Guard refused');
    await user.click(submit);
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    expect((await actions())[0]).toMatchObject({ kind: 'fail', reason: 'no_access', note: 'Guard refused' });
  });

  it('reads Arabic, right to left, with Western digits', async () => {
    await act(() => switchLocale('ar'));
    wrap(<TodayScreen today={courierDay()} onOpenStop={() => undefined} />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا، Yousef');
    expect(screen.getByRole('button', { name: 'بدء الوردية' })).toBeInTheDocument();
    expect(screen.getByText('الوردية 09:00–18:00')).toBeInTheDocument();
  });
});

describe('signing in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a user who is not a courier that the app is for couriers, and signs them out again', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/identity/sign-in'))
        return Response.json({ token: 'merchant-token', expiresAt: '2030-01-01T00:00:00Z', template: 't' });
      if (url.endsWith('/partner/user')) return Response.json({ firstname: 'Omar', courier: false, roles: [] });
      return Response.json({ status: 'OK' });
    });
    const user = userEvent.setup();
    const signedIn = vi.fn();
    wrap(<SignInScreen onSignedIn={signedIn} />);
    await user.type(screen.getByLabelText('Email'), 'omar@shop.ae');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This app is for Sameday couriers.');
    expect(signedIn).not.toHaveBeenCalled();
    expect(calls).toEqual([
      'POST /api/platform/identity/sign-in',
      'GET /api/platform/partner/user',
      'POST /api/platform/identity/sign-out',
    ]);
  });

  it('lets a courier in', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/partner/user')
        ? Response.json({ firstname: 'Yousef', email: 'y@sameday.ae', courier: true, roles: ['courier'] })
        : Response.json({ token: 'courier-token', expiresAt: '2030-01-01T00:00:00Z', template: 't' }),
    );
    const user = userEvent.setup();
    const signedIn = vi.fn();
    wrap(<SignInScreen onSignedIn={signedIn} />);
    await user.type(screen.getByLabelText('Email'), 'y@sameday.ae');
    await user.type(screen.getByLabelText('Password'), 'Courier!Passw0rd9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ firstname: 'Yousef' })));
  });
});

describe('what the courier sees before the server answers', () => {
  it('compares scans trimmed and without regard to case', () => {
    const parcels = courierDay().missions[0]?.stops[0]?.parcels ?? [];
    const check = checkScans(parcels, [' ord_2', 'ORD_3 ', 'nope']);
    expect(check.collected.map((parcel) => parcel.orderId)).toEqual(['ord_2', 'ord_3']);
    expect(check.missing.map((parcel) => parcel.orderId)).toEqual(['ord_1']);
    expect(check.extra).toEqual(['nope']);
  });

  it('moves the collected orders on at every stop, and a delivery or failure on its order', () => {
    const at = '2026-11-29T07:00:00.000Z';
    const day = withPending(courierDay(), [
      { id: 'a', at, kind: 'shift_start' },
      { id: 'b', at, kind: 'collect', stopId: 'stp_pickup', scanned: ['ORD_1', 'ORD_2'] },
      { id: 'c', at, kind: 'deliver', orderId: 'ord_1', photoId: '00000000-0000-4000-8000-000000000000' },
      { id: 'd', at, kind: 'fail', orderId: 'ord_2', reason: 'refused' },
    ]);
    expect(day.shift?.state).toBe('on_shift');
    const stops = day.missions[0]?.stops ?? [];
    expect(stops[0]?.parcels.map((parcel) => parcel.status)).toEqual([
      'delivery_complete',
      'delivery_failed',
      'ready_for_collection',
    ]);
    expect(stops[3]?.parcels[0]?.status).toBe('ready_for_collection');
  });

  it('reads an amount typed with Arabic digits or a comma', () => {
    expect(readAmount('١٢٠٫٥')).toBe(120.5);
    expect(readAmount('99,90')).toBe(99.9);
    expect(readAmount('12a')).toBeNull();
  });
});
