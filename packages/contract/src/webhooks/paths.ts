/**
 * Outgoing webhook calls, relative to the platform base (integrations:manage: owners and
 * admins). A path with a parameter is a function: the web calls it with the value, the API
 * registers it with `':id'`.
 */
export const WEBHOOK_PATHS = {
  /** GET: the account's endpoints; POST: a new one (answers its secret, shown once). */
  endpoints: '/webhooks/endpoints',
  /** GET, PATCH (address, description, events, enabled or disabled), DELETE. */
  endpoint: (id: string) => `/webhooks/endpoints/${id}`,
  /** POST: a new signing secret (the old one stops signing at once); answered once. */
  rotateSecret: (id: string) => `/webhooks/endpoints/${id}/rotate-secret`,
  /** POST: sends a `webhook.test` event to this endpoint. */
  test: (id: string) => `/webhooks/endpoints/${id}/test`,
  /** GET: the endpoint's delivery log, newest first, a page at a time. */
  attempts: (id: string) => `/webhooks/endpoints/${id}/attempts`,
  /** POST: sends that delivery's event again, with the same webhook-id. */
  resend: (id: string, deliveryId: string) => `/webhooks/endpoints/${id}/deliveries/${deliveryId}/resend`,
} as const;
