/*
 * What the rest of the app may use of the addresses feature (the API's addresses
 * module): the shell reads the pickup zones for the session. The router mounts
 * pickup-addresses-page.tsx (/account/pickup-addresses) directly, lazily. The
 * saved addresses themselves are the saved-pickups entity.
 */
export { usePickupZones } from './hooks/use-pickup-zones';
