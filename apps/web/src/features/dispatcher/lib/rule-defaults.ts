import {
  type ActionInput,
  CONDITION_FIELDS,
  type ConditionField,
  type ConditionInput,
  type DefaultActionInput,
  DISPATCH_CARRIER_SERVICES,
  type DispatchCarrierCode,
  type RuleSetKind,
} from '@sameday/contract';
import { fieldLabel } from './labels';

/** What a new condition on `field` starts as: the first operator, and no value yet. */
export function newCondition(field: ConditionField): ConditionInput {
  switch (field) {
    case 'destination_emirate':
    case 'destination_country':
    case 'service_kind':
    case 'pickup_location':
    case 'pickup_emirate':
    case 'merchant':
      return { field, operator: 'in', value: [] } as ConditionInput;
    case 'weight_kg':
    case 'longest_side_cm':
    case 'order_value_fils':
    case 'parcel_count':
      // No number yet: the form asks for one.
      return { field, operator: 'gt', value: undefined as unknown as number };
    case 'cod':
      return { field, operator: 'is', value: true };
    case 'time_of_day':
      return { field, operator: 'between', value: { from: '09:00', to: '17:00' } };
    case 'reference':
      return { field, operator: 'starts_with', value: '' };
    case 'tags':
      return { field, operator: 'any_of', value: [] };
  }
}

/** The facts a rule of this kind can test: the merchant is only worth testing in operations' rules. */
export const fieldsFor = (kind: RuleSetKind): ConditionField[] =>
  CONDITION_FIELDS.filter((field) => kind === 'operations' || field !== 'merchant');

/** "Emirate", "Weight (kg)": the contract's clause subject as a choice in a list, in the reader's language. */
export const fieldChoiceLabel = (field: ConditionField) => fieldLabel(field);

export type ActionType = 'carrier' | 'hold' | 'refuse' | 'defer';

/** What an action starts as when its kind is chosen. */
export function newAction(type: ActionType): DefaultActionInput {
  switch (type) {
    case 'carrier':
      return { type, carrier: 'sameday', service: null };
    case 'hold':
      return { type, reason: '' };
    case 'refuse':
      return { type, reason: '' };
    case 'defer':
      return { type };
  }
}

/** The carrier chosen with its first service (the fleet keeps the order's own service). */
export function withCarrier(carrier: DispatchCarrierCode): ActionInput {
  return {
    type: 'carrier',
    carrier,
    service: carrier === 'sameday' ? null : (DISPATCH_CARRIER_SERVICES[carrier][0] ?? null),
  };
}

/** A new rule: its name, no condition yet, and the first carrier. */
export const newRule = () => ({
  name: '',
  active: true,
  conditions: [] as ConditionInput[],
  action: newAction('carrier') as ActionInput,
});

/** Text typed in Arabic or English reads in its own direction (Mantine puts `dir` on the wrapper, not the input). */
export const TYPED_TEXT_DIRECTION = { attributes: { input: { dir: 'auto' } } } as const;
