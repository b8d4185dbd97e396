import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@sameday/contract';
import { createElement } from 'react';

export type ToastLink = { text: string; url: string };
export type Toast = { message: string; link?: ToastLink; tone?: 'success' | 'error' | 'info'; autoCloseMs?: number };

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/** A toast: 12 s by default, with an optional link (text + url). */
export function showToast({ message, link, tone = 'info', autoCloseMs = TOAST_DURATION_MS }: Toast): void {
  notifications.show({
    message: link
      ? createElement('span', null, `${message} `, createElement('a', { href: link.url }, link.text))
      : message,
    color: COLORS[tone],
    autoClose: autoCloseMs,
    withBorder: true,
  });
}
