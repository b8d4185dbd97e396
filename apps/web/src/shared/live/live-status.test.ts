import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_FALLBACK_MS, liveStatus, setLiveStatus, useLiveFallbackInterval } from './live-status';

afterEach(() => setLiveStatus('off'));

/** The hook's value and how many times its component rendered. */
function renderInterval() {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useLiveFallbackInterval();
  });
  return { value: () => hook.result.current, renders: () => renders };
}

describe('the live socket fallback interval', () => {
  it('renders nothing again for the page’s first connection, and reads nothing again while live', () => {
    const interval = renderInterval();
    expect(interval.value()).toBe(false);
    act(() => setLiveStatus('connecting'));
    act(() => setLiveStatus('live'));
    expect(liveStatus()).toBe('live');
    expect(interval.value()).toBe(false);
    expect(interval.renders()).toBe(1);
  });

  it('reads again slowly from a drop until live again, through the reconnection', () => {
    const interval = renderInterval();
    act(() => setLiveStatus('connecting'));
    act(() => setLiveStatus('live'));
    act(() => setLiveStatus('down'));
    expect(interval.value()).toBe(LIVE_FALLBACK_MS);
    act(() => setLiveStatus('connecting'));
    expect(interval.value()).toBe(LIVE_FALLBACK_MS);
    act(() => setLiveStatus('live'));
    expect(interval.value()).toBe(false);
    expect(interval.renders()).toBe(3);
  });

  it('reads again slowly when the first connection fails, and stops when the socket is turned off', () => {
    const interval = renderInterval();
    act(() => setLiveStatus('connecting'));
    act(() => setLiveStatus('down'));
    expect(interval.value()).toBe(LIVE_FALLBACK_MS);
    act(() => setLiveStatus('off'));
    expect(interval.value()).toBe(false);
  });

  it('reads nothing again while a live socket says hello with a new token', () => {
    const interval = renderInterval();
    act(() => setLiveStatus('live'));
    act(() => setLiveStatus('connecting'));
    expect(interval.value()).toBe(false);
    expect(interval.renders()).toBe(1);
  });
});
