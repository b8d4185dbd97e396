import { NOTIFICATION_POLL_INTERVAL_MS, type Notification } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { track } from '../../../shared/analytics';
import { findNotifications, notificationsQueryKey, useNotificationsQuery } from '../api/find-notifications';

const EMPTY: Notification[] = [];

export type UseNotificationsOptions = {
  /** Idle and tab-visible flags: the timed poll runs only while this is true. */
  isPollingEnabled: boolean;
  /** A failed fetch (not the timed poll) signs the user out: the app decides how. */
  onFetchFailed: (error: Error) => void;
  pollIntervalMs?: number;
};

/**
 * The account's notifications (spec: platform contract §7, §9). Fetched once,
 * then polled daily while polling is enabled; a poll that fails yields an empty
 * list and is reported, where any other failed fetch calls onFetchFailed.
 */
export function useNotifications({
  isPollingEnabled,
  onFetchFailed,
  pollIntervalMs = NOTIFICATION_POLL_INTERVAL_MS,
}: UseNotificationsOptions) {
  const queryClient = useQueryClient();
  const query = useNotificationsQuery();
  const onFailedRef = useRef(onFetchFailed);
  onFailedRef.current = onFetchFailed;

  useEffect(() => {
    if (query.error) onFailedRef.current(query.error);
  }, [query.error]);

  useEffect(() => {
    if (!isPollingEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const poll = async () => {
      let notifications: Notification[];
      try {
        notifications = await findNotifications();
      } catch (error) {
        track({ event: 'error', area: 'notifications poll', message: (error as Error).message });
        notifications = [];
      }
      if (isStopped) return;
      queryClient.setQueryData(notificationsQueryKey, notifications);
      timer = setTimeout(poll, pollIntervalMs);
    };
    // Polling paused while idle or hidden: on return, a poll that fell due runs at once.
    const lastFetchedAt = queryClient.getQueryState(notificationsQueryKey)?.dataUpdatedAt || Date.now();
    timer = setTimeout(poll, Math.max(0, lastFetchedAt + pollIntervalMs - Date.now()));
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [isPollingEnabled, pollIntervalMs, queryClient]);

  return {
    notifications: query.data ?? EMPTY,
    isPending: query.isPending,
    error: query.error,
  };
}
