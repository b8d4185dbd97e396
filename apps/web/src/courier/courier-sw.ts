/// <reference lib="webworker" />
// The courier app's service worker (docs/decisions/060): the app's files kept on the phone (the
// build lists them in __WB_MANIFEST), /courier opened from them without signal, and the outbox
// sent from here when Background Sync wakes it, even with the app closed.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { serverTransport } from './api';
import { withLock } from './outbox/lock';
import { flushOutbox } from './outbox/queue';
import { idbOutbox } from './outbox/store';
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
