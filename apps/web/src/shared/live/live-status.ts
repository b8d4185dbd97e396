import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-client';

/*
 * Whether this page's live socket is up, for the screens it keeps fresh: while it is down they
 * read again slowly (LIVE_FALLBACK_MS), and not at all while it is up.
 */

/** How often a screen the socket keeps fresh reads again while the socket is down. */
export const LIVE_FALLBACK_MS = 60_000;

let fallback: number | false = false;
const listeners = new Set<() => void>();

/**
 * The reading again that a status asks for: none while live or with no socket (the screen then
 * waits for a reload as before), slow while down. Connecting keeps what came before: slow after a
 * drop (which is down first), none on the page's first connection (its data has just been read)
 * or a new token's hello.
 */
function fallbackFor(status: LiveStatus | 'off', before: number | false): number | false {
  if (status === 'live' || status === 'off') return false;
  return status === 'down' ? LIVE_FALLBACK_MS : before;
}

/** Set by the page's live connection ('off': none, as on a server without the socket). */
export function setLiveStatus(status: LiveStatus | 'off'): void {
  const next = fallbackFor(status, fallback);
  if (next === fallback) return;
  fallback = next;
  for (const listener of listeners) listener();
}

const fallbackInterval = () => fallback;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A query's refetchInterval while the socket is down (see `fallbackFor`). A screen renders again
 * only when the interval changes, not on each step of the socket's connection: the page's first
 * connection (off, connecting, live) changes nothing, so the first screen is not drawn again for it.
 */
export function useLiveFallbackInterval(): number | false {
  return useSyncExternalStore(subscribe, fallbackInterval, fallbackInterval);
}
