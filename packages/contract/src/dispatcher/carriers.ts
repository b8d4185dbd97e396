import { z } from 'zod';

/**
 * The carriers a dispatcher action can name, with the services each offers. The codes are the
 * platform's carrier codes; the carriers module describes each carrier in full (capabilities,
 * rate cards).
 */
export const DISPATCH_CARRIER_SERVICES = {
  sameday: ['same_day', 'next_day', 'four_hour'],
  desert_freight: ['standard'],
  falcon_express: ['express_worldwide', 'economy_select'],
} as const;

export type DispatchCarrierCode = keyof typeof DISPATCH_CARRIER_SERVICES;
export const DISPATCH_CARRIER_CODES = Object.keys(DISPATCH_CARRIER_SERVICES) as [
  DispatchCarrierCode,
  ...DispatchCarrierCode[],
];
export const DispatchCarrierCodeSchema = z.enum(DISPATCH_CARRIER_CODES, { error: 'Choose a carrier' });

export const DISPATCH_CARRIER_LABELS: Record<DispatchCarrierCode, string> = {
  sameday: 'Sameday fleet',
  desert_freight: 'Desert Freight',
  falcon_express: 'Falcon Express',
};

export const DISPATCH_SERVICE_LABELS: Record<string, string> = {
  same_day: 'Same day',
  next_day: 'Next day',
  four_hour: '4 hour',
  standard: 'Standard',
  express_worldwide: 'Express Worldwide',
  economy_select: 'Economy Select',
};

/** Whether `service` is one of `carrier`'s services. */
export const isServiceOf = (carrier: DispatchCarrierCode, service: string): boolean =>
  (DISPATCH_CARRIER_SERVICES[carrier] as readonly string[]).includes(service);
