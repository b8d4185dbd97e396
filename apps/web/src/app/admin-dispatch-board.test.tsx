// The dispatch board as the app composes it: mounted in the operations console at /admin/dispatch,
// reached from the sidebar; fetch (the network boundary) is the only fake.
import {
  type DispatchDay,
  MISSION_PLAN_SENTENCES,
  type Mission,
  renderServerText,
  serverText,
  staleMissionVersion,
} from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminPage from '../features/admin/admin-page';
import DispatchBoardPage from '../features/dispatch/dispatch-board-page';
import { activateLocale, loadAppMessages } from '../shared/i18n';
import { writeStoredToken } from '../shared/session';
import { accountFixture } from '../test/fixtures';
import { apiError, mockApi, ok } from '../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../test/render-screen';

const staffAccount = (roles: string[]) =>
  ok(accountFixture({ id: 'acc_ops', user: { id: 1, email: 'ops@sameday.ae', fullname: 'Noura Ops', roles } }));

function renderBoard(url = '/admin/dispatch') {
  writeStoredToken('test-token');
  return renderScreen(
    [
      { path: '/admin/*', element: <AdminPage onLogout={vi.fn()} dispatchBoard={DispatchBoardPage} /> },
      { path: '*', element: <Landed /> },
    ],
    url,
    { session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }) },
  );
}

// As the server answers it: the English, and the id and values beside it.
const fatimaWhy = serverText(MISSION_PLAN_SENTENCES.nearestStart, {
  orders: 3,
  stops: 2,
  km: '18.4',
  parcels: 12,
  capacity: 40,
  kg: '9.5',
  capacityKg: '150',
  back: '14:10',
});

// Dubai is UTC+4: 06:00Z is 10:00 on the board.
const stop = (overrides: Partial<Mission['stops'][number]> = {}): Mission['stops'][number] => ({
  id: 'stp_1',
  sequence: 1,
  kind: 'pickup',
  label: 'Souk Sweets, Al Quoz',
  location: { lat: 25.14, lng: 55.23 },
  orderIds: ['SD-1001'],
  window: { from: '2026-11-29T06:00:00.000Z', to: '2026-11-29T08:00:00.000Z' },
  predictedArrival: '2026-11-29T06:30:00.000Z',
  risk: 'on_time',
  locked: false,
  state: 'pending',
  ...overrides,
});

const mission = (overrides: Partial<Mission> = {}): Mission => ({
  id: 'msn_fatima',
  waveId: 'wav_1',
  courierId: 'cou_fatima',
  courierName: 'Fatima',
  vehicleKind: 'car',
  version: 3,
  state: 'planned',
  pooled: true,
  distanceMeters: 18_400,
  travelSeconds: 2_520,
  explanation: renderServerText(fatimaWhy) ?? '',
  explanationText: fatimaWhy,
  stops: [
    stop(),
    stop({ id: 'stp_2', sequence: 2, kind: 'dropoff', label: 'Villa 12, Jumeirah 1', orderIds: ['SD-1001'] }),
  ],
  ...overrides,
});

const omarLate = mission({
  id: 'msn_omar',
  courierId: 'cou_omar',
  courierName: 'Omar',
  vehicleKind: 'bike',
  version: 7,
  stops: [
    stop({ id: 'stp_o1', label: 'Oud House, Deira', orderIds: ['SD-2001'] }),
    stop({
      id: 'stp_o2',
      sequence: 2,
      kind: 'dropoff',
      label: 'Tower B, Al Nahda',
      orderIds: ['SD-2001'],
      predictedArrival: '2026-11-29T08:40:00.000Z',
      risk: 'late',
    }),
  ],
});

const dayFixture = (overrides: Partial<DispatchDay> = {}): DispatchDay => ({
  date: '2026-11-29',
  waves: [
    {
      id: 'wav_1',
      date: '2026-11-29',
      createdAt: '2026-11-29T03:30:00.000Z',
      missionIds: ['msn_fatima', 'msn_omar'],
      unassigned: [],
      solveMs: 1200,
    },
  ],
  // The server's own order (Fatima first) is not trusted: the late mission comes first.
  missions: [mission(), omarLate],
  unassignedOrders: [
    {
      orderId: 'SD-3001',
      reference: 'SD-3001',
      service: '4-hour',
      window: { from: '2026-11-29T07:00:00.000Z', to: '2026-11-29T11:00:00.000Z' },
      reason: null,
      reasonText: null,
      unpooled: false,
    },
  ],
  couriers: [
    {
      courierId: 'cou_fatima',
      name: 'Fatima',
      vehicleKind: 'car',
      capacityParcels: 40,
      shift: { startsAt: '2026-11-29T04:00:00.000Z', endsAt: '2026-11-29T12:00:00.000Z' },
      inQueue: false,
      loadParcels: 12,
      capacityKg: 200,
      loadKg: 31.5,
    },
    {
      courierId: 'cou_omar',
      name: 'Omar',
      vehicleKind: 'bike',
      capacityParcels: 12,
      shift: { startsAt: '2026-11-29T05:00:00.000Z', endsAt: '2026-11-29T13:00:00.000Z' },
      inQueue: true,
      loadParcels: 12,
      capacityKg: 25,
      loadKg: 9,
    },
  ],
  ...overrides,
});

afterEach(() => activateLocale('en'));

describe('the dispatch board', () => {
  it('is in the sidebar for operations and shows waves, ready orders, couriers’ load and missions, late first', async () => {
    mockApi({ 'GET /account': staffAccount(['operations']), 'GET /admin/dispatch/day': ok(dayFixture()) });
    const { user } = renderBoard('/admin/accounts');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    await user.click(within(nav).getByRole('link', { name: 'Dispatch board' }));
    expect(await screen.findByRole('heading', { name: 'Dispatch board' })).toBeInTheDocument();

    const waves = await screen.findByRole('region', { name: 'Waves' });
    expect(waves).toHaveTextContent('Wave 1 · 07:30');
    expect(within(waves).getByRole('button', { name: 'Re-plan the rest' })).toBeEnabled();

    const unassigned = screen.getByRole('region', { name: 'Unassigned orders' });
    expect(unassigned).toHaveTextContent('SD-3001');
    expect(unassigned).toHaveTextContent('11:00–15:00');

    const couriers = screen.getByRole('region', { name: 'Couriers' });
    expect(couriers).toHaveTextContent('12 of 40 parcels');
    expect(couriers).toHaveTextContent('12 of 12 parcels');
    expect(couriers).toHaveTextContent('31.5 of 200 kg');
    expect(couriers).toHaveTextContent('Shift 08:00–16:00');

    const missions = within(screen.getByRole('region', { name: 'Missions' }))
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-label')?.startsWith('Mission of'));
    expect(missions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Mission of Omar',
      'Mission of Fatima',
    ]);
    expect(missions[0]).toHaveTextContent('Late');
    expect(missions[0]).toHaveTextContent('Promised 10:00–12:00 · expected 12:40');
    expect(missions[1]).not.toHaveTextContent('Late');
    // jsdom draws no WebGL: the lists stand in for the map.
    expect(screen.getByText(/The map cannot be drawn in this browser/)).toBeInTheDocument();
  });

  it('moves an order with the keyboard through its "Move to…" menu, sending the mission’s version', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture()),
      'POST /admin/dispatch/missions/msn_fatima/orders': ok(mission({ version: 4 })),
    });
    const { user } = renderBoard();
    const unassigned = await screen.findByRole('region', { name: 'Unassigned orders' });
    within(unassigned).getByRole('button', { name: 'Move to… SD-3001' }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Mission of Fatima' });
    await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBe(2));
    // The menu lists Omar's mission first (late first); the arrow keys walk it.
    await user.keyboard('{ArrowDown}');
    if (document.activeElement !== item) await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/admin/dispatch/missions/msn_fatima/orders')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/dispatch/missions/msn_fatima/orders')[0]?.body).toEqual({
      orderId: 'SD-3001',
      version: 3,
    });
    expect(await screen.findByText('SD-3001 is now on the mission of Fatima.')).toBeInTheDocument();
  });

  it('says a version conflict on the mission and shows it as it now is, keeping the rest of the board', async () => {
    const changed = mission({
      version: 4,
      stops: [
        stop({ label: 'Souk Sweets, Al Quoz' }),
        stop({ id: 'stp_9', sequence: 2, kind: 'dropoff', label: 'Office 5, Business Bay' }),
      ],
    });
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture()),
      'POST /admin/dispatch/missions/msn_fatima/orders': apiError(409, 'aborted', staleMissionVersion(3, 4)),
      'GET /admin/dispatch/missions/msn_fatima': ok(changed),
    });
    const { user } = renderBoard();
    const unassigned = await screen.findByRole('region', { name: 'Unassigned orders' });
    await user.click(within(unassigned).getByRole('button', { name: 'Move to… SD-3001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mission of Fatima' }));
    const fatima = screen.getByRole('region', { name: 'Mission of Fatima' });
    expect(await within(fatima).findByRole('alert')).toHaveTextContent(
      'Someone changed the mission of Fatima while you were working on it. Nothing of yours was saved',
    );
    expect(await within(fatima).findByText('Office 5, Business Bay')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/dispatch/missions/msn_fatima')).toHaveLength(1);
    // The rest of the board stays where it was.
    expect(screen.getByRole('region', { name: 'Mission of Omar' })).toHaveTextContent('Oud House, Deira');
    expect(screen.getByRole('region', { name: 'Unassigned orders' })).toHaveTextContent('SD-3001');
  });

  it('locks a stop with its version, and plans the wave for the chosen orders and couriers', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture()),
      'PUT /admin/dispatch/missions/msn_omar/stops/stp_o1/lock': ok(omarLate),
      'POST /admin/dispatch/waves': ok({
        id: 'wav_2',
        date: '2026-11-29',
        createdAt: '2026-11-29T05:00:00.000Z',
        missionIds: ['msn_fatima'],
        unassigned: [],
        solveMs: 900,
      }),
    });
    const { user } = renderBoard();
    const omar = await screen.findByRole('region', { name: 'Mission of Omar' });
    await user.click(within(omar).getByRole('button', { name: 'Lock stop 1' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/admin/dispatch/missions/msn_omar/stops/stp_o1/lock')[0]?.body).toEqual({
        locked: true,
        version: 7,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Plan the wave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan the wave' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Omar' }));
    // A large wave: more time for the planner.
    expect(within(dialog).getByRole('radio', { name: '5 seconds' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '30 seconds' }));
    await user.click(within(dialog).getByRole('button', { name: 'Plan the wave' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/dispatch/waves')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/dispatch/waves')[0]?.body).toEqual({
      date: '2026-11-29',
      orderIds: ['SD-3001'],
      courierIds: ['cou_fatima'],
      seconds: 30,
    });
    expect(await screen.findByText('The wave is planned: 1 mission.')).toBeInTheDocument();
  });

  it('re-plans the rest on the couriers chosen: at first the wave’s and those on shift without a mission', async () => {
    const saeed = { ...(dayFixture().couriers[0] as DispatchDay['couriers'][number]), courierId: 'cou_saeed' };
    const day = dayFixture({
      // Omar works on another wave: not offered at first; Saeed, on shift, has no mission.
      missions: [mission(), { ...omarLate, waveId: 'wav_0' }],
      couriers: [...dayFixture().couriers, { ...saeed, name: 'Saeed', loadParcels: 0, loadKg: 0, inQueue: true }],
    });
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(day),
      'POST /admin/dispatch/waves/wav_1/replan': apiError(409, 'aborted', staleMissionVersion(3, 4)),
    });
    const { user } = renderBoard();
    const waves = await screen.findByRole('region', { name: 'Waves' });
    await user.click(within(waves).getByRole('button', { name: 'Re-plan the rest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-plan the rest' });
    expect(within(dialog).getByRole('checkbox', { name: 'Fatima' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Saeed' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Omar' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Omar' }));
    expect(within(dialog).getByText('3 couriers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Re-plan' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/dispatch/waves/wav_1/replan')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/dispatch/waves/wav_1/replan')[0]?.body).toEqual({
      versions: { msn_fatima: 3 },
      courierIds: ['cou_fatima', 'cou_saeed', 'cou_omar'],
      seconds: 5,
    });
    // Someone changed a mission meanwhile: the dialog closes and the board says so.
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Re-plan the rest' })).not.toBeInTheDocument();
  });

  it('says honestly when the day has no ready orders and no missions', async () => {
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ waves: [], missions: [], unassignedOrders: [] })),
    });
    renderBoard();
    expect(await screen.findByText('No ready orders wait for a mission on this day.')).toBeInTheDocument();
    expect(screen.getByText('No missions for this day yet')).toBeInTheDocument();
    expect(screen.getByText('No wave planned for this day yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan the wave' })).toBeDisabled();
  });

  it('records a whole stop collected, a delivery to a named recipient and a failed attempt with its reason', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture()),
      'POST /admin/dispatch/moves': ok({ moved: [{ orderId: 'SD-1001', status: 'collected' }], refused: [] }),
    });
    const { user } = renderBoard();
    const fatima = await screen.findByRole('region', { name: 'Mission of Fatima' });
    await user.click(within(fatima).getByRole('button', { name: 'Record a move for stop 1' }));
    // A pickup is only collected; a drop-off's choices are not offered for it.
    expect(screen.queryByRole('menuitem', { name: 'Delivered…' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Collected' }));
    expect(await screen.findByText('Recorded for 1 order.')).toBeInTheDocument();

    await user.click(within(fatima).getByRole('button', { name: 'Record a move for stop 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delivered…' }));
    const delivery = await screen.findByRole('dialog', { name: 'Record the delivery' });
    // No delivery without who took the parcel.
    expect(within(delivery).getByRole('button', { name: 'Record delivery' })).toBeDisabled();
    await user.type(within(delivery).getByRole('textbox', { name: /Received by/ }), 'Mariam');
    await user.click(within(delivery).getByRole('button', { name: 'Record delivery' }));

    await user.click(within(fatima).getByRole('button', { name: 'Record a move for stop 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Failed attempt…' }));
    const attempt = await screen.findByRole('dialog', { name: 'Record a failed attempt' });
    await user.click(within(attempt).getByRole('radio', { name: 'Recipient not available' }));
    await user.click(within(attempt).getByRole('button', { name: 'Record failed attempt' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/dispatch/moves')).toHaveLength(3));
    expect(api.callsTo('POST', '/admin/dispatch/moves').map((call) => call.body)).toEqual([
      { move: 'collected', stopId: 'stp_1' },
      { move: 'delivered', proof: { recipientName: 'Mariam' }, stopId: 'stp_2' },
      { move: 'failed_attempt', reason: 'recipient_unavailable', stopId: 'stp_2' },
    ]);
  });

  it('shows a depot hand-in with its parcels and why, records it at the depot as a whole stop, in both languages', async () => {
    const handIn = serverText(MISSION_PLAN_SENTENCES.handIn, {
      parcels: 5,
      orders: 3,
      depot: 'Al Quoz depot',
      closes: '21:00',
    });
    const withHandIn = mission({
      stops: [
        stop({ orderIds: ['SD-1001', 'SD-1002', 'SD-1003'] }),
        stop({
          id: 'stp_d',
          sequence: 2,
          kind: 'depot',
          label: 'Al Quoz depot',
          orderIds: ['SD-1001', 'SD-1002', 'SD-1003'],
          parcels: 5,
          explanationText: handIn,
        }),
      ],
    });
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ missions: [withHandIn, omarLate] })),
      'POST /admin/dispatch/moves': ok({ moved: [{ orderId: 'SD-1001', status: 'received_at_depot' }], refused: [] }),
    });
    const { user } = renderBoard();
    const fatima = await screen.findByRole('region', { name: 'Mission of Fatima' });
    expect(
      within(fatima).getByText(
        'Hand in 5 parcels of 3 orders at Al Quoz depot by 21:00: they are delivered on a later day (next-day service), not in this wave.',
      ),
    ).toBeInTheDocument();
    await user.click(within(fatima).getByRole('button', { name: 'Record a move for stop 2' }));
    // A hand-in is only at the depot: no delivery is offered for it.
    expect(screen.queryByRole('menuitem', { name: 'Delivered…' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'At the depot' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin/dispatch/moves').map((call) => call.body)).toEqual([
        { move: 'at_depot', stopId: 'stp_d' },
      ]),
    );
    await activateLocale('ar');
    await loadAppMessages();
    const [arabic] = await screen.findAllByText(/خدمة اليوم التالي/);
    expect(arabic?.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('Al Quoz depot قبل 21:00');
  });

  it('says which orders a move refused, and why', async () => {
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture()),
      'POST /admin/dispatch/moves': ok({
        moved: [],
        refused: [
          { orderId: 'SD-1001', message: 'An order that is Ready for Collection cannot become Out for delivery.' },
        ],
      }),
    });
    const { user } = renderBoard();
    const fatima = await screen.findByRole('region', { name: 'Mission of Fatima' });
    await user.click(within(fatima).getByRole('button', { name: 'Record a move for stop 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Out for delivery' }));
    expect(
      await screen.findByText('SD-1001: An order that is Ready for Collection cannot become Out for delivery.'),
    ).toBeInTheDocument();
  });

  it('leaves out a mission a re-plan cancelled: it is no place to drop an order', async () => {
    const emptied = mission({
      id: 'msn_old',
      courierId: 'cou_omar',
      courierName: 'Omar',
      state: 'cancelled',
      stops: [],
    });
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ missions: [mission(), omarLate, emptied] })),
    });
    renderBoard();
    const missions = await screen.findByRole('region', { name: 'Missions' });
    await within(missions).findByRole('region', { name: 'Mission of Fatima' });
    expect(within(missions).getAllByRole('region', { name: /^Mission of / })).toHaveLength(2);
    expect(within(missions).getByText('2 missions')).toBeInTheDocument();
    expect(within(missions).queryByText('No stops yet: drop an order here.')).toBeNull();
  });

  it('counts a wave’s live missions only, and numbers a kept mission’s stops 1, 2… after a re-plan', async () => {
    // A re-plan cancelled Omar's emptied mission and left Fatima's stops at sequences 1 and 13.
    const emptied = mission({
      id: 'msn_old',
      courierId: 'cou_omar',
      courierName: 'Omar',
      state: 'cancelled',
      stops: [],
    });
    const kept = mission({
      stops: [
        stop(),
        stop({ id: 'stp_13', sequence: 13, kind: 'dropoff', label: 'Villa 12, Jumeirah 1', orderIds: ['SD-1001'] }),
      ],
    });
    const wave = {
      ...dayFixture().waves[0],
      missionIds: ['msn_fatima', 'msn_omar', 'msn_old'],
    } as DispatchDay['waves'][number];
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ waves: [wave], missions: [kept, omarLate, emptied] })),
    });
    renderBoard();
    const waves = await screen.findByRole('region', { name: 'Waves' });
    expect(waves).toHaveTextContent('2 missions');
    expect(waves).not.toHaveTextContent('3 missions');

    const fatima = await screen.findByRole('region', { name: 'Mission of Fatima' });
    const stops = within(within(fatima).getByRole('list', { name: 'Stops' }))
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-stop'));
    expect(stops.map((item) => within(item).getByText(/^\d+\.$/).textContent)).toEqual(['1.', '2.']);
    expect(within(fatima).getByRole('button', { name: 'Lock stop 2' })).toBeInTheDocument();
    expect(within(fatima).queryByRole('button', { name: 'Lock stop 13' })).toBeNull();
  });

  it('says "no mission yet" only of a courier who had none this day, not of one whose mission is done', async () => {
    const done = mission({ state: 'done', stops: [stop({ state: 'done' })] });
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ missions: [done] })),
    });
    renderBoard();
    const couriers = await screen.findByRole('region', { name: 'Couriers' });
    const [fatima, omar] = await within(couriers).findAllByRole('listitem');
    expect(fatima).toHaveTextContent('Fatima');
    expect(fatima).not.toHaveTextContent('no mission yet');
    expect(omar).toHaveTextContent('no mission yet');
  });

  it('explains a mission and an order left out in the board’s language, never by a courier’s id', async () => {
    const left = serverText(MISSION_PLAN_SENTENCES.windowUnreachable);
    const day = dayFixture();
    const unassignedOrders = day.unassignedOrders.map((order) => ({
      ...order,
      reason: renderServerText(left) ?? '',
      reasonText: left,
    }));
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/dispatch/day': ok(dayFixture({ unassignedOrders })),
    });
    renderBoard();
    const [english] = await screen.findAllByText(/Chosen because this courier starts nearest/);
    expect(english).toHaveTextContent(
      '3 orders in 2 stops, 18.4 km; up to 12 of 40 parcels and 9.5 of 150 kg aboard; back by 14:10.',
    );
    expect(screen.getByText(/No chosen courier can reach it/)).toBeInTheDocument();
    expect(screen.queryByText(/cou_/)).toBeNull();

    await activateLocale('ar');
    await loadAppMessages();
    const [why] = await screen.findAllByText(/يبدأ من أقرب نقطة إلى المحطة الأولى/);
    expect(why?.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('العودة بحلول 14:10');
    expect(screen.getByText(/لا يستطيع أي مندوب مختار الوصول إليه/)).toBeInTheDocument();
    expect(screen.queryByText(/Chosen because/)).toBeNull();
  });

  it('is not for finance staff', async () => {
    mockApi({ 'GET /account': staffAccount(['finance']) });
    renderBoard();
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    expect(within(nav).queryByRole('link', { name: 'Dispatch board' })).toBeNull();
  });
});
