import type { Location, SavedPickup } from './address';

/** Saved addresses without a location name are not offered (spec §5). */
export function toSavedPickups(locations: readonly Location[]): SavedPickup[] {
  return locations
    .filter((location) => location.locationName?.trim())
    .map((location) => ({
      label: location.locationName as string,
      value: location.id,
      contactName: location.contactName,
      phone: location.phone,
      region: location.area,
    }));
}
