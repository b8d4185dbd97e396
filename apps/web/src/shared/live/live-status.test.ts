import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveStatus } from './live-client';
import { LIVE_FALLBACK_MS, setLiveStatus, useLiveFallbackInterval } from './live-status';

afterEach(() => setLiveStatus('off'));

/**
 * A screen reading the interval: `walk` sets each status in turn and gives the interval the screen
 * had after each; `renders` is how many times the screen rendered.
 */
function renderInterval() {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useLiveFallbackInterval();
  });
  const walk = (statuses: (LiveStatus | 'off')[]) =>
    statuses.map((status) => {
      act(() => setLiveStatus(status));
      return hook.result.current;
    });
  return { walk, renders: () => renders };
}

const SLOW = LIVE_FALLBACK_MS;

describe('the live socket fallback interval', () => {
  it('renders nothing again for the page’s first connection, and reads nothing again while live', () => {
    const screen = renderInterval();
    expect(screen.walk(['connecting', 'live'])).toEqual([false, false]);
    expect(screen.renders()).toBe(1);
  });

  it('reads again slowly from a drop until live again, through the reconnection', () => {
    const screen = renderInterval();
    expect(screen.walk(['connecting', 'live', 'down', 'connecting', 'live'])).toEqual([
      false,
      false,
      SLOW,
      SLOW,
      false,
    ]);
    expect(screen.renders()).toBe(3);
  });

  it('reads again slowly when the first connection fails, and stops when the socket is turned off', () => {
    expect(renderInterval().walk(['connecting', 'down', 'off'])).toEqual([false, SLOW, false]);
  });

  it('reads nothing again while a live socket says hello with a new token', () => {
    const screen = renderInterval();
    expect(screen.walk(['live', 'connecting'])).toEqual([false, false]);
    expect(screen.renders()).toBe(1);
  });
});
