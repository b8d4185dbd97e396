import { z } from 'zod';
import { MESSAGES } from '../messages';

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  link: z.object({ text: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const CreateNotificationBodySchema = z.object({
  accountId: z.string().max(64).nullable().optional(),
  title: z.string().trim().min(1, MESSAGES.required).max(120),
  message: z.string().trim().min(1, MESSAGES.required).max(1000),
  severity: z.enum(['info', 'warning', 'critical']).default('info'),
  link: z
    .object({ text: z.string().min(1).max(60), url: z.string().min(1).max(500) })
    .nullable()
    .optional(),
  expiresAt: z.iso.datetime().nullable().optional(),
});
export type CreateNotificationBody = z.input<typeof CreateNotificationBodySchema>;
