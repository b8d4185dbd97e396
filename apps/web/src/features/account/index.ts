export { getPickupZonesQueryOptions, pickupZonesQueryKey } from './api/find-pickup-zones';
export { usePickupZones } from './hooks/use-pickup-zones';
