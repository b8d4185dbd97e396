import type { LiveEvent } from '@sameday/contract';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dispatchKeysOfLiveEvent } from '../features/dispatch';
import { ordersKeysOfLiveEvent } from '../features/orders';
import { connectLive, type LiveClient, setLiveStatus } from '../shared/live';
import { runtimeConfig } from '../shared/runtime-config';
import { useSession } from '../shared/session';

/** Events this close together make one read again of each screen they touch (a stop of 20 orders collected). */
export const LIVE_BATCH_MS = 250;
/**
 * Couriers' positions come from every courier on shift every 15–30 s: the map reads them again at
 * most this often, however many couriers move.
 */
export const LIVE_POSITIONS_BATCH_MS = 5_000;

/** What every live event makes stale, in each feature that shows it. */
export function keysOfLiveEvent(event: LiveEvent): QueryKey[] {
  return [...ordersKeysOfLiveEvent(event), ...dispatchKeysOfLiveEvent(event)];
}

/** Keys gathered for `ms`, then each invalidated once. */
function batch(queryClient: QueryClient, ms: number) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    add(keys: QueryKey[]) {
      if (keys.length === 0) return;
      for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, ms);
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Invalidates the keys of the events of each batch once (only the queries a screen shows are read
 * again); couriers' positions in batches of their own, longer.
 */
export function createLiveInvalidator(
  queryClient: QueryClient,
  batchMs = LIVE_BATCH_MS,
  positionsBatchMs = LIVE_POSITIONS_BATCH_MS,
) {
  const changes = batch(queryClient, batchMs);
  const positions = batch(queryClient, positionsBatchMs);
  return {
    add(event: LiveEvent) {
      (event.kind === 'courier.moved' ? positions : changes).add(keysOfLiveEvent(event));
    },
    /** The gap was too long to catch up: every screen's data is read again. */
    reloadAll() {
      void queryClient.invalidateQueries();
    },
    stop() {
      changes.stop();
      positions.stop();
    },
  };
}

/** The socket's address from /env.json; none when the server has no socket (or the settings are not loaded). */
function socketAddress(): string {
  try {
    return runtimeConfig().orderCoreSocketUrl;
  } catch {
    return '';
  }
}

/**
 * The page's live socket (docs/decisions/058), while a session is signed in: each event makes the
 * screens that show what changed read again; a new token (refreshed, or another account chosen)
 * reconnects, resuming from the last event seen.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const clientRef = useRef<LiveClient | undefined>(undefined);
  useEffect(() => {
    const url = socketAddress();
    if (!url || typeof WebSocket === 'undefined') return;
    const invalidator = createLiveInvalidator(queryClient);
    const client = connectLive({
      url,
      credentials: () => (tokenRef.current ? { token: tokenRef.current } : undefined),
      onEvent: (event) => invalidator.add(event),
      onReload: () => invalidator.reloadAll(),
      onStatus: setLiveStatus,
    });
    clientRef.current = client;
    return () => {
      clientRef.current = undefined;
      client.close();
      invalidator.stop();
      setLiveStatus('off');
    };
  }, [queryClient]);
  // A new token (refreshed, or another account chosen): the socket says hello again with it.
  const helloToken = useRef(token);
  useEffect(() => {
    if (helloToken.current === token) return;
    helloToken.current = token;
    clientRef.current?.reconnect();
  });
  return null;
}
