import {
  type Action,
  type ConditionInput,
  type DefaultAction,
  DISPATCH_CARRIER_LABELS,
  DISPATCH_SERVICE_LABELS,
  type DispatchCarrierCode,
  formatAed,
  SERVICE_KIND_LABELS,
  type ServiceKind,
} from '@sameday/contract';

/*
 * Rules in plain words: "When the emirate is Abu Dhabi and the parcel weighs more than 10 kg,
 * ship with Desert Freight (Standard)". The list, the editor's preview and the admin console
 * all read a rule through these functions.
 */

/** Names for ids the rules refer to (the account's pickup addresses). */
export type DescribeNames = { pickupLocations?: Record<string, string> };

const countryNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

export const countryName = (code: string) => {
  try {
    return countryNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** "Abu Dhabi", "Abu Dhabi or Sharjah", "Abu Dhabi, Sharjah or Ajman". */
export function joinWords(words: readonly string[], conjunction = 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

const NUMBER_WORDS: Record<string, string> = {
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  eq: 'exactly',
};

const numberWords = (operator: string) => NUMBER_WORDS[operator] ?? operator;
const quoted = (text: string) => `“${text}”`;
const formatNumber = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

function describeSet(subject: string, operator: string, names: string[]): string {
  if (operator === 'not_in')
    return names.length > 1
      ? `${subject} is none of ${joinWords(names, 'and')}`
      : `${subject} is not ${names[0] ?? ''}`;
  return `${subject} is ${joinWords(names)}`;
}

/** One condition as a clause: "the parcel weighs more than 10 kg". */
export function describeCondition(condition: ConditionInput, names: DescribeNames = {}): string {
  const { operator } = condition;
  switch (condition.field) {
    case 'destination_emirate':
      return describeSet('the emirate', operator, [...condition.value]);
    case 'destination_country':
      return describeSet('the country', operator, condition.value.map(countryName));
    case 'service_kind':
      return describeSet(
        'the service',
        operator,
        condition.value.map((kind) => SERVICE_KIND_LABELS[kind as ServiceKind] ?? kind),
      );
    case 'pickup_emirate':
      return describeSet('the pickup emirate', operator, [...condition.value]);
    case 'pickup_location':
      return describeSet(
        'the pickup address',
        operator,
        condition.value.map((id) => names.pickupLocations?.[id] ?? id),
      );
    case 'merchant':
      return describeSet('the merchant', operator, [...condition.value]);
    case 'weight_kg':
      return `the parcel weighs ${numberWords(operator)} ${formatNumber(Number(condition.value))} kg`;
    case 'longest_side_cm':
      return `the longest side is ${numberWords(operator)} ${formatNumber(Number(condition.value))} cm`;
    case 'order_value_fils':
      return `the order value is ${numberWords(operator)} ${formatAed(Number(condition.value))}`;
    case 'parcel_count': {
      const count = Number(condition.value);
      return `${count === 1 && operator === 'eq' ? 'there is' : 'there are'} ${numberWords(operator)} ${count} ${count === 1 ? 'parcel' : 'parcels'}`;
    }
    case 'cod':
      return condition.value ? 'cash is collected on delivery' : 'the order is prepaid';
    case 'time_of_day':
      return `the order is placed between ${condition.value.from} and ${condition.value.to} (Dubai time)`;
    case 'reference': {
      const verbs: Record<string, string> = {
        equals: 'is',
        starts_with: 'starts with',
        contains: 'contains',
        matches: 'matches',
      };
      return `the reference ${verbs[operator] ?? operator} ${quoted(condition.value)}`;
    }
    case 'tags':
      return operator === 'none_of'
        ? `the order is not tagged ${joinWords(condition.value)}`
        : `the order is tagged ${joinWords(condition.value)}`;
  }
}

/** A carrier and its service: "Desert Freight (Standard)"; the fleet without a service keeps the order's own. */
export function describeCarrier(carrier: DispatchCarrierCode, service: string | null): string {
  const name = DISPATCH_CARRIER_LABELS[carrier] ?? carrier;
  if (service === null) return `${name} (the service the order was placed with)`;
  return `${name} (${DISPATCH_SERVICE_LABELS[service] ?? service})`;
}

/** What a rule does: "ship with Desert Freight (Standard)", "hold it for review", "refuse it: …". */
export function describeAction(action: Action | DefaultAction): string {
  switch (action.type) {
    case 'carrier':
      return `ship with ${describeCarrier(action.carrier, action.service)}`;
    case 'hold':
      return action.reason ? `hold it for review (${action.reason})` : 'hold it for review';
    case 'refuse':
      return `refuse it: ${action.reason}`;
    case 'defer':
      return "leave it to the merchant's own rules";
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A whole rule as one sentence. */
export function describeRule(
  rule: { conditions: readonly ConditionInput[]; action: Action },
  names: DescribeNames = {},
): string {
  if (rule.conditions.length === 0) return `${capitalise(`for every order, ${describeAction(rule.action)}`)}.`;
  const clauses = rule.conditions.map((condition) => describeCondition(condition, names));
  return `When ${clauses.join(' and ')}, ${describeAction(rule.action)}.`;
}

/** The rule set's default as one sentence. */
export function describeDefault(action: DefaultAction): string {
  return `When no rule matches, ${describeAction(action)}.`;
}
