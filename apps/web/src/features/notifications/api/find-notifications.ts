import { NOTIFICATION_PATHS, type Notification } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

export const notificationsQueryKey = ['notifications'] as const;

/** GET {platform}/quiqdash/notifications: the account's and everyone's, newest first. */
export function findNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest<Notification[]>('platform', NOTIFICATION_PATHS.notifications, { signal });
}

/** Fresh for a minute, as the user config: the list the first screen's answer brought is not asked for again at once. */
export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => findNotifications(signal),
    staleTime: 60_000,
  });
}

/** The account's notifications as last fetched (the timed poll writes into the same cache). */
export const useNotificationsQuery = () => useQuery(getNotificationsQueryOptions());
