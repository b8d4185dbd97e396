export { getPickupZonesQueryOptions, pickupZonesQueryKey } from './api/find-pickup-zones';
export { getSavedPickupsQueryOptions } from './api/find-saved-pickups';
export { usePickupZones } from './hooks/use-pickup-zones';
export { useSavedPickups } from './hooks/use-saved-pickups';
