import { describe, expect, it, vi } from 'vitest';
import type { PlainPosition } from './contract-plain';
import { createPositionTracker, POSITION_STALE_MS } from './positions';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

type Fix = { coords: { latitude: number; longitude: number; accuracy: number }; timestamp: number };

/** A phone whose position, page visibility, signal and clock the test sets. */
function phone() {
  let clock = Date.parse('2026-11-29T08:00:00.000Z');
  let where = { latitude: 25.2, longitude: 55.27 };
  let tick: (() => void) | undefined;
  const sent: PlainPosition[][] = [];
  const state = { hidden: false, online: true, answer: 'sent' as 'sent' | 'refused' | 'off_shift' | 'later' };
  const geolocation = {
    getCurrentPosition: vi.fn((success: (fix: Fix) => void) =>
      success({ coords: { ...where, accuracy: 35.4 }, timestamp: clock }),
    ),
  };
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
    moveTo: (latitude: number, longitude: number) => {
      where = { latitude, longitude };
    },
    wait: (ms: number) => {
      clock += ms;
    },
    later: async (ms: number) => {
      clock += ms;
      tick?.();
      await settled();
    },
    isTicking: () => tick !== undefined,
  };
}

describe("the courier app's positions", () => {
  it('asks for and sends nothing off shift', () => {
    const p = phone();
    p.tracker.update({ onShift: false, stopUnderWay: false });
    p.tracker.onStopAction();
    expect(p.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(p.sent).toEqual([]);
    expect(p.isTicking()).toBe(false);
  });

  it('on shift, sends a position at once and every 20 s at modest accuracy, standing still too', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    await Promise.resolve();
    expect(p.geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      maximumAge: 10_000,
      timeout: 15_000,
    });
    await p.later(20_000);
    expect(p.sent).toEqual([
      [{ lat: 25.2, lng: 55.27, accuracy: 35, at: '2026-11-29T08:00:00.000Z' }],
      [{ lat: 25.2, lng: 55.27, accuracy: 35, at: '2026-11-29T08:00:20.000Z' }],
    ]);
  });

  it('pauses while hidden unless a stop is under way, and for good at the shift’s end', () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    expect(p.tracker.isWatching()).toBe(true);
    p.state.hidden = true;
    p.tracker.update();
    expect(p.tracker.isWatching()).toBe(false);
    expect(p.isTicking()).toBe(false);
    p.tracker.update({ stopUnderWay: true });
    expect(p.tracker.isWatching()).toBe(true);
    p.tracker.update({ onShift: false });
    expect(p.tracker.isWatching()).toBe(false);
    const asked = p.geolocation.getCurrentPosition.mock.calls.length;
    p.tracker.onStopAction();
    expect(p.geolocation.getCurrentPosition).toHaveBeenCalledTimes(asked);
  });

  it('sends a fresh position on a stop’s action', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: true });
    await Promise.resolve();
    p.moveTo(25.21, 55.28);
    await p.later(5_000);
    p.sent.length = 0;
    p.moveTo(25.22, 55.28);
    p.wait(3_000);
    p.tracker.onStopAction();
    await settled();
    expect(p.geolocation.getCurrentPosition).toHaveBeenLastCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      maximumAge: 0,
      timeout: 15_000,
    });
    expect(p.sent).toEqual([[{ lat: 25.22, lng: 55.28, accuracy: 35, at: '2026-11-29T08:00:08.000Z' }]]);
  });

  it('sends a fresh position when a stop is opened (the courier sets off for it)', async () => {
    const p = phone();
    p.tracker.update({ onShift: true, stopUnderWay: false });
    await settled();
    p.wait(4_000);
    p.moveTo(25.23, 55.29);
    p.tracker.update({ stopUnderWay: true });
    await settled();
    expect(p.sent.at(-1)).toEqual([{ lat: 25.23, lng: 55.29, accuracy: 35, at: '2026-11-29T08:00:04.000Z' }]);
    p.tracker.update({ stopUnderWay: true });
    expect(p.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('keeps positions made without signal and sends them together, dropping the stale ones', async () => {
    const p = phone();
    p.state.online = false;
    p.tracker.update({ onShift: true, stopUnderWay: false });
    for (let minute = 1; minute <= 12; minute += 1) {
      p.moveTo(25.2 + minute / 1000, 55.27);
      await p.later(60_000);
    }
    expect(p.sent).toEqual([]);
    p.state.online = true;
    await p.later(20_000);
    // One a minute for 12 minutes, and one now: those older than 10 minutes when sent are gone.
    expect(p.sent).toHaveLength(1);
    const sentAt = Date.parse('2026-11-29T08:12:20.000Z');
    const ages = (p.sent[0] ?? []).map((position) => sentAt - Date.parse(position.at));
    expect(Math.max(...ages)).toBeLessThan(POSITION_STALE_MS);
    expect(ages).toHaveLength(11);
    expect(p.tracker.waiting()).toEqual([]);
  });

  it('keeps a batch the server could not take now, and drops one it refuses or sent off shift', async () => {
    const p = phone();
    p.state.answer = 'later';
    p.tracker.update({ onShift: true, stopUnderWay: false });
    await Promise.resolve();
    expect(p.tracker.waiting()).toHaveLength(1);
    p.state.answer = 'off_shift';
    await p.later(20_000);
    expect(p.sent.at(-1)).toHaveLength(2);
    await settled();
    expect(p.tracker.waiting()).toEqual([]);
  });
});
