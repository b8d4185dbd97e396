/*
 * What the rest of the app may use of the operations console: its paths and who may open it.
 * The router mounts admin-page lazily: the console's code stays off the merchant screens.
 */

export { isStaff } from './lib/staff';
export { ADMIN_BASE_PATH, ADMIN_PATHS } from './paths';
