/*
 * What the rest of the app may use of the operations console: its paths. The router mounts
 * admin-page lazily (through the shell's screens): the console's code stays off the merchant screens.
 */
export { CONSOLE_BASE_PATH, CONSOLE_PATHS } from './paths';
