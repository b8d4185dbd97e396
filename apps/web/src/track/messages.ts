// The tracking page's words in English and Arabic, written for the recipient (not the merchant): the
// shared catalogs' track.po (docs/decisions/053), its only catalog, so the page stays small.
// Arabic uses Western digits (0–9), as UAE shops, receipts and phone numbers do (decision 037).

import { type I18n, setupI18n } from '@lingui/core';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  SERVICE_KINDS,
  type ServerText,
  serverText,
  TRACKING_ERROR_SENTENCES,
} from '@sameday/contract';
import { messages as arabic } from '@sameday/contract/locales/ar/track.po';
import { messages as english } from '@sameday/contract/locales/en/track.po';

export type Lang = 'en' | 'ar';

/** Plural counts (#) in Western digits in Arabic too. */
const NUMBER_LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

const NO_LONGER_CHANGEABLE = serverText(TRACKING_ERROR_SENTENCES.noLongerChangeable, { status: '' }).id;
const statusByLabel = new Map(Object.entries(ORDER_STATUS_LABELS).map(([key, label]) => [label.toLowerCase(), key]));

/**
 * A refusal of the API (the contract's English) in the page's language: the catalog's words for
 * the ones a recipient can meet, keyed by the contract's text, or by the id the API answered
 * beside a text built from a value (`details.messageText`); other text as it came.
 */
function refusal(i18n: I18n, statuses: Record<string, string>, message: string, text?: ServerText): string {
  if (i18n.locale === 'en') return message;
  if (i18n.messages[message]) return i18n._(message);
  const named = text?.id === NO_LONGER_CHANGEABLE ? text.values.status : undefined;
  if (typeof named !== 'string') return message;
  const status = statuses[statusByLabel.get(named) ?? ''] ?? named;
  return i18n._(TRACKING_ERROR_SENTENCES.noLongerChangeable, { status });
}

/** The page's words in one language, from its catalog. */
function pageMessages(lang: Lang) {
  const i18n = setupI18n({
    locale: lang,
    locales: NUMBER_LOCALES[lang],
    messages: { [lang]: lang === 'ar' ? arabic : english },
  });
  const text = (id: string, values?: Record<string, string | number>) => i18n._(`track.${id}`, values);
  const status = Object.fromEntries(Object.keys(ORDER_STATUS_LABELS).map((key) => [key, text(`status.${key}`)]));
  const service = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, text(`service.${kind}`)]));
  return {
    title: text('title'),
    loading: text('loading'),
    switchTo: text('switchTo'),
    switchLabel: text('switchLabel'),
    from: (merchant: string) => text('from', { merchant }),
    reference: text('reference'),
    expected: text('expected'),
    between: (from: string, to: string) => text('between', { from, to }),
    courier: text('courier'),
    courierBy: (name: string, vehicle: string) => text('courierBy', { name, vehicle }),
    vehicle: { bike: text('vehicle.bike'), car: text('vehicle.car'), van: text('vehicle.van') } as Record<
      string,
      string
    >,
    arriving: text('arriving'),
    approaching: (minutes: number) => text('approaching', { minutes }),
    approachingDistance: (km: string) => text('approachingDistance', { km }),
    deliverTo: text('deliverTo'),
    deliveredTo: text('deliveredTo'),
    deliveredOn: text('deliveredOn'),
    area: text('area'),
    codPaid: text('codPaid'),
    nextTitle: text('nextTitle'),
    nextFailed: (day?: string) => (day ? text('nextFailedOn', { day }) : text('nextFailed')),
    nextHeld: (merchant: string) => text('nextHeld', { merchant }),
    nextReturning: (merchant: string) => text('nextReturning', { merchant }),
    nextReturned: (merchant: string) => text('nextReturned', { merchant }),
    nextCancelled: (merchant: string) => text('nextCancelled', { merchant }),
    cod: text('cod'),
    codHint: text('codHint'),
    prepaid: text('prepaid'),
    proof: text('proof'),
    photo: text('photo'),
    signature: text('signature'),
    timeline: text('timeline'),
    attempts: text('attempts'),
    attemptFailed: text('attemptFailed'),
    changeTitle: text('changeTitle'),
    instructions: text('instructions'),
    instructionsHint: text('instructionsHint'),
    saveInstructions: text('saveInstructions'),
    savedInstructions: text('savedInstructions'),
    currentInstructions: text('currentInstructions'),
    reschedule: text('reschedule'),
    chooseDay: text('chooseDay'),
    rescheduleButton: text('rescheduleButton'),
    rescheduled: text('rescheduled'),
    unavailable: text('unavailable'),
    unavailableHint: text('unavailableHint'),
    unavailableDone: text('unavailableDone'),
    rateTitle: text('rateTitle'),
    stars: (n: number) => text('stars', { n }),
    comment: text('comment'),
    sendRating: text('sendRating'),
    rated: (n: number) => text('rated', { n }),
    returnTitle: text('returnTitle'),
    returnHint: (until: string) => text('returnHint', { until }),
    returnReason: text('returnReason'),
    requestReturn: text('requestReturn'),
    returnRequested: text('returnRequested'),
    confirmTitle: text('confirmTitle'),
    confirmHint: text('confirmHint'),
    confirmReturnHint: text('confirmReturnHint'),
    phoneDigits: text('phoneDigits'),
    phoneDigitsHint: text('phoneDigitsHint'),
    confirm: text('confirm'),
    checking: text('checking'),
    or: text('or'),
    sendCode: text('sendCode'),
    sending: text('sending'),
    sendAgain: text('sendAgain'),
    otpLabel: text('otpLabel'),
    codeSent: (channel: string, minutes: number) => text('codeSent', { channel, minutes }),
    confirmed: text('confirmed'),
    tooManyTries: (minutes: number) => text('tooManyTries', { minutes }),
    tooManyCodes: (minutes: number) => text('tooManyCodes', { minutes }),
    notFound: text('notFound'),
    tooMany: text('tooMany'),
    failed: text('failed'),
    retry: text('retry'),
    poweredBy: text('poweredBy'),
    refusal: (message: string, text?: ServerText) => refusal(i18n, status, message, text),
    status: status as Record<OrderStatus | string, string>,
    service: service as Record<string, string>,
  };
}

export type Messages = ReturnType<typeof pageMessages>;

export const MESSAGES: Record<Lang, Messages> = { en: pageMessages('en'), ar: pageMessages('ar') };
export const LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE' };
