// The phone's copy of the courier's work (docs/decisions/060): the outbox and the last day read
// from the server, in IndexedDB, so the app opens and works without signal. Used by the page and
// the service worker alike.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxItem, OutboxStore } from './queue';

const DB_NAME = 'sameday-courier';

interface CourierDb extends DBSchema {
  outbox: { key: number; value: OutboxItem };
  kept: { key: string; value: unknown };
}

let opened: Promise<IDBPDatabase<CourierDb>> | undefined;

function db(): Promise<IDBPDatabase<CourierDb>> {
  opened ??= openDB<CourierDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('kept');
    },
  });
  return opened;
}

/** The outbox in IndexedDB: `seq` is the store's own increasing key, so `all()` is the order taken. */
export const idbOutbox: OutboxStore = {
  async add(item) {
    const { seq: _none, ...rest } = item;
    return (await db()).add('outbox', rest as OutboxItem);
  },
  async all() {
    return (await db()).getAll('outbox');
  },
  async put(item) {
    await (await db()).put('outbox', item);
  },
  async remove(seq) {
    await (await db()).delete('outbox', seq);
  },
};

/** A value kept across visits (the day's copy, the signed-in courier). */
export async function readKept<T>(key: string): Promise<T | undefined> {
  return (await (await db()).get('kept', key)) as T | undefined;
}

export async function writeKept(key: string, value: unknown): Promise<void> {
  await (await db()).put('kept', value, key);
}

export async function clearKept(key: string): Promise<void> {
  await (await db()).delete('kept', key);
}

/** Closes the connection (tests delete the database between cases). */
export async function closeStore(): Promise<void> {
  if (!opened) return;
  (await opened).close();
  opened = undefined;
}
