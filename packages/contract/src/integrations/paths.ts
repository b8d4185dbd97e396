/** Integration calls, relative to the platform base. */
export const INTEGRATION_PATHS = {
  /** GET: the shops connected to the caller's account, newest first (integrations:manage). */
  connections: '/integrations/connections',
} as const;
