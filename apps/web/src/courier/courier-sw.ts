/// <reference lib="webworker" />
// The courier app's service worker (docs/decisions/060): the app's files kept on the phone (the
// build lists them in __WB_MANIFEST), /courier opened from them without signal, and the outbox
// sent from here when Background Sync wakes it, even with the app closed.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { serverTransport } from './api';
import { withLock } from './outbox/lock';
import { flushOutbox } from './outbox/queue';
import { idbOutbox, readKept } from './outbox/store';
import { PUSH_WORDS_KEY, type PushWords } from './push-words';
import { OUTBOX_LOCK, SYNC_TAG } from './sync-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every address of the app (/courier, /courier/stops/…) opens the app's one page.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/courier.html'), { allowlist: [/^\/courier(\/|$)/] }));

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

async function sendOutbox(): Promise<void> {
  const report = await withLock(OUTBOX_LOCK, () => flushOutbox(idbOutbox, serverTransport));
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'outbox-sent' });
  // Still waiting (no signal yet): failing the event lets the browser try again later.
  if (report.stopped) throw new Error('outbox not empty');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendOutbox());
});

/** English until the page has left the courier's words (it does on every visit while on shift). */
const ENGLISH: PushWords = {
  title: 'Your route changed',
  added: 'A stop was added to your route. Open the app to see it.',
  reordered: 'Your stops are in a new order. Open the app to see them.',
  changed: 'Open the app to see your stops.',
};

type PushPayload = { type?: string; missionId?: string; change?: string };

// A stop added or moved by operations (docs/decisions/061): shown in the courier's language; the
// payload carries ids and the kind of change, never words.
self.addEventListener('push', (event) => {
  const show = async () => {
    let payload: PushPayload = {};
    try {
      payload = (event.data?.json() ?? {}) as PushPayload;
    } catch {
      // Not JSON: the general words.
    }
    const words = (await readKept<PushWords>(PUSH_WORDS_KEY).catch(() => undefined)) ?? ENGLISH;
    const body =
      payload.change === 'order_assigned' || payload.change === 'planned'
        ? words.added
        : payload.change === 'stops_reordered'
          ? words.reordered
          : words.changed;
    await self.registration.showNotification(words.title, {
      body,
      tag: `mission-${payload.missionId ?? 'route'}`,
      icon: '/courier-icon-192.png',
      badge: '/courier-icon-192.png',
      data: { url: '/courier' },
    });
    // An open app reads the day again now.
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'route-changed' });
  };
  event.waitUntil(show());
});

// The notification opens the app: the open window if there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const open = async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const app = windows.find((client) => new URL(client.url).pathname.startsWith('/courier'));
    if (app) {
      await app.focus();
      return;
    }
    await self.clients.openWindow('/courier');
  };
  event.waitUntil(open());
});
