import {
  type CutOffTimes,
  cutOffMessage,
  formatCharge,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  serviceWindow,
} from '@sameday/contract';
import type { Rate } from '../api/find-rates';

export type ServiceOption = {
  kind: ServiceKind;
  label: string;
  isAvailable: boolean;
  /** The live cut-off sentence, or why the service cannot be chosen. */
  message: string;
  /** "AED 25.00", when the rate card prices it. */
  price?: string;
  totalFils?: number;
  serviceDate?: string;
  rollsOver: boolean;
};

/**
 * The service choices from the rates answer, with the cut-off sentence worked
 * out again at `now`: the server says which services are offered, the clock
 * says how long is left ("Order within 1 h 12 min for same-day delivery").
 */
export function serviceOptions(input: {
  rates: Rate[] | undefined;
  now: Date;
  destinationEmirate: string;
  pickupEmirate?: string;
  cutOffs: CutOffTimes | undefined;
}): ServiceOption[] {
  const { rates, now, destinationEmirate, pickupEmirate, cutOffs } = input;
  return SERVICE_KINDS.map((kind) => {
    const rate = rates?.find((candidate) => candidate.serviceKind === kind);
    const label = SERVICE_KIND_LABELS[kind];
    if (!rate) return { kind, label, isAvailable: false, message: '', rollsOver: false };
    if (!rate.isAvailable) {
      const message = rate.window.isOffered
        ? `Your rate card has no price for ${label.toLowerCase()} delivery to ${destinationEmirate}.`
        : (rate.window.reason ?? 'Not available for this route.');
      return { kind, label, isAvailable: false, message, rollsOver: false };
    }
    const window = cutOffs
      ? serviceWindow({ now, kind, destinationEmirate, pickupEmirate, cutOffs, isFourHourEnabled: true })
      : rate.window;
    return {
      kind,
      label,
      isAvailable: true,
      message: cutOffMessage(window),
      price: rate.quote ? formatCharge(rate.quote.totalFils) : undefined,
      totalFils: rate.quote?.totalFils,
      serviceDate: window.serviceDate,
      rollsOver: window.rollsOver,
    };
  });
}
