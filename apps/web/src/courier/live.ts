// The courier's mission, live (docs/decisions/058, 060): the app listens on the one live socket
// (the shared plain client, about 2 KB) for its own missions' changes and reads the day again at
// once; when operations added, took off or reordered stops, a note says what changed.
import type { CourierToday, LiveEvent } from '@sameday/contract';
import { useSyncExternalStore } from 'react';
import { connectLive, type LiveClient } from '../shared/live/live-client';
import { fetchEnv, liveToken } from './api';
import { stopsOf } from './view';

/** What changed on the courier's route between two reads of the day. */
export type RouteChange = {
  /** Stops that were not there before (their names, as listed). */
  added: string[];
  /** How many stops left the route. */
  removed: number;
  /** The stops kept are in another order. */
  reordered: boolean;
};

export function routeChangeOf(before: CourierToday | null, after: CourierToday): RouteChange | null {
  if (!before) return null;
  const old = stopsOf(before).map((stop) => stop.id);
  const next = stopsOf(after);
  const added = next.filter((stop) => !old.includes(stop.id)).map((stop) => stop.label);
  const nextIds = new Set(next.map((stop) => stop.id));
  const removed = old.filter((id) => !nextIds.has(id)).length;
  const keptBefore = old.filter((id) => nextIds.has(id));
  const keptAfter = next.map((stop) => stop.id).filter((id) => old.includes(id));
  const reordered = keptBefore.some((id, index) => keptAfter[index] !== id);
  return added.length || removed || reordered ? { added, removed, reordered } : null;
}

let note: RouteChange | null = null;
const listeners = new Set<() => void>();

function setNote(next: RouteChange | null) {
  note = next;
  for (const listener of listeners) listener();
}

/** The last change of route the courier has not dismissed. */
export function useRouteChange(): RouteChange | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => note,
  );
}

export const dismissRouteChange = () => setNote(null);

/** For tests and screenshots. */
export const showRouteChange = (change: RouteChange | null) => setNote(change);

type LiveDeps = {
  /** The day as shown now. */
  current: () => CourierToday | null;
  /** Reads the day from the server again (and keeps it). */
  refresh: () => Promise<void>;
};

/**
 * Opens the live socket for this courier; a change of their missions reads the day again and
 * notes what changed. Returns the way to close it. No socket on this server: nothing happens.
 */
export function startCourierLive({ current, refresh }: LiveDeps): () => void {
  let client: LiveClient | undefined;
  let closed = false;
  const reread = async () => {
    const before = current();
    await refresh();
    const after = current();
    const change = after ? routeChangeOf(before, after) : null;
    if (change) setNote(change);
  };
  const onEvent = (event: LiveEvent) => {
    if (event.kind === 'mission.changed') void reread().catch(() => undefined);
  };
  const open = () =>
    fetchEnv()
      .then((env) => {
        if (closed || client || !env.socketUrl) return;
        client = connectLive({
          url: env.socketUrl,
          credentials: async () => {
            const token = await liveToken();
            return token ? { token } : undefined;
          },
          onEvent,
          onReload: () => void reread().catch(() => undefined),
        });
      })
      .catch(() => undefined);
  void open();
  // Back in signal: at once, not at the end of the backoff; the socket catches up from its last id.
  const reconnect = () => (client ? client.reconnect() : void open());
  window.addEventListener('online', reconnect);
  // A push arrived while the app is open (the socket may be down): the same reading again.
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'route-changed') void reread().catch(() => undefined);
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  return () => {
    closed = true;
    window.removeEventListener('online', reconnect);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    client?.close();
  };
}
