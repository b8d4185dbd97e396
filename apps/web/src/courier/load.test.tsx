// The load-at-depot stop (decision 078): parcels handed in on an earlier day, loaded at the depot
// with one action kept on the phone (the outbox, decision 060), then delivered as every drop-off.
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
import { LoadPanel } from './screens/load';
import { StopKind } from './screens/today';
import { resetCourierState, setOutboxStore } from './sync';
import { courierDay } from './test-fixtures';
import { stopDone, withPending } from './view';

let store: ReturnType<typeof memoryStore>;

beforeEach(async () => {
  // Offline: the action stays in the outbox, where the test reads it.
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

/** A load stop at the depot with two orders (three parcels) waiting there since yesterday. */
function loadStop(): { day: ReturnType<typeof courierDay>; stop: CourierStop } {
  const day = courierDay();
  const [, second, third] = day.missions[0]?.stops[0]?.parcels ?? [];
  const waiting = [second, third].map((parcel) => ({
    ...(parcel as CourierParcel),
    status: 'received_at_depot' as const,
  }));
  const stop: CourierStop = {
    ...(day.missions[0]?.stops[1] as CourierStop),
    id: 'stp_load',
    kind: 'load',
    label: 'Al Quoz depot',
    address: 'Al Quoz depot',
    parcels: waiting,
  };
  return { day, stop };
}

describe('the load-at-depot stop', () => {
  it('counts the parcels at the depot and loads them all with one action kept on the phone', async () => {
    const user = userEvent.setup();
    const { day, stop } = loadStop();
    const { rerender } = wrap(
      <>
        <StopKind stop={stop} />
        <LoadPanel stop={stop} canAct />
      </>,
    );
    expect(screen.getByText('Load at depot')).toBeInTheDocument();
    expect(
      screen.getByText('Load 3 parcels at the depot’s desk: they are delivered on this route.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('At the depot')).toHaveLength(2);
    expect(stopDone(stop)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Loaded, out for delivery' }));
    await waitFor(async () => expect(await actions()).toHaveLength(1));
    const [sent] = await actions();
    expect(sent).toMatchObject({ kind: 'load', stopId: 'stp_load' });
    expect(await screen.findByText('Load kept on the phone: it is sent when there is signal.')).toBeInTheDocument();
    // Before the server answers, the day already shows them out for delivery, and the stop done.
    const shown = withPending({ ...day, missions: [{ id: 'msn_1', version: 1, state: 'planned', stops: [stop] }] }, [
      sent as CourierAction,
    ]);
    const after = shown.missions[0]?.stops[0] as CourierStop;
    expect(after.parcels.map((parcel) => parcel.status)).toEqual(['out_for_delivery', 'out_for_delivery']);
    expect(stopDone(after)).toBe(true);
    rerender(
      <I18nProvider i18n={i18n}>
        <LoadPanel stop={after} canAct />
      </I18nProvider>,
    );
    expect(screen.getByText('Every parcel of this stop is loaded: out for delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Loaded, out for delivery' })).toBeNull();
  });

  it('waits for the shift to start, and reads Arabic', async () => {
    const { stop } = loadStop();
    await act(() => switchLocale('ar'));
    wrap(<LoadPanel stop={stop} canAct={false} />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'تم التحميل، خرج للتوصيل' })).toBeDisabled();
  });
});
