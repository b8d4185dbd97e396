/*
 * The account's saved addresses (GET {platform}/partner/accounts/{id}/addresses):
 * the shell's saved pickups, the order form's and the bulk upload's pickups and
 * the pickup addresses screen all read this one cache entry.
 */
export {
  findSavedPickups,
  namedLocations,
  savedPickupsKeys,
  savedPickupsQueryOptions,
} from './api/saved-pickups-query';
export { useSavedAddresses } from './api/use-saved-addresses';
export { useSavedPickups } from './api/use-saved-pickups';
