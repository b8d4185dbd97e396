import { CARRIERS, type CarrierCapability, type CarrierCode, type ShipmentState } from '@sameday/contract';

/** States in which each carrier still takes an address correction. */
export const ADDRESS_CHANGE_STATES: Record<CarrierCode, ShipmentState[]> = {
  sameday: ['booked', 'picked_up'],
  desert_freight: ['booked'],
  falcon_express: ['booked'],
};

/** A carrier's capabilities, from the contract's carrier facts. */
export function capabilityOf(code: CarrierCode, isAvailable: boolean): CarrierCapability {
  const carrier = CARRIERS[code];
  return {
    code,
    name: carrier.name,
    description: carrier.description,
    isAvailable,
    services: carrier.services.map((s) => ({ ...s })),
    countries: carrier.countries === 'worldwide' ? 'worldwide' : [...carrier.countries],
    supportsCod: carrier.supportsCod,
    maxParcelWeightKg: carrier.maxParcelWeightKg,
    labelFormats: [...carrier.labelFormats],
    customsRequiredOutsideUae: carrier.customsRequiredOutsideUae,
    addressChangeAllowedIn: ADDRESS_CHANGE_STATES[code],
  };
}
