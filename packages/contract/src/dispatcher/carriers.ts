import {
  CARRIER_CODES,
  CARRIERS,
  type CarrierCode,
  CarrierCodeSchema,
  carrierOffersService,
} from '../carriers/carriers';

/**
 * The carriers a dispatcher action can name, with the services each offers: the platform's
 * carriers (`carriers/carriers.ts`), seen from the rule editor.
 */
export type DispatchCarrierCode = CarrierCode;
export const DISPATCH_CARRIER_CODES = CARRIER_CODES;
export const DispatchCarrierCodeSchema = CarrierCodeSchema;

export const DISPATCH_CARRIER_SERVICES = Object.fromEntries(
  CARRIER_CODES.map((code) => [code, CARRIERS[code].services.map((service) => service.code)]),
) as Record<CarrierCode, readonly string[]>;

export const DISPATCH_CARRIER_LABELS = Object.fromEntries(
  CARRIER_CODES.map((code) => [code, CARRIERS[code].name]),
) as Record<CarrierCode, string>;

export const DISPATCH_SERVICE_LABELS: Record<string, string> = Object.fromEntries(
  CARRIER_CODES.flatMap((code) => CARRIERS[code].services.map((service) => [service.code, service.name])),
);

/** Whether `service` is one of `carrier`'s services. */
export const isServiceOf = (carrier: CarrierCode, service: string): boolean => carrierOffersService(carrier, service);
