export { getPickupZonesQueryOptions, pickupZonesQueryKey } from './api/find-pickup-zones';
export { getSavedPickupsQueryOptions } from './api/find-saved-pickups';
export { getPreferencesQueryOptions, preferencesQueryKey } from './api/get-preferences';
export { usePickupZones } from './hooks/use-pickup-zones';
export { type PreferenceChange, type RequestPhase, usePreferences } from './hooks/use-preferences';
export { useSavedPickups } from './hooks/use-saved-pickups';
