import { z } from 'zod';
import { ServerTextSchema } from '../server-text-schema';
import { WEBHOOK_EVENT_TYPES } from './events';

export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'Enter a full address, such as https://example.com/webhooks',
  https: 'The address must start with https://',
  credentials: 'The address cannot hold a user name or password',
  blocked: 'This address points to a private or local network and cannot receive webhooks',
  port: 'The address must use the standard port: 443 for https',
  unresolved: 'This address could not be found',
} as const;

/** The most webhook endpoints an account can have. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

/** The same, with values (see ../sentences.ts): the test events an account may send an hour, the minutes to wait. */
export const WEBHOOK_SENTENCES = {
  tooManyTestEvents:
    'This account has sent {max} test events in the last hour, the most allowed. Try again in {minutes} min.',
} as const;

/** The webhooks API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const WEBHOOK_MESSAGES = {
  endpointNotFound: 'Webhook endpoint not found',
  tooManyEndpoints: `An account can have ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints at most.`,
  endpointOff: 'This endpoint is turned off. Turn it on to send events to it.',
  deliveryNotFound: 'Delivery not found',
  /** The endpoint form's field checks. */
  urlTooLong: 'Use an address of 2,000 characters at most',
  atLeastOneEvent: 'Choose at least one event',
  descriptionTooLong: 'Use 200 characters at most',
  nothingToChange: 'Nothing to change',
} as const;

const urlField = z
  .string()
  .trim()
  .min(1, WEBHOOK_URL_MESSAGES.invalid)
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGES.invalid);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, WEBHOOK_MESSAGES.atLeastOneEvent)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** POST /webhooks/endpoints: a new endpoint. */
export const WebhookEndpointInputSchema = z.object({
  url: urlField,
  description: z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong).default(''),
  events: eventsField,
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

/** PATCH /webhooks/endpoints/{id}: what changes (the address, the description, the events, on or off). */
export const WebhookEndpointPatchSchema = z
  .object({
    url: urlField.optional(),
    description: z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong).optional(),
    events: eventsField.optional(),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), WEBHOOK_MESSAGES.nothingToChange);
export type WebhookEndpointPatch = z.input<typeof WebhookEndpointPatchSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** Why it is off: `manual` (a person turned it off) or `failing` (no answer for days). */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Since when attempts fail without a success in between (ISO instant), null while it answers. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** The answer of creating an endpoint or rotating its secret: the secret, shown this once. */
export const WebhookEndpointWithSecretSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

/** One attempt at sending an event to an endpoint: a line of the delivery log. */
export const WebhookAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  /** The `webhook-id` header: the same on every attempt of one event. */
  messageId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  trigger: z.enum(['scheduled', 'manual']),
  succeeded: z.boolean(),
  /** The receiver's HTTP status, null when no answer came. */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** The error by message id when the server wrote it (decision 053). */
  errorText: ServerTextSchema.nullable().optional(),
  /** The JSON body that was sent. */
  requestBody: z.string(),
  /** The delivery's state now: pending (another attempt is planned), succeeded, failed, skipped. */
  deliveryStatus: z.enum(['pending', 'succeeded', 'failed', 'skipped']),
  /** When the next automatic attempt is planned (ISO instant), or null. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookAttemptListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type WebhookAttemptListQuery = z.input<typeof WebhookAttemptListQuerySchema>;

export const WebhookAttemptListSchema = z.object({
  items: z.array(WebhookAttemptSchema),
  nextCursor: z.string().nullable(),
});
export type WebhookAttemptList = z.infer<typeof WebhookAttemptListSchema>;

/** POST …/test and …/deliveries/{id}/resend: the delivery queued (its first attempt is made at once by the jobs). */
export const WebhookQueuedSchema = z.object({ deliveryId: z.string(), messageId: z.string() });
export type WebhookQueued = z.infer<typeof WebhookQueuedSchema>;

export const WebhookDeliveryParamsSchema = z.object({
  id: z.string().min(1).max(64),
  deliveryId: z.string().min(1).max(64),
});
