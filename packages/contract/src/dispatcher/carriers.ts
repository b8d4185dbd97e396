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
/** Karrio's services are known only from its answers, so a rule cannot name it (decision 070). */
export const DISPATCH_CARRIER_CODES: readonly CarrierCode[] = CARRIER_CODES.filter((code) => code !== 'karrio');
export const DispatchCarrierCodeSchema = CarrierCodeSchema;

/** One value per carrier, in CARRIER_CODES' order. */
const perCarrier = <T>(of: (code: CarrierCode) => T) =>
  Object.fromEntries(CARRIER_CODES.map((code) => [code, of(code)])) as unknown as Record<CarrierCode, T>;

export const DISPATCH_CARRIER_SERVICES = perCarrier<readonly string[]>((code) =>
  CARRIERS[code].services.map((service) => service.code),
);

export const DISPATCH_CARRIER_LABELS = perCarrier((code) => CARRIERS[code].name);

export const DISPATCH_SERVICE_LABELS: Record<string, string> = Object.fromEntries(
  CARRIER_CODES.flatMap((code) => CARRIERS[code].services.map((service) => [service.code, service.name])),
);

/** Whether `service` is one of `carrier`'s services. */
export const isServiceOf = (carrier: CarrierCode, service: string): boolean => carrierOffersService(carrier, service);
