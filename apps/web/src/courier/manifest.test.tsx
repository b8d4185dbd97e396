import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PICKUP_MESSAGES } from '@sameday/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import './i18n';
import { switchLocale } from './i18n';
import { memoryStore } from './outbox/queue';
import { MANIFEST_REFUSALS, ManifestPanel, manifestTotals } from './screens/manifest';
import { resetCourierState, setOutboxStore } from './sync';
import { courierDay } from './test-fixtures';

const pickupOf = () => {
  const stop = courierDay()
    .missions.flatMap((mission) => mission.stops)
    .find((entry) => entry.kind === 'pickup');
  if (!stop) throw new Error('no pickup in the fixture');
  return stop;
};

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
