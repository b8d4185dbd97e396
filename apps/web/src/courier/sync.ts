// The page's side of the outbox (docs/decisions/060): keeps the courier's actions on the phone,
// sends them when it can (at once when online, on the `online` event, when the app opens, every
// 30 s while something waits, and through Background Sync where the browser has it), and keeps
// the day read last for the app to open without signal.
import type { CourierAction, CourierActionResult, CourierToday } from '@sameday/contract';
import { useSyncExternalStore } from 'react';
import { fetchToday, serverTransport } from './api';
import { withLock } from './outbox/lock';
import {
  type ActionItem,
  dismissRefused,
  enqueueAction,
  enqueueProof,
  flushOutbox,
  type OutboxItem,
  type OutboxStore,
  pendingItems,
  TransientError,
  waitingCount,
} from './outbox/queue';
import { idbOutbox, readKept, writeKept } from './outbox/store';
import { OUTBOX_LOCK, SYNC_TAG } from './sync-names';
import { withPending } from './view';

const TODAY_KEY = 'today';
const RETRY_MS = 30_000;

export type CourierState = {
  /** The day as the server last answered it (kept on the phone), null before the first read. */
  today: CourierToday | null;
  items: OutboxItem[];
  sending: boolean;
  /** The last answers, newest last (collect's missing and extra parcels are read from here). */
  results: CourierActionResult[];
};

let state: CourierState = { today: null, items: [], sending: false, results: [] };
const listeners = new Set<() => void>();
let store: OutboxStore = idbOutbox;

function set(next: Partial<CourierState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useCourierState(): CourierState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** The day the courier sees: the server's copy with the waiting actions laid over it. */
export function shownToday(current: CourierState): CourierToday | null {
  if (!current.today) return null;
  const waiting = pendingItems(current.items)
    .filter((item): item is ActionItem => item.type === 'action')
    .map((item) => item.action);
  return withPending(current.today, waiting);
}

/** The day as the server last answered it (without the waiting actions). */
export const serverToday = () => state.today;

export const waiting = (current: CourierState) => waitingCount(current.items);
export const refusedItems = (current: CourierState) => current.items.filter((item) => item.refused);

async function reloadItems() {
  set({ items: await store.all() });
}

/** Reads the day from the server and keeps it; without signal the kept copy stays. */
export async function refreshToday(): Promise<void> {
  try {
    const today = await fetchToday();
    await writeKept(TODAY_KEY, today);
    set({ today });
  } catch (error) {
    if (!(error instanceof TransientError)) throw error;
  }
}

/** Asked while a send was under way: that send may have read the outbox before the new action. */
let isAskedAgain = false;

/**
 * Sends what waits, one sender at a time across tabs and the worker; then reads the day again. Asked
 * while a send is under way, it sends again once that one ends, so an action kept meanwhile (Start
 * shift while the app's first send runs) goes at once, not at the next 30 s retry.
 */
export async function syncNow(): Promise<void> {
  if (state.sending) {
    isAskedAgain = true;
    return;
  }
  set({ sending: true });
  try {
    do {
      isAskedAgain = false;
      const report = await withLock(OUTBOX_LOCK, () => flushOutbox(store, serverTransport));
      if (report.results.length) set({ results: [...state.results, ...report.results].slice(-50) });
      await reloadItems();
      if (!report.stopped || report.results.length) await refreshToday();
    } while (isAskedAgain);
  } finally {
    set({ sending: false });
  }
}

function askBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}

const STOP_ACTIONS: readonly CourierAction['kind'][] = ['collect', 'deliver', 'fail', 'hand_in', 'load'];
let stopActionListener: (() => void) | undefined;

/** Told of each stop's action as it is taken (the position tracker sends a fresh position). */
export function onStopAction(listener: (() => void) | undefined): void {
  stopActionListener = listener;
}

/** Keeps an action (and the proofs it names, first) on the phone, then tries to send. */
export async function record(action: CourierAction, proofs: { id: string; blob: Blob }[] = []): Promise<void> {
  for (const proof of proofs) await enqueueProof(store, proof.id, proof.blob, proof.blob.type || 'image/jpeg');
  await enqueueAction(store, action);
  await reloadItems();
  if (STOP_ACTIONS.includes(action.kind)) stopActionListener?.();
  askBackgroundSync();
  if (navigator.onLine) void syncNow().catch(() => undefined);
}

/** Where the outbox is kept (IndexedDB; a memory store under test). */
export function setOutboxStore(next: OutboxStore): void {
  store = next;
}

export async function dismiss(seq: number): Promise<void> {
  await dismissRefused(store, seq);
  await reloadItems();
}

/** Opens the kept copy, then starts sending: on `online`, every 30 s while something waits, and on the worker's word. */
export async function startSync(): Promise<() => void> {
  const kept = await readKept<CourierToday>(TODAY_KEY).catch(() => undefined);
  set({ today: kept ?? null });
  await reloadItems();
  const kick = () => void syncNow().catch(() => undefined);
  const timer = setInterval(() => {
    if (waitingCount(state.items) > 0) kick();
  }, RETRY_MS);
  window.addEventListener('online', kick);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'outbox-sent') void reloadItems().then(refreshToday);
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  kick();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', kick);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

/** Forgets the kept day (signing out); the outbox stays until it is sent. */
export async function forgetToday(): Promise<void> {
  await writeKept(TODAY_KEY, null);
  set({ today: null, results: [] });
}

/** For tests: a fresh state. */
export function resetCourierState(next: Partial<CourierState> = {}) {
  state = { today: null, items: [], sending: false, results: [], ...next };
  for (const listener of listeners) listener();
}
