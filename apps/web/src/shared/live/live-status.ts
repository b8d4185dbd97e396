import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-client';

/*
 * Whether this page's live socket is up, for the screens it keeps fresh: while it is down they
 * read again slowly (LIVE_FALLBACK_MS), and not at all while it is up.
 */

/** How often a screen the socket keeps fresh reads again while the socket is down. */
export const LIVE_FALLBACK_MS = 60_000;

let current: LiveStatus | 'off' = 'off';
const listeners = new Set<() => void>();

/** Set by the page's live connection ('off': none, as on a server without the socket). */
export function setLiveStatus(status: LiveStatus | 'off'): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

export function liveStatus(): LiveStatus | 'off' {
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A query's refetchInterval: slow reading again while the socket is down (or connecting after a
 * drop), none while live or when this server has no socket (the screen then waits for a reload as before).
 */
export function useLiveFallbackInterval(): number | false {
  const status = useSyncExternalStore(subscribe, liveStatus, liveStatus);
  return status === 'live' || status === 'off' ? false : LIVE_FALLBACK_MS;
}
