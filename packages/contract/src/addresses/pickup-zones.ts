import { z } from 'zod';
import type { REGION_CODES } from './address';

/**
 * Where couriers collect: one zone per region of the spec (uae.dubai,
 * uae.abu_dhabi). A pickup address in another emirate is outside every zone.
 */
export const PICKUP_ZONES = [
  { id: 'dubai', name: 'Dubai', regionCode: 'uae.dubai', emirates: ['Dubai'] },
  { id: 'abu-dhabi', name: 'Abu Dhabi', regionCode: 'uae.abu_dhabi', emirates: ['Abu Dhabi'] },
] as const satisfies readonly {
  id: string;
  name: string;
  regionCode: (typeof REGION_CODES)[number];
  emirates: readonly string[];
}[];

export function pickupZoneOf(emirate: string): (typeof PICKUP_ZONES)[number] | undefined {
  return PICKUP_ZONES.find((zone) => (zone.emirates as readonly string[]).includes(emirate));
}

/** GET {platform}/quiqdash/pickup-zones: each zone with how many of the account's pickup addresses lie in it. */
export const PickupZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  regionCode: z.string(),
  emirates: z.array(z.string()),
  pickupAddressCount: z.number().int().nonnegative(),
});
export type PickupZone = z.infer<typeof PickupZoneSchema>;

export { hasPickupZones } from './has-pickup-zones';
