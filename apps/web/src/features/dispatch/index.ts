/*
 * What the rest of the app may use of the dispatch feature. The router mounts the board and the
 * numbers report (the *-page.tsx files) directly, lazily.
 */
export { dispatchKeysOfLiveEvent } from './live-keys';
