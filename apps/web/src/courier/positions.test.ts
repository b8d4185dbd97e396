import { describe, expect, it, vi } from 'vitest';
import type { PlainPosition } from './contract-plain';
import { createPositionTracker, POSITION_STALE_MS } from './positions';

type Fix = { coords: { latitude: number; longitude: number; accuracy: number }; timestamp: number };

/** A phone whose position, page visibility, signal and clock the test sets. */
function phone() {
  let clock = Date.parse('2026-11-29T08:00:00.000Z');
  let watcher: ((fix: Fix) => void) | undefined;
  let tick: (() => void) | undefined;
  const sent: PlainPosition[][] = [];
  const state = { hidden: false, online: true, answer: 'sent' as 'sent' | 'refused' | 'off_shift' | 'later' };
  const geolocation = {
    watchPosition: vi.fn((success: (fix: Fix) => void) => {
      watcher = success;
      return 7;
    }),
    clearWatch: vi.fn(() => {
      watcher = undefined;
    }),
    getCurrentPosition: vi.fn((success: (fix: Fix) => void) => success(fixAt(25.21, 55.27))),
  };
  const fixAt = (lat: number, lng: number): Fix => ({
    coords: { latitude: lat, longitude: lng, accuracy: 35.4 },
    timestamp: clock,
  });
  const tracker = createPositionTracker({
    geolocation: geolocation as unknown as Geolocation,
    send: async (positions) => {
      sent.push(positions);
      return state.answer;
    },
    isHidden: () => state.hidden,
    isOnline: () => state.online,
    now: () => clock,
    setTimer: (run) => {
      tick = run;
      return 1;
    },
    clearTimer: () => {
      tick = undefined;
    },
  });
  return {
    tracker,
    geolocation,
    sent,
    state,
    move: (lat: number, lng: number) => watcher?.(fixAt(lat, lng)),
    later: (ms: number) => {
      clock += ms;
    },
    tick: async () => {
      tick?.();
      await Promise.resolve();
    },
    isTicking: () => tick !== undefined,
  };
}

describe("the courier app's positions", () => {
  it('watches and sends nothing off shift', async () => {
    const p = phone();
    p.tracker.update({ onShift: false, stopUnderWay: false });
    p.tracker.onStopAction();
    expect(p.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(p.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(p.sent).toEqual([]);
  });

  it('on shift, sends the latest position at modest accuracy on each tick, once each', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    expect(p.geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      maximumAge: 15_000,
      timeout: 30_000,
    });
    p.move(25.2, 55.27);
    await p.tick();
    expect(p.sent).toEqual([[{ lat: 25.2, lng: 55.27, accuracy: 35, at: '2026-11-29T08:00:00.000Z' }]]);
    await p.tick();
    expect(p.sent).toHaveLength(1);
  });

  it('pauses the watch while hidden, unless a stop is under way, and for good at the shift’s end', () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    expect(p.tracker.isWatching()).toBe(true);
    p.state.hidden = true;
    p.tracker.update();
    expect(p.tracker.isWatching()).toBe(false);
    expect(p.geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(p.isTicking()).toBe(false);
    p.tracker.update({ stopUnderWay: true });
    expect(p.tracker.isWatching()).toBe(true);
    p.tracker.update({ onShift: false });
    expect(p.tracker.isWatching()).toBe(false);
  });

  it('sends a fresh position on a stop’s action', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: true });
    p.tracker.onStopAction();
    await Promise.resolve();
    expect(p.sent).toEqual([[{ lat: 25.21, lng: 55.27, accuracy: 35, at: '2026-11-29T08:00:00.000Z' }]]);
  });

  it('keeps positions made without signal and sends them together, dropping the stale ones', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    p.state.online = false;
    for (let minute = 0; minute < 12; minute += 1) {
      p.move(25.2 + minute / 1000, 55.27);
      await p.tick();
      p.later(60_000);
    }
    expect(p.sent).toEqual([]);
    p.state.online = true;
    await p.tick();
    // Taken over 12 minutes: those older than 10 minutes when sent are gone.
    expect(p.sent).toHaveLength(1);
    const ages = (p.sent[0] ?? []).map((position) => Date.parse('2026-11-29T08:12:00.000Z') - Date.parse(position.at));
    expect(Math.max(...ages)).toBeLessThan(POSITION_STALE_MS);
    expect(ages).toHaveLength(9);
    expect(p.tracker.waiting()).toEqual([]);
  });

  it('keeps a batch the server could not take now, and drops one it refuses or sent off shift', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    p.state.answer = 'later';
    p.move(25.2, 55.27);
    await p.tick();
    expect(p.tracker.waiting()).toHaveLength(1);
    p.state.answer = 'off_shift';
    await p.tick();
    await Promise.resolve();
    expect(p.tracker.waiting()).toEqual([]);
  });
});
