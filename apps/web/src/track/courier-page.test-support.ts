import type { TrackingView } from '@sameday/contract';
import { expect, vi } from 'vitest';

// The tracking page opened on one answer, for the tests of what it shows of the courier.
export const CODE = 'abcdefghijklmnopqrstuvwx';

export const view = (overrides: Partial<TrackingView>): TrackingView => ({
  merchant: { name: 'Oud Traders', brandColour: '#0b5cad', logoUrl: '' },
  orderId: 'SD-1001',
  status: 'out_for_delivery',
  serviceKind: 'same_day',
  area: 'Dubai Marina',
  emirate: 'Dubai',
  expected: { date: '2026-11-30', from: '14:00', to: '22:00' },
  timeline: [{ status: 'out_for_delivery', at: '2026-11-30T10:00:00Z', note: null }],
  attempts: [],
  proof: null,
  codAmountFils: 0,
  instructions: '',
  rescheduleDays: [],
  actions: { instructions: false, reschedule: false, unavailable: false, rating: false, return: false },
  returnUntil: null,
  returnRequested: false,
  rating: null,
  ...overrides,
});

export async function open(answer: TrackingView, lang: 'en' | 'ar' = 'en') {
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
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  await import('./main');
  await vi.waitFor(() => expect(document.getElementById('status')).not.toBeNull());
}
