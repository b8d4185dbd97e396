import type { PickupZone } from './pickup-zones';

/** The session's hasPickupZones: a courier can collect from at least one of the account's pickup addresses. */
export const hasPickupZones = (zones: readonly PickupZone[]): boolean =>
  zones.some((zone) => zone.pickupAddressCount > 0);
