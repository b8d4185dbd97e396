export { findNotifications, getNotificationsQueryOptions, notificationsQueryKey } from './api/find-notifications';
export { type UseNotificationsOptions, useNotifications } from './hooks/use-notifications';
