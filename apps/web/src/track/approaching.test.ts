import { afterEach, describe, expect, it, vi } from 'vitest';
import { open, view } from './courier-page.test-support';

// The recipient sees the courier approaching, with the minutes and the distance, only when the API
// answers an approach (the courier is on the way to them, decision 061): no map, no place.
afterEach(() => vi.unstubAllGlobals());

describe("the tracking page's approaching courier", () => {
  const courier = {
    firstName: 'Rashid',
    vehicleKind: 'car' as const,
    dropoffWindow: { from: '2026-11-30T10:00:00.000Z', to: '2026-11-30T12:00:00.000Z' },
  };

  it('says the courier is on the way, in how many minutes, and how far', async () => {
    await open(
      view({
        courier: { ...courier, approaching: { etaMinutes: 12, distanceKm: 3.4, near: { lat: 25.1, lng: 55.2 } } },
      }),
    );
    const status = document.querySelector('.approaching') as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Your courier is on the way — about 12 min');
    expect(status).toHaveTextContent('About 3.4 km away');
    // The approximate place is not drawn: no map, no coordinates on the page.
    expect(document.body).not.toHaveTextContent('25.1');
  });

  it('says the same in Arabic, and leaves the distance out when the plan gave the minutes', async () => {
    await open(view({ courier: { ...courier, approaching: { etaMinutes: 3, distanceKm: null, near: null } } }), 'ar');
    const status = document.querySelector('.approaching') as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('مندوبك في الطريق إليك — بعد نحو 3 دقائق');
    expect(status).not.toHaveTextContent('كم');
  });

  it('reads the minutes again every 30 s while the courier is on the way, and not otherwise', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      await open(view({ courier: { ...courier, approaching: { etaMinutes: 12, distanceKm: 3.4, near: null } } }));
      const fetched = vi.mocked(fetch);
      const before = fetched.mock.calls.length;
      vi.advanceTimersByTime(30_000);
      expect(fetched.mock.calls.length).toBe(before + 1);
      // The first page's timer goes with it.
      vi.clearAllTimers();
      await open(view({ courier }));
      const quiet = vi.mocked(fetch);
      const then = quiet.mock.calls.length;
      vi.advanceTimersByTime(60_000);
      expect(quiet.mock.calls.length).toBe(then);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of an approach when the API answers none', async () => {
    await open(view({ courier }));
    expect(document.querySelector('.approaching')).toBeNull();
    expect(document.body).not.toHaveTextContent('on the way');
  });
});
