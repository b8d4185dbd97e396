/** Notification calls, relative to the platform base. */
export const NOTIFICATION_PATHS = {
  /** GET: the caller's account's notifications and everyone's, newest first (at most 20, unexpired). */
  notifications: '/quiqdash/notifications',
  /** Admin, POST: publishes a notification to one account or to everyone. */
  create: '/admin/notifications',
} as const;
