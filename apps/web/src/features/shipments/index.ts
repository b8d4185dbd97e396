/*
 * What the rest of the app may use of the shipments feature: its paths. The router mounts
 * its *-page files lazily.
 */
export { NEW_INTERNATIONAL_SHIPMENT_PATH, SHIPMENT_SETTINGS_PATH, SHIPMENTS_PATH } from './paths';
