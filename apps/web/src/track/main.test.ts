import type { TrackingView } from '@sameday/contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CODE = 'abcdefghijklmnopqrstuvwx';

function viewOf(overrides: Partial<TrackingView>): TrackingView {
  return {
    merchant: { name: 'Oud Traders', brandColour: '#0b5cad', logoUrl: '' },
    orderId: 'SD-1001',
    status: 'out_for_delivery',
    serviceKind: 'same_day',
    area: 'Dubai Marina',
    emirate: 'Dubai',
    expected: { date: '2026-11-30', from: '14:00', to: '22:00' },
    timeline: [
      { status: 'pending', at: '2026-11-29T06:00:00Z', note: null },
      { status: 'out_for_delivery', at: '2026-11-29T10:00:00Z', note: null },
    ],
    attempts: [],
    proof: null,
    codAmountFils: 25_000,
    instructions: '',
    rescheduleDays: [],
    actions: { instructions: false, reschedule: false, unavailable: false, rating: false, return: false },
    returnUntil: null,
    returnRequested: false,
    rating: null,
    ...overrides,
  };
}

/** Opens the page on a tracking code whose answer is `view`, in `lang`. */
async function open(view: TrackingView, lang: 'en' | 'ar' = 'en') {
  vi.resetModules();
  sessionStorage.clear();
  document.body.innerHTML = '<main id="app"></main>';
  window.history.replaceState(null, '', `/track/${CODE}?lang=${lang}`);
  // No live socket: a page opened here would keep reconnecting after its test, and its socket could be
  // the one a later test of live changes speaks to.
  vi.stubGlobal('WebSocket', undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(view), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  await import('./main');
  await vi.waitFor(() => expect(document.getElementById('status')).not.toBeNull());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tracking page after the fact', () => {
  it('says a delivered parcel was delivered, where and when, and asks for no cash', async () => {
    await open(
      viewOf({
        status: 'delivery_complete',
        expected: null,
        timeline: [
          { status: 'out_for_delivery', at: '2026-11-29T10:00:00Z', note: null },
          { status: 'delivery_complete', at: '2026-11-29T11:30:00Z', note: null },
        ],
      }),
    );
    expect(await screen.findByText('Delivered to:')).toBeInTheDocument();
    expect(screen.queryByText(/Delivering to/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please have this amount ready for the courier.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paid on delivery' })).toBeInTheDocument();
    expect(screen.getByText('Delivered:').parentElement).toHaveTextContent('29 Nov, 15:30');
  });

  it('after a failed attempt says what happens next and offers another day and instructions', async () => {
    await open(
      viewOf({
        status: 'delivery_failed',
        expected: null,
        attempts: [{ at: '2026-11-29T12:00:00Z', outcome: 'Recipient not at home' }],
        rescheduleDays: ['2026-12-01', '2026-12-02'],
        actions: { instructions: true, reschedule: true, unavailable: false, rating: false, return: false },
      }),
    );
    expect(
      await screen.findByText(/They will try again on the next delivery day\. You can choose another day/),
    ).toBeInTheDocument();
    const change = screen.getByRole('region', { name: 'Change the delivery' });
    // The change forms come once the recipient confirmed it is them (docs/decisions/052).
    expect(within(change).getByLabelText(/last 4 digits/i)).toBeInTheDocument();
  });

  it('gives a returned parcel and a cancelled order their own words, in English and Arabic', async () => {
    await open(viewOf({ status: 'returned_to_origin', expected: null }));
    expect(await screen.findByText(/This parcel went back to Oud Traders/)).toBeInTheDocument();
    expect(screen.queryByText(/Delivering to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await open(viewOf({ status: 'cancelled', expected: null }), 'ar');
    expect(await screen.findByText(/ألغى Oud Traders هذا الطلب/)).toBeInTheDocument();
    expect(screen.queryByText(/التوصيل إلى/)).not.toBeInTheDocument();
  });
});
