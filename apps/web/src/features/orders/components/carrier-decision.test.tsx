import type { StoredDecision } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../../shared/i18n';
import { apiError, mockApi, ok } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render-screen';
import { CarrierDecision } from './carrier-decision';

const decision = (overrides: Partial<StoredDecision> = {}): StoredDecision => ({
  id: 'dec_1',
  orderId: '7001',
  decidedAt: '2026-11-24T08:00:00.000Z',
  decidedBy: 'order_created',
  outcome: 'carrier',
  carrier: 'aramex',
  service: 'domestic_overnight',
  reason: null,
  source: 'partner_rules',
  rule: { id: 'rul_heavy', name: 'Heavy parcels to Abu Dhabi' },
  ruleSets: { operations: null, partner: { id: 'rs_1', name: 'Shipping rules', kind: 'partner', version: 4 } },
  facts: {
    merchantId: 'acc_souk',
    destinationEmirate: 'Abu Dhabi',
    destinationCountry: 'AE',
    serviceKind: 'same_day',
    weightKg: 12,
    heaviestParcelKg: 12,
    longestSideCm: null,
    cod: false,
    orderValueFils: null,
    parcelCount: 1,
    pickupLocationId: null,
    pickupEmirate: 'Dubai',
    placedAt: '2026-11-24T08:00:00.000Z',
    dubaiTime: '12:00',
    reference: null,
    tags: [],
  },
  trace: [],
  explanation: 'Aramex (Domestic Overnight) because rule “Heavy parcels to Abu Dhabi” matched',
  ...overrides,
});

const renderLine = () => renderScreen([{ path: '*', element: <CarrierDecision orderId="7001" /> }], '/');

describe('the order drawer’s carrier line', () => {
  it('shows the carrier and the rule that chose it, from the stored decision', async () => {
    mockApi({ 'GET /dispatcher/orders/7001/decision': ok({ decision: decision() }) });
    renderLine();
    expect(await screen.findByText('Aramex (Domestic Overnight)')).toBeInTheDocument();
    expect(screen.getByText('Carrier')).toBeInTheDocument();
    expect(screen.getByText('because rule “Heavy parcels to Abu Dhabi” matched')).toBeInTheDocument();
  });

  it('names the default when no rule matched, and the reason of a hold', async () => {
    mockApi({
      'GET /dispatcher/orders/7001/decision': ok({
        decision: decision({
          outcome: 'hold',
          carrier: null,
          service: null,
          reason: 'Over 70 kg',
          source: 'partner_default',
          rule: null,
        }),
      }),
    });
    renderLine();
    expect(await screen.findByText('Held for review')).toBeInTheDocument();
    expect(screen.getByText('because no rule matched: your default (Over 70 kg)')).toBeInTheDocument();
  });

  it('shows nothing when the order has no decision or it cannot be read', async () => {
    for (const reply of [ok({ decision: null }), apiError(500, 'internal', 'Something broke.')]) {
      const api = mockApi({ 'GET /dispatcher/orders/7001/decision': reply });
      const { unmount } = renderLine();
      await waitFor(() => expect(api.calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText('Carrier')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('the order drawer’s carrier line in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('names the Sameday fleet and the order’s service in Arabic, a partner’s name and service as written', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    mockApi({
      'GET /dispatcher/orders/7001/decision': ok({
        decision: decision({ carrier: 'sameday', service: 'next_day', source: 'platform_default', rule: null }),
      }),
    });
    const { unmount } = renderLine();
    expect(await screen.findByText('أسطول Sameday (اليوم التالي)')).toBeInTheDocument();
    expect(screen.queryByText(/Sameday fleet|Next day/)).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /dispatcher/orders/7001/decision': ok({ decision: decision() }) });
    renderLine();
    expect(await screen.findByText('Aramex (Domestic Overnight)')).toBeInTheDocument();
  });
});
