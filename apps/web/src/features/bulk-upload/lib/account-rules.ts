import type { BulkPickup, BulkRowRules, CutOffTimes, Location, PricingModel } from '@sameday/contract';

/** What the rules of the rows read of the account; the moment of the check is added when a file is chosen. */
export type AccountRules = Omit<BulkRowRules, 'now'>;

/**
 * The rules' account from what the screen reads, as the server reads it at import: the
 * saved addresses with a location name (by the names a file may use), the cut-off times,
 * the rate card and the 4-hour flag.
 */
export function accountRulesOf(read: {
  locations: readonly Location[];
  cutOffs: CutOffTimes;
  pricing: PricingModel;
  isFourHourEnabled: boolean;
}): AccountRules {
  const pickups: BulkPickup[] = read.locations
    .filter((location) => location.locationName?.trim())
    .map((location) => ({ id: location.id, name: location.locationName as string, emirate: location.emirate }));
  return { pickups, cutOffs: read.cutOffs, pricing: read.pricing, isFourHourEnabled: read.isFourHourEnabled };
}
