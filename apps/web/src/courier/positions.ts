// Where the courier is (docs/decisions/060, 061): while on shift the app asks the phone for its
// position at modest accuracy every 20 s and sends it, and a fresh one on each stop's action and
// when a stop is opened (the courier sets off for it). Battery first: nothing runs off shift,
// and nothing while the app is hidden unless a stop is under way (the courier is on the way to it
// with a maps app in front). Positions are not actions: they do not go through the outbox. Made
// without signal, they wait in memory and are dropped once stale (a position from ten minutes ago
// helps neither the board's map nor the recipient's ETA), at most a batch of them.
import { useEffect, useState } from 'react';
import { sendPositions } from './api';
import { courierPositionOf, MAX_POSITIONS_PER_BATCH, type PlainPosition, POSITION_INTERVAL_MS } from './contract-plain';
import { onStopAction } from './sync';

/** Older than this when it could be sent, a position is dropped. */
export const POSITION_STALE_MS = 10 * 60_000;

type Outcome = 'sent' | 'refused' | 'off_shift' | 'later';
type BrowserPosition = Parameters<typeof courierPositionOf>[0];

export type PositionTrackerDeps = {
  geolocation: Pick<Geolocation, 'getCurrentPosition'>;
  send: (positions: PlainPosition[]) => Promise<Outcome>;
  isHidden: () => boolean;
  isOnline: () => boolean;
  now?: () => number;
  intervalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type TrackerSituation = { onShift: boolean; stopUnderWay: boolean };

export type PositionTracker = {
  /** The shift and the open stop changed (or the page's visibility): start or pause; a stop opened sends a fresh position. */
  update: (situation?: Partial<TrackerSituation>) => void;
  /** A stop's action was taken: a fresh position, sent now. */
  onStopAction: () => void;
  /** Whether positions are being taken now. */
  isWatching: () => boolean;
  /** Positions waiting to be sent. */
  waiting: () => readonly PlainPosition[];
  stop: () => void;
};

/**
 * Modest accuracy (network and Wi-Fi before the GPS at full power, which would empty the battery
 * by noon), a fix of the last 10 s reused: one fix asked for every 20 s, none kept running between.
 */
const SAMPLE_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 10_000, timeout: 15_000 };
const FRESH_OPTIONS: PositionOptions = { ...SAMPLE_OPTIONS, maximumAge: 0 };

export function createPositionTracker(deps: PositionTrackerDeps): PositionTracker {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setInterval(run, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  const situation: TrackerSituation = { onShift: false, stopUnderWay: false };
  let timer: unknown;
  let lastQueuedAt: string | undefined;
  let buffer: PlainPosition[] = [];
  let sending = false;

  const fresh = (position: PlainPosition) => now() - Date.parse(position.at) < POSITION_STALE_MS;
  const queue = (position: PlainPosition) => {
    // The same fix again (the phone had no newer one): sent once.
    if (position.at === lastQueuedAt) return;
    lastQueuedAt = position.at;
    buffer = [...buffer, position].filter(fresh).slice(-MAX_POSITIONS_PER_BATCH);
  };

  const flush = async () => {
    buffer = buffer.filter(fresh);
    if (sending || !buffer.length || !situation.onShift || !deps.isOnline()) return;
    sending = true;
    const batch = buffer;
    try {
      const outcome = await deps.send(batch);
      // Sent or refused for good (outside the UAE, a wrong clock), or the server says off shift: gone.
      if (outcome !== 'later') buffer = buffer.filter((position) => !batch.includes(position));
    } finally {
      sending = false;
    }
  };

  /**
   * One fix now, at modest accuracy, then the batch; no fix in time: what waits goes on its own.
   * At a stop's action the fix is a new one (the one before may be from before the stop was done).
   */
  const sample = (options: PositionOptions = SAMPLE_OPTIONS) => {
    if (!situation.onShift) return;
    deps.geolocation.getCurrentPosition(
      (position) => {
        if (!situation.onShift) return;
        queue(courierPositionOf(position as BrowserPosition));
        void flush();
      },
      () => void flush(),
      options,
    );
  };

  const pause = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };

  const update = (next: Partial<TrackerSituation> = {}) => {
    const settingOff = next.stopUnderWay === true && !situation.stopUnderWay;
    Object.assign(situation, next);
    if (!situation.onShift) {
      // Off shift: nothing is asked of the phone, and nothing taken before is sent.
      buffer = [];
      return pause();
    }
    if (deps.isHidden() && !situation.stopUnderWay) return pause();
    // A stop opened: the courier sets off for it, and where they set off from is worth sending now.
    if (timer !== undefined) return settingOff ? sample(FRESH_OPTIONS) : undefined;
    timer = setTimer(() => sample(), deps.intervalMs ?? POSITION_INTERVAL_MS);
    sample();
  };

  return {
    update,
    onStopAction: () => sample(FRESH_OPTIONS),
    isWatching: () => timer !== undefined,
    waiting: () => buffer,
    stop: () => {
      situation.onShift = false;
      pause();
    },
  };
}

/**
 * Runs the tracker for the signed-in courier: on shift or on a break (the server takes both),
 * with a stop open counting as a stop under way; paused while the page is hidden otherwise.
 */
export function usePositionTracking(onShift: boolean, stopUnderWay: boolean): void {
  const [tracker] = useState(() =>
    'geolocation' in navigator
      ? createPositionTracker({
          geolocation: navigator.geolocation,
          send: sendPositions,
          isHidden: () => document.visibilityState === 'hidden',
          isOnline: () => navigator.onLine,
        })
      : undefined,
  );
  useEffect(() => {
    if (!tracker) return;
    const onVisibility = () => tracker.update();
    document.addEventListener('visibilitychange', onVisibility);
    onStopAction(tracker.onStopAction);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      onStopAction(undefined);
      tracker.stop();
    };
  }, [tracker]);
  useEffect(() => tracker?.update({ onShift, stopUnderWay }), [tracker, onShift, stopUnderWay]);
}
