import { TOAST_DURATION_MS } from '@sameday/contract';
import { createElement } from 'react';
import { translateContractText } from '../i18n/i18n';

export type ToastLink = { text: string; url: string };
export type Toast = { message: string; link?: ToastLink; tone?: 'success' | 'error' | 'info'; autoCloseMs?: number };

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/** At most this many toasts at once (app/toasts.tsx gives it to the container). */
export const TOAST_LIMIT = 3;

export type ToastLibrary = typeof import('@mantine/notifications');

/** The toasts' library: loaded after the first paint (app.tsx) or by the first toast. */
let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
/** Toasts asked for before the library arrived, shown in order when it does. */
const waiting: Toast[] = [];
const wantedListeners = new Set<() => void>();

/**
 * Loads the toasts' library once: it stays off the first paint of every screen. A load that
 * failed (offline) is tried again by the next call.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!loading) {
    for (const listener of wantedListeners) listener();
    loading = import('@mantine/notifications').then(
      (loaded) => {
        library = loaded;
        for (const toast of waiting.splice(0)) show(loaded, toast);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

/** Tells when the library is first asked for (the container mounts then). */
export function whenToastLibraryWanted(listener: () => void): () => void {
  if (loading) listener();
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function show({ notifications, notificationsStore }: ToastLibrary, toast: Toast): void {
  const { link, tone = 'info', autoCloseMs = TOAST_DURATION_MS } = toast;
  // A sentence the contract fixes (an API error, 'Signed in successfully!') shows in the page's language.
  const message = translateContractText(toast.message);
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

/**
 * A toast: 12 s by default, with an optional link (text + url). With the stack full, the
 * oldest gives way: what just happened is never left waiting behind older news.
 */
export function showToast(toast: Toast): void {
  if (library) {
    show(library, toast);
    return;
  }
  waiting.push(toast);
  loadToastLibrary().catch(() => undefined);
}
