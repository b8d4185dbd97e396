/*
 * What the rest of the app may use of the developers feature: its path. The router mounts
 * its page lazily.
 */
export { DEVELOPERS_PATH } from './paths';
