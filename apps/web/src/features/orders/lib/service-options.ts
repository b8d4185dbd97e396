import { msg, t } from '@lingui/core/macro';
import {
  type CutOffTimes,
  SERVICE_KINDS,
  type ServiceKind,
  type ServiceWindow,
  serviceWindow,
} from '@sameday/contract';
import { i18n, translateContractText } from '../../../shared/i18n';
import type { Rate } from '../api/find-rates';
import { formatCharge, formatShortDay } from './format';
import type { OrderLabels } from './labels';

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

/** The contract's SERVICE_PHRASES, as the cut-off sentence says them. */
const SERVICE_PHRASES = {
  four_hour: msg`4-hour`,
  same_day: msg`same-day`,
  next_day: msg`next-day`,
} as const;

/** "1 h 12 min", like the contract's cut-off sentence. */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} min`;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

/** Why a service is not offered: the contract's reasons in the current language. */
function reasonText(reason: string | undefined): string {
  if (!reason) return t`This service is not available for this route.`;
  if (reason === '4-hour delivery is not enabled for your account.')
    return t`4-hour delivery is not enabled for your account.`;
  if (reason === '4-hour delivery is available within Dubai only.')
    return t`4-hour delivery is available within Dubai only.`;
  return translateContractText(reason);
}

/**
 * The contract's cutOffMessage, word for word in English, in the current language:
 * "Order within 1 h 12 min for same-day delivery", or the day it rolls over to.
 */
export function cutOffSentence(window: ServiceWindow): string {
  if (!window.isOffered) return reasonText(window.reason);
  const phrase = i18n._(SERVICE_PHRASES[window.kind]);
  if (!window.rollsOver) {
    const left = duration(window.minutesLeft);
    return t`Order within ${left} for ${phrase} delivery`;
  }
  const cutOff = window.cutOffTime;
  const day = formatShortDay(window.serviceDate);
  return t`The ${phrase} cut-off (${cutOff}) has passed: delivery on ${day}`;
}

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
  labels: OrderLabels;
}): ServiceOption[] {
  const { rates, now, destinationEmirate, pickupEmirate, cutOffs, labels } = input;
  return SERVICE_KINDS.map((kind) => {
    const rate = rates?.find((candidate) => candidate.serviceKind === kind);
    const label = labels.service(kind);
    if (!rate) return { kind, label, isAvailable: false, message: '', rollsOver: false };
    if (!rate.isAvailable) {
      const service = label.toLowerCase();
      const message = rate.window.isOffered
        ? t`Your rate card has no price for ${service} delivery to ${destinationEmirate}.`
        : rate.window.reason
          ? reasonText(rate.window.reason)
          : t`Not available for this route.`;
      return { kind, label, isAvailable: false, message, rollsOver: false };
    }
    const window = cutOffs
      ? serviceWindow({ now, kind, destinationEmirate, pickupEmirate, cutOffs, isFourHourEnabled: true })
      : rate.window;
    return {
      kind,
      label,
      isAvailable: true,
      message: cutOffSentence(window),
      price: rate.quote ? formatCharge(rate.quote.totalFils) : undefined,
      totalFils: rate.quote?.totalFils,
      serviceDate: window.serviceDate,
      rollsOver: window.rollsOver,
    };
  });
}
