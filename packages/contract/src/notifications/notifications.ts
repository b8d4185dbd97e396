import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isSafeLinkUrl } from './links';

export { isSafeLinkUrl } from './links';

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  link: z.object({ text: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The notifications API's field checks, in English as it answers them. */
export const NOTIFICATION_MESSAGES = {
  linkUrl: 'A link is an https:// address or a path of the dashboard starting with a single /, such as /orders',
} as const;

export const NotificationLinkSchema = z.object({
  text: z.string().min(1).max(60),
  url: z.string().min(1).max(500).refine(isSafeLinkUrl, NOTIFICATION_MESSAGES.linkUrl),
});

export const CreateNotificationBodySchema = z.object({
  accountId: z.string().max(64).nullable().optional(),
  title: z.string().trim().min(1, MESSAGES.required).max(120),
  message: z.string().trim().min(1, MESSAGES.required).max(1000),
  severity: z.enum(['info', 'warning', 'critical']).default('info'),
  link: NotificationLinkSchema.nullable().optional(),
  expiresAt: z.iso.datetime().nullable().optional(),
});
export type CreateNotificationBody = z.input<typeof CreateNotificationBodySchema>;
