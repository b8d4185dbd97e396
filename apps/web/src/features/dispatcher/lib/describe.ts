import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type Action,
  type CarrierWarning,
  type ConditionInput,
  type DefaultAction,
  type DispatchCarrierCode,
  formatAed,
} from '@sameday/contract';
import { intlLocale } from '../../../shared/i18n';
import { carrierName, emirateName, serviceName } from './labels';

/*
 * Rules in plain words: "When the emirate is Abu Dhabi and the parcel weighs more than 10 kg,
 * ship with Aramex (Domestic Overnight)". The list, the editor's preview and the admin console
 * all read a rule through these functions. Each shape of sentence is one whole message, so a
 * language can order its words its own way (Arabic does); only lists of values and clauses
 * are joined, by the language's own list rules.
 */

/** A message with its values, in the reader's language. */
const say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
  i18n._(descriptor.id ?? '', values, { message: descriptor.message });

/** Names for ids the rules refer to (the account's pickup addresses). */
export type DescribeNames = {
  pickupLocations?: Record<string, string>;
  /** The carriers not connected on this platform now: the carrier choices leave them out. */
  notConnected?: readonly string[];
  /** The rules (and default, `ruleId` null) sending orders to a carrier not connected now, as the server read them. */
  warnings?: readonly CarrierWarning[];
};

const displayNames = new Map<string, Intl.DisplayNames | undefined>();

/** A country's name in the reader's language: "Saudi Arabia" for SA. */
export const countryName = (code: string) => {
  const locale = intlLocale();
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      displayNames.set(locale, undefined);
    }
  }
  try {
    return displayNames.get(locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** "Abu Dhabi", "Abu Dhabi or Sharjah", "Abu Dhabi, Sharjah or Ajman" (in Arabic: "أبوظبي أو الشارقة أو عجمان"). */
export function joinWords(words: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return new Intl.ListFormat(intlLocale(), { type: conjunction === 'or' ? 'disjunction' : 'conjunction' }).format(
    words,
  );
}

const formatNumber = (value: number) => value.toLocaleString(intlLocale(), { maximumFractionDigits: 2 });

/** One set condition's three shapes: is one of, is not the one, is none of. */
type SetMessages = { is: MessageDescriptor; isNot: MessageDescriptor; noneOf: MessageDescriptor };

const SET_MESSAGES = {
  destination_emirate: {
    is: msg({ message: 'the emirate is {names}' }),
    isNot: msg({ message: 'the emirate is not {name}' }),
    noneOf: msg({ message: 'the emirate is none of {names}' }),
  },
  destination_country: {
    is: msg({ message: 'the country is {names}' }),
    isNot: msg({ message: 'the country is not {name}' }),
    noneOf: msg({ message: 'the country is none of {names}' }),
  },
  service_kind: {
    is: msg({ message: 'the service is {names}' }),
    isNot: msg({ message: 'the service is not {name}' }),
    noneOf: msg({ message: 'the service is none of {names}' }),
  },
  pickup_emirate: {
    is: msg({ message: 'the pickup emirate is {names}' }),
    isNot: msg({ message: 'the pickup emirate is not {name}' }),
    noneOf: msg({ message: 'the pickup emirate is none of {names}' }),
  },
  pickup_location: {
    is: msg({ message: 'the pickup address is {names}' }),
    isNot: msg({ message: 'the pickup address is not {name}' }),
    noneOf: msg({ message: 'the pickup address is none of {names}' }),
  },
  merchant: {
    is: msg({ message: 'the merchant is {names}' }),
    isNot: msg({ message: 'the merchant is not {name}' }),
    noneOf: msg({ message: 'the merchant is none of {names}' }),
  },
} satisfies Record<string, SetMessages>;

function describeSet(messages: SetMessages, operator: string, names: string[]): string {
  if (operator === 'not_in')
    return names.length > 1
      ? say(messages.noneOf, { names: joinWords(names, 'and') })
      : say(messages.isNot, { name: names[0] ?? '' });
  return say(messages.is, { names: joinWords(names) });
}

/** The numeric conditions, one message per field with a branch per comparison. */
const WEIGHT = msg({
  message:
    '{operator, select, gt {the parcel weighs more than {value} kg} gte {the parcel weighs at least {value} kg} lt {the parcel weighs less than {value} kg} lte {the parcel weighs at most {value} kg} other {the parcel weighs exactly {value} kg}}',
});
const LONGEST_SIDE = msg({
  message:
    '{operator, select, gt {the longest side is more than {value} cm} gte {the longest side is at least {value} cm} lt {the longest side is less than {value} cm} lte {the longest side is at most {value} cm} other {the longest side is exactly {value} cm}}',
});
const ORDER_VALUE = msg({
  message:
    '{operator, select, gt {the order value is more than {value}} gte {the order value is at least {value}} lt {the order value is less than {value}} lte {the order value is at most {value}} other {the order value is exactly {value}}}',
});
const PARCELS: Record<string, MessageDescriptor> = {
  gt: msg({ message: '{count, plural, one {there are more than # parcel} other {there are more than # parcels}}' }),
  gte: msg({ message: '{count, plural, one {there are at least # parcel} other {there are at least # parcels}}' }),
  lt: msg({ message: '{count, plural, one {there are less than # parcel} other {there are less than # parcels}}' }),
  lte: msg({ message: '{count, plural, one {there are at most # parcel} other {there are at most # parcels}}' }),
  eq: msg({ message: '{count, plural, one {there is exactly # parcel} other {there are exactly # parcels}}' }),
};
const REFERENCE: Record<string, MessageDescriptor> = {
  equals: msg({ message: 'the reference is “{text}”' }),
  starts_with: msg({ message: 'the reference starts with “{text}”' }),
  contains: msg({ message: 'the reference contains “{text}”' }),
  matches: msg({ message: 'the reference matches “{text}”' }),
};

/** One condition as a clause: "the parcel weighs more than 10 kg". */
export function describeCondition(condition: ConditionInput, names: DescribeNames = {}): string {
  const { operator } = condition;
  switch (condition.field) {
    case 'destination_emirate':
    case 'pickup_emirate':
      return describeSet(SET_MESSAGES[condition.field], operator, condition.value.map(emirateName));
    case 'destination_country':
      return describeSet(SET_MESSAGES.destination_country, operator, condition.value.map(countryName));
    case 'service_kind':
      return describeSet(SET_MESSAGES.service_kind, operator, condition.value.map(serviceName));
    case 'pickup_location':
      return describeSet(
        SET_MESSAGES.pickup_location,
        operator,
        condition.value.map((id) => names.pickupLocations?.[id] ?? id),
      );
    case 'merchant':
      return describeSet(SET_MESSAGES.merchant, operator, [...condition.value]);
    case 'weight_kg':
      return say(WEIGHT, { operator, value: formatNumber(Number(condition.value)) });
    case 'longest_side_cm':
      return say(LONGEST_SIDE, { operator, value: formatNumber(Number(condition.value)) });
    case 'order_value_fils':
      return say(ORDER_VALUE, { operator, value: formatAed(Number(condition.value)) });
    case 'parcel_count':
      return say(PARCELS[operator] ?? (PARCELS.eq as MessageDescriptor), { count: Number(condition.value) });
    case 'cod':
      return condition.value
        ? say(msg({ message: 'cash is collected on delivery' }))
        : say(msg({ message: 'the order is prepaid' }));
    case 'time_of_day':
      return say(msg({ message: 'the order is placed between {from} and {to} (Dubai time)' }), {
        from: condition.value.from,
        to: condition.value.to,
      });
    case 'reference':
      return say(REFERENCE[operator] ?? (REFERENCE.equals as MessageDescriptor), { text: condition.value });
    case 'tags':
      return operator === 'none_of'
        ? say(msg({ message: 'the order is not tagged {tags}' }), { tags: joinWords(condition.value) })
        : say(msg({ message: 'the order is tagged {tags}' }), { tags: joinWords(condition.value) });
  }
}

/** A carrier and its service: "Aramex (Domestic Overnight)"; the fleet without a service keeps the order's own. */
export function describeCarrier(carrier: DispatchCarrierCode, service: string | null): string {
  const name = carrierName(carrier);
  if (service === null) return say(msg({ message: '{name} (the service the order was placed with)' }), { name });
  return `${name} (${serviceName(service)})`;
}

/** What a rule does: "ship with Aramex (Domestic Overnight)", "hold it for review", "refuse it: …". */
export function describeAction(action: Action | DefaultAction): string {
  switch (action.type) {
    case 'carrier':
      return say(msg({ message: 'ship with {carrier}' }), {
        carrier: describeCarrier(action.carrier, action.service),
      });
    case 'hold':
      return action.reason
        ? say(msg({ message: 'hold it for review ({reason})' }), { reason: action.reason })
        : say(msg({ message: 'hold it for review' }));
    case 'refuse':
      return say(msg({ message: 'refuse it: {reason}' }), { reason: action.reason });
    case 'defer':
      return say(msg({ message: "leave it to the merchant's own rules" }));
  }
}

/** Clauses that must all hold: "A and B and C" (each clause joined to the next by the language's "and"). */
const allOf = (clauses: string[]) =>
  clauses.reduce((joined, clause) => say(msg({ message: '{joined} and {clause}' }), { joined, clause }));

/** A whole rule as one sentence. */
export function describeRule(
  rule: { conditions: readonly ConditionInput[]; action: Action },
  names: DescribeNames = {},
): string {
  const action = describeAction(rule.action);
  if (rule.conditions.length === 0) return say(msg({ message: 'For every order, {action}.' }), { action });
  const conditions = allOf(rule.conditions.map((condition) => describeCondition(condition, names)));
  return say(msg({ message: 'When {conditions}, {action}.' }), { conditions, action });
}

/** The rule set's default as one sentence. */
export function describeDefault(action: DefaultAction): string {
  return say(msg({ message: 'When no rule matches, {action}.' }), { action: describeAction(action) });
}
