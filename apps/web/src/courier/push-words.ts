/** What the service worker shows for a push (kept by the page in the courier's language, docs/decisions/060). */
export type PushWords = { title: string; added: string; reordered: string; changed: string };
export const PUSH_WORDS_KEY = 'push-words';
