import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type CourierToday, PICKUP_MESSAGES } from '@sameday/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import './i18n';
import { switchLocale } from './i18n';
import { memoryStore } from './outbox/queue';
import { MANIFEST_REFUSALS, ManifestPanel, manifestTotals } from './screens/manifest';
import { record, resetCourierState, setOutboxStore, shownToday, useCourierState, waiting } from './sync';
import { courierDay } from './test-fixtures';

const pickupIn = (day: CourierToday) => {
  const stop = day.missions.flatMap((mission) => mission.stops).find((entry) => entry.kind === 'pickup');
  if (!stop) throw new Error('no pickup in the fixture');
  return stop;
};
const pickupOf = () => pickupIn(courierDay());

/** The day with the pickup's parcels collected, as the server answers it after the scan. */
const collectedDay = (): CourierToday => {
  const day = courierDay({
    shift: { ...(courierDay().shift as NonNullable<CourierToday['shift']>), state: 'on_shift' },
  });
  const stop = pickupIn(day);
  stop.parcels = stop.parcels.map((parcel) => ({ ...parcel, status: 'collected' as const }));
  return day;
};

/** The pickup's manifest panel as the app shows it: the kept day with the outbox laid over it. */
function ShownPickup() {
  const today = shownToday(useCourierState());
  return today ? <ManifestPanel stop={pickupIn(today)} canAct /> : null;
}
const renderShown = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ShownPickup />
    </I18nProvider>,
  );

beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
  setOutboxStore(memoryStore());
  resetCourierState();
  await switchLocale('en');
});

describe('the pickup manifest in the courier app', () => {
  it('keeps the contract’s refusals it translates', () => {
    expect(MANIFEST_REFUSALS.alreadySigned).toBe(PICKUP_MESSAGES.alreadySigned);
  });

  it('shows the stop’s totals, asks to collect first, then asks the courier to confirm before signing', async () => {
    const stop = pickupOf();
    const totals = manifestTotals(stop);
    expect(totals.orders).toBe(stop.parcels.length);
    const user = userEvent.setup();
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <ManifestPanel stop={stop} canAct />
      </I18nProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Pickup manifest' });
    expect(within(panel).getByTestId('manifest-totals')).toHaveTextContent(`${totals.orders} order`);
    expect(panel).toHaveTextContent('Collect the parcels, then sign off the manifest with the merchant.');
    const collected = { ...stop, parcels: stop.parcels.map((parcel) => ({ ...parcel, status: 'collected' as const })) };
    rerender(
      <I18nProvider i18n={i18n}>
        <ManifestPanel stop={collected} canAct />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign off the manifest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm the orders, parcels and cash first.');
    await user.click(screen.getByRole('checkbox', { name: 'I received these orders and parcels' }));
    await user.click(screen.getByRole('button', { name: 'Sign off the manifest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ask the merchant’s person to sign in the box.');
  });

  it('shows a manifest the server says is signed as signed, with who and when, and no form', () => {
    const day = collectedDay();
    pickupIn(day).manifest = {
      signerName: 'Huda Al Marri',
      courierFirstName: 'Yousef',
      signedAt: '2026-11-29T06:25:00.000Z',
    };
    resetCourierState({ today: day });
    renderShown();
    const signed = screen.getByTestId('manifest-signed');
    expect(signed).toHaveTextContent('Manifest signed off.');
    expect(signed).toHaveTextContent('Signed by Huda Al Marri with Yousef at 10:25');
    expect(signed).not.toHaveTextContent('kept on the phone');
    expect(screen.queryByRole('button', { name: 'Sign off the manifest' })).not.toBeInTheDocument();
  });

  it('shows a sign-off kept offline as signed at once, waiting to send, and still after a reload', async () => {
    const store = memoryStore();
    setOutboxStore(store);
    resetCourierState({ today: collectedDay() });
    const view = renderShown();
    expect(screen.getByRole('button', { name: 'Sign off the manifest' })).toBeInTheDocument();
    const signatureId = crypto.randomUUID();
    // What the form sends: the drawn signature first, then the action naming it.
    await record(
      {
        id: crypto.randomUUID(),
        at: '2026-11-29T06:31:00.000Z',
        kind: 'sign_manifest',
        stopId: pickupOf().id,
        signatureId,
        signerName: 'Huda Al Marri',
        courierConfirmed: true,
      },
      [{ id: signatureId, blob: new Blob(['png'], { type: 'image/png' }) }],
    );
    const signed = await screen.findByTestId('manifest-signed');
    expect(signed).toHaveTextContent('Signed by Huda Al Marri with Yousef at 10:31');
    expect(signed).toHaveTextContent('Sign-off kept on the phone: it is sent when there is signal.');
    expect(screen.queryByRole('button', { name: 'Sign off the manifest' })).not.toBeInTheDocument();
    // The signature is sent with its action: one thing waits.
    expect(waiting({ today: null, items: await store.all(), sending: false, results: [] })).toBe(1);
    view.unmount();
    // A reload: the kept day (read before the sign-off) and the outbox, as the app opens them.
    resetCourierState({ today: collectedDay(), items: await store.all() });
    renderShown();
    expect(screen.getByTestId('manifest-signed')).toHaveTextContent('kept on the phone');
    expect(screen.queryByRole('button', { name: 'Sign off the manifest' })).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await switchLocale('ar');
    render(
      <I18nProvider i18n={i18n}>
        <ManifestPanel stop={pickupOf()} canAct />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'كشف الاستلام' })).toBeInTheDocument();
  });
});
