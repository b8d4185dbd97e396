import { CARRIERS, type CarrierCapability, type CarrierCode, type ShipmentState } from '@sameday/contract';

/**
 * States in which each carrier still takes an address correction. `exception` only when the
 * carrier reported it cannot deliver to the address (the shipments service checks it, decision 041).
 */
export const ADDRESS_CHANGE_STATES: Record<CarrierCode, ShipmentState[]> = {
  sameday: ['booked', 'picked_up', 'exception'],
  // Aramex's API changes no consignee once the waybill exists (decision 069).
  aramex: [],
  // Karrio's API has no call that changes a recipient once the label exists (decision 070).
  karrio: [],
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
