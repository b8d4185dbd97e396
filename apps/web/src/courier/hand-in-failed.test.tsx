// A failed delivery brought back to the depot (decision 078, later): the route's last stop is a
// hand-in carrying the parcels of failed attempts, one failed once and one held for the merchant's
// choice; one "Handed in" kept on the phone (the outbox) shows them handed in at once.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { CourierAction, CourierParcel, CourierStop } from '@sameday/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import './i18n';
import { switchLocale } from './i18n';
import { type ActionItem, memoryStore } from './outbox/queue';
import { HandInPanel } from './screens/hand-in';
import { resetCourierState, setOutboxStore } from './sync';
import { courierDay } from './test-fixtures';
import { stopDone, withPending } from './view';

let store: ReturnType<typeof memoryStore>;

beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
  store = memoryStore();
  setOutboxStore(store);
  resetCourierState();
  await switchLocale('en');
});
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const actions = async () =>
  (await store.all()).filter((item): item is ActionItem => item.type === 'action').map((item) => item.action);

/** The route's last stop: back at the depot with a parcel failed once and one held for the merchant. */
function returnStop(): { day: ReturnType<typeof courierDay>; stop: CourierStop } {
  const day = courierDay();
  const [first, second] = day.missions[0]?.stops[0]?.parcels ?? [];
  const stop: CourierStop = {
    ...(day.missions[0]?.stops[1] as CourierStop),
    id: 'stp_back',
    kind: 'depot',
    label: 'Al Quoz depot',
    address: 'Al Quoz depot',
    parcels: [
      { ...(first as CourierParcel), status: 'delivery_failed' },
      { ...(second as CourierParcel), status: 'on_hold' },
    ],
  };
  return { day, stop };
}

describe('a failed delivery brought back to the depot', () => {
  it('lists the failed parcels on board and hands them in with one action kept on the phone', async () => {
    const user = userEvent.setup();
    const { day, stop } = returnStop();
    const { rerender } = wrap(<HandInPanel stop={stop} canAct />);
    expect(screen.getByText('On board: failed attempt')).toBeInTheDocument();
    expect(screen.getByText('On board: held for the merchant’s choice')).toBeInTheDocument();
    expect(stopDone(stop)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Handed in' }));
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    const [sent] = await actions();
    expect(sent).toMatchObject({ kind: 'hand_in', stopId: 'stp_back' });
    expect(await screen.findByText('Hand-in kept on the phone: it is sent when there is signal.')).toBeInTheDocument();
    // Before the server answers: the failed one at the depot, the held one keeps its state, the stop done.
    const shown = withPending({ ...day, missions: [{ id: 'msn_1', version: 1, state: 'planned', stops: [stop] }] }, [
      sent as CourierAction,
    ]);
    const after = shown.missions[0]?.stops[0] as CourierStop;
    expect([after.state, after.parcels.map((parcel) => parcel.status)]).toEqual([
      'done',
      ['received_at_depot', 'on_hold'],
    ]);
    expect(stopDone(after)).toBe(true);
    rerender(
      <I18nProvider i18n={i18n}>
        <HandInPanel stop={after} canAct />
      </I18nProvider>,
    );
    expect(screen.getAllByText('Handed in')).toHaveLength(2);
    expect(screen.getByText('Every parcel of this stop is handed in.')).toBeInTheDocument();
  });

  it('reads Arabic', async () => {
    const { stop } = returnStop();
    await act(() => switchLocale('ar'));
    wrap(<HandInPanel stop={stop} canAct />);
    expect(screen.getByText('في المركبة: بانتظار قرار التاجر')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تم التسليم' })).toBeEnabled();
  });
});
