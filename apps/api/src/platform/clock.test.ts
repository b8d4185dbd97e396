import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetClock } from './clock';

describe('the domain clock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at CLOCK_STARTS_AT and runs on in real time; without it, it is the real clock', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T17:40:00Z') });
    const clock = offsetClock(new Date('2026-11-29T04:00:00Z'));
    expect(clock().toISOString()).toBe('2026-11-29T04:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(clock().toISOString()).toBe('2026-11-29T04:01:30.000Z');
    expect(offsetClock(null)().toISOString()).toBe('2026-11-29T17:41:30.000Z');
  });
});
