import type { TrackingView } from '@sameday/contract';
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE, open, view } from './courier-page.test-support';

// The recipient sees the planned courier's first name and vehicle, and the drop-off's window once
// the parcel is on its way: nothing else of the courier.
afterEach(() => vi.unstubAllGlobals());

describe("the tracking page's courier", () => {
  const planned = {
    firstName: 'Rashid',
    vehicleKind: 'van' as const,
    // 14:00–16:00 in Dubai.
    dropoffWindow: { from: '2026-11-30T10:00:00.000Z', to: '2026-11-30T12:00:00.000Z' },
  };

  it('names the courier by first name and vehicle and gives the drop-off window when out for delivery', async () => {
    await open(view({ courier: planned }));
    expect(screen.getByText('Your courier:').parentElement).toHaveTextContent('Your courier: Rashid, by van');
    expect(screen.getByText('Arriving:').parentElement).toHaveTextContent('between 14:00 and 16:00');
  });

  it('says the same in Arabic', async () => {
    await open(view({ courier: { ...planned, vehicleKind: 'bike' } }), 'ar');
    expect(screen.getByText('مندوب التوصيل:').parentElement).toHaveTextContent('Rashid، على دراجة نارية');
    expect(screen.getByText('موعد الوصول:').parentElement).toHaveTextContent('14:00');
  });

  it('names the courier who delivered once delivered, with no window left to wait for', async () => {
    await open(
      view({
        status: 'delivery_complete',
        timeline: [{ status: 'delivery_complete', at: '2026-11-30T11:00:00Z', note: null }],
        courier: { ...planned, dropoffWindow: null },
      }),
    );
    expect(screen.getByText('Your courier:').parentElement).toHaveTextContent('Your courier: Rashid, by van');
    expect(screen.queryByText('Arriving:')).not.toBeInTheDocument();
  });

  it('names no courier and no window before the order is planned', async () => {
    await open(view({ courier: null }));
    expect(screen.queryByText('Your courier:')).not.toBeInTheDocument();
    expect(screen.queryByText('Arriving:')).not.toBeInTheDocument();
  });
});

describe("the tracking page's reads after live changes", () => {
  it('shows the answer to the last read when a burst of changes is answered out of order', async () => {
    const sockets: { onopen: (() => void) | null; onmessage: ((event: { data: string }) => void) | null }[] = [];
    class FakeSocket {
      readyState = 1;
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose = null;
      onerror = null;
      constructor() {
        sockets.push(this);
      }
      send() {}
      close() {}
    }
    const onTheWay = view({
      courier: {
        firstName: 'Rashid',
        vehicleKind: 'van',
        dropoffWindow: null,
        approaching: { etaMinutes: 12, distanceKm: 3.4, near: null },
      },
    });
    const delivered = view({
      status: 'delivery_complete',
      timeline: [{ status: 'delivery_complete', at: '2026-11-30T11:00:00Z', note: null }],
      courier: { firstName: 'Rashid', vehicleKind: 'van', dropoffWindow: null },
    });
    const answer = (body: TrackingView) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    let releaseStale: () => void = () => {};
    const reads = [
      async () => answer(onTheWay),
      // The first read of the burst answers last, with what was true before the delivery.
      () => new Promise<Response>((resolve) => (releaseStale = () => resolve(answer(onTheWay)))),
      async () => answer(delivered),
    ];
    vi.resetModules();
    document.body.innerHTML = '<main id="app"></main>';
    window.history.replaceState(null, '', `/track/${CODE}?lang=en`);
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (reads.shift() ?? (async () => answer(delivered)))()),
    );
    await import('./main');
    // vi.waitFor gives 1 s unless told: a busy machine may need longer (setup.ts gives findBy* 5 s).
    const settles = { timeout: 5_000 };
    await vi.waitFor(() => expect(screen.getByText(/about 12 min/)).toBeInTheDocument(), settles);
    await vi.waitFor(() => expect(sockets[0]?.onmessage).toBeTypeOf('function'), settles);
    const tell = (id: number) =>
      sockets[0]?.onmessage?.({
        data: JSON.stringify({ type: 'event', id, kind: 'order.moved', at: '2026-11-30T11:00:00Z', payload: {} }),
      });
    tell(1);
    tell(2);
    await vi.waitFor(() => expect(document.getElementById('status')).toHaveTextContent('Delivered'), settles);
    releaseStale();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('status')).toHaveTextContent('Delivered');
    expect(screen.queryByText(/about 12 min/)).not.toBeInTheDocument();
  });
});
