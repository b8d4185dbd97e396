import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePollingGate } from './use-polling-gate';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('the polling gate', () => {
  it('enables polling while the tab is visible and the user active', () => {
    const { result } = renderHook(() => usePollingGate(1000));
    expect(result.current).toEqual({ isIdle: false, isTabVisible: true, isPollingEnabled: true });
  });

  it('stops polling when the tab is hidden, and starts again when it shows', () => {
    const { result } = renderHook(() => usePollingGate(1000));
    act(() => setVisibility('hidden'));
    expect(result.current.isTabVisible).toBe(false);
    expect(result.current.isPollingEnabled).toBe(false);
    act(() => setVisibility('visible'));
    expect(result.current.isPollingEnabled).toBe(true);
  });

  it('stops polling after the idle time without input, and a key press ends the idle', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePollingGate(1000));
    act(() => vi.advanceTimersByTime(1001));
    expect(result.current.isIdle).toBe(true);
    expect(result.current.isPollingEnabled).toBe(false);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(result.current.isIdle).toBe(false);
    expect(result.current.isPollingEnabled).toBe(true);
  });
});
