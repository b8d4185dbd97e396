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

/** The notifications API's field checks, in English as it answers them. */
export const NOTIFICATION_MESSAGES = {
  linkUrl: 'A link is an https:// address or a path of the dashboard starting with a single /, such as /orders',
} as const;

/** A space, a control character or a backslash: what hides a scheme or turns a path into a host. */
const hasHidingCharacter = (url: string) =>
  /[\s\\]/.test(url) || [...url].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/**
 * Whether a notification link may be shown as a link: an https:// address with a host, or a
 * path of the dashboard (one leading `/`, not `//`, which browsers read as another host).
 * Nothing else: no javascript:, data: or http:, no space, control character or backslash
 * anywhere. The API refuses any other link and the dashboard never renders one.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (hasHidingCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https:\/\/[^/]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

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
