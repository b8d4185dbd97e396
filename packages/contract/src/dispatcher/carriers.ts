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

export const DISPATCH_CARRIER_SERVICES: Record<CarrierCode, readonly string[]> = {
  sameday: CARRIERS.sameday.services.map((service) => service.code),
  desert_freight: CARRIERS.desert_freight.services.map((service) => service.code),
  falcon_express: CARRIERS.falcon_express.services.map((service) => service.code),
};

export const DISPATCH_CARRIER_LABELS: Record<CarrierCode, string> = {
  sameday: CARRIERS.sameday.name,
  desert_freight: CARRIERS.desert_freight.name,
  falcon_express: CARRIERS.falcon_express.name,
};

export const DISPATCH_SERVICE_LABELS: Record<string, string> = Object.fromEntries(
  CARRIER_CODES.flatMap((code) => CARRIERS[code].services.map((service) => [service.code, service.name])),
);

/** Whether `service` is one of `carrier`'s services. */
export const isServiceOf = (carrier: CarrierCode, service: string): boolean => carrierOffersService(carrier, service);
