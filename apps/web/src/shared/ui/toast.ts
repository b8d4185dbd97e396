import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@sameday/contract';
import { createElement } from 'react';

export type ToastLink = { text: string; url: string };
export type Toast = { message: string; link?: ToastLink; tone?: 'success' | 'error' | 'info'; autoCloseMs?: number };

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/** At most this many toasts at once (app/toasts.tsx gives it to the container). */
export const TOAST_LIMIT = 3;

/**
 * A toast: 12 s by default, with an optional link (text + url). With the stack full, the
 * oldest gives way: what just happened is never left waiting behind older news.
 */
export function showToast({ message, link, tone = 'info', autoCloseMs = TOAST_DURATION_MS }: Toast): void {
  const shown = notificationsStore.getState().notifications;
  const oldest = shown.length >= TOAST_LIMIT ? shown[0]?.id : undefined;
  if (oldest) notifications.hide(oldest);
  notifications.show({
    message: link
      ? createElement('span', null, `${message} `, createElement('a', { href: link.url }, link.text))
      : message,
    color: COLORS[tone],
    autoClose: autoCloseMs,
    withBorder: true,
  });
}
