/** The outbox's lock (one sender across the page, its tabs and the worker) and its Background Sync tag. */
export const OUTBOX_LOCK = 'sameday-courier-outbox';
export const SYNC_TAG = 'sameday-courier-outbox';
