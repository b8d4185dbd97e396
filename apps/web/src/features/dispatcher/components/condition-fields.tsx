import { ActionIcon, Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  type ConditionField,
  type ConditionInput,
  EMIRATES,
  NUMBER_OPERATORS,
  OPERATOR_LABELS,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  SET_OPERATORS,
  TAG_OPERATORS,
  TEXT_OPERATORS,
} from '@sameday/contract';
import { IconTrash } from '@tabler/icons-react';
import { fieldChoiceLabel, newCondition, TYPED_TEXT_DIRECTION } from '../lib/rule-defaults';

export type Choice = { value: string; label: string };

type Props = {
  /** 1-based: the condition's number in the rule. */
  number: number;
  value: ConditionInput;
  onChange: (next: ConditionInput) => void;
  onRemove: () => void;
  fields: ConditionField[];
  /** The account's pickup addresses; without them, ids are typed. */
  pickupChoices?: Choice[];
  /** What is wrong with the condition's value. */
  error?: string;
};

const operatorsOf = (field: ConditionField): readonly string[] => {
  switch (field) {
    case 'weight_kg':
    case 'longest_side_cm':
    case 'order_value_fils':
    case 'parcel_count':
      return NUMBER_OPERATORS;
    case 'cod':
      return ['is'];
    case 'time_of_day':
      return ['between'];
    case 'reference':
      return TEXT_OPERATORS;
    case 'tags':
      return TAG_OPERATORS;
    default:
      return SET_OPERATORS;
  }
};

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const asNumber = (value: unknown): number | string => (typeof value === 'number' ? value : '');
const toNumber = (value: number | string): number | undefined =>
  typeof value === 'number' ? value : value === '' ? undefined : Number(value);

/** One condition of a rule: what it tests, how it compares, and the value, each with a visible label. */
export function ConditionFields({ number, value, onChange, onRemove, fields, pickupChoices, error }: Props) {
  const set = (next: unknown) => onChange({ ...value, value: next } as ConditionInput);
  return (
    <fieldset
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        padding: 12,
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, padding: '0 4px' }}>
        Condition {number}
      </legend>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Fact"
          data={fields.map((field) => ({ value: field, label: fieldChoiceLabel(field) }))}
          value={value.field}
          onChange={(field) => field && onChange(newCondition(field as ConditionField))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        {operatorsOf(value.field).length > 1 && (
          <Select
            label="Comparison"
            data={operatorsOf(value.field).map((operator) => ({
              value: operator,
              label: OPERATOR_LABELS[operator] ?? operator,
            }))}
            value={value.operator}
            onChange={(operator) => operator && onChange({ ...value, operator } as ConditionInput)}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
        )}
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <ValueInput value={value} set={set} pickupChoices={pickupChoices} error={error} />
        </div>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={24}
          aria-label={`Remove condition ${number}`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </fieldset>
  );
}

/** The value input that suits the fact. */
function ValueInput({
  value,
  set,
  pickupChoices,
  error,
}: {
  value: ConditionInput;
  set: (next: unknown) => void;
  pickupChoices?: Choice[];
  error?: string;
}) {
  const common = { error, w: '100%' };
  // An empty list input gets a placeholder, so it reads as something to choose from (and has room to click).
  const pick = (what: string) => ({ ...common, placeholder: asList(value.value).length ? undefined : what });
  switch (value.field) {
    case 'destination_emirate':
    case 'pickup_emirate':
      return (
        <MultiSelect
          label="Emirates"
          data={[...EMIRATES]}
          value={asList(value.value)}
          onChange={set}
          {...pick('Choose emirates')}
        />
      );
    case 'service_kind':
      return (
        <MultiSelect
          label="Services"
          data={SERVICE_KINDS.map((kind) => ({ value: kind, label: SERVICE_KIND_LABELS[kind] }))}
          value={asList(value.value)}
          onChange={set}
          {...pick('Choose services')}
        />
      );
    case 'destination_country':
      return (
        <TagsInput
          label="Country codes"
          description="Two letters, like SA or KW"
          value={asList(value.value)}
          onChange={(codes) => set(codes.map((code) => code.trim().toUpperCase()))}
          {...pick('Type a code, then Enter')}
        />
      );
    case 'pickup_location':
      return pickupChoices ? (
        <MultiSelect
          label="Pickup addresses"
          data={pickupChoices}
          value={asList(value.value)}
          onChange={set}
          {...pick('Choose addresses')}
        />
      ) : (
        <TagsInput
          label="Pickup address ids"
          value={asList(value.value)}
          onChange={set}
          {...pick('Type an id, then Enter')}
        />
      );
    case 'merchant':
      return (
        <TagsInput
          label="Merchant ids"
          value={asList(value.value)}
          onChange={set}
          {...pick('Type an id, then Enter')}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label="Tags"
          value={asList(value.value)}
          onChange={set}
          {...TYPED_TEXT_DIRECTION}
          {...pick('Type a tag, then Enter')}
        />
      );
    case 'weight_kg':
      return (
        <NumberInput
          label="Weight (kg)"
          min={0}
          decimalScale={2}
          value={asNumber(value.value)}
          onChange={(next) => set(toNumber(next))}
          {...common}
        />
      );
    case 'longest_side_cm':
      return (
        <NumberInput
          label="Length (cm)"
          min={0}
          decimalScale={1}
          value={asNumber(value.value)}
          onChange={(next) => set(toNumber(next))}
          {...common}
        />
      );
    case 'parcel_count':
      return (
        <NumberInput
          label="Parcels"
          min={0}
          allowDecimal={false}
          value={asNumber(value.value)}
          onChange={(next) => set(toNumber(next))}
          {...common}
        />
      );
    case 'order_value_fils':
      return (
        <NumberInput
          label="Order value (AED)"
          min={0}
          decimalScale={2}
          value={typeof value.value === 'number' ? value.value / 100 : ''}
          onChange={(next) => {
            const aed = toNumber(next);
            set(aed === undefined ? undefined : Math.round(aed * 100));
          }}
          {...common}
        />
      );
    case 'cod':
      return (
        <Select
          label="Payment"
          data={[
            { value: 'yes', label: 'Cash on delivery' },
            { value: 'no', label: 'Prepaid' },
          ]}
          value={value.value ? 'yes' : 'no'}
          onChange={(next) => set(next === 'yes')}
          allowDeselect={false}
          {...common}
        />
      );
    case 'time_of_day':
      return (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TextInput
            type="time"
            label="From (Dubai time)"
            value={value.value.from}
            onChange={(event) => set({ ...value.value, from: event.currentTarget.value })}
            error={error}
          />
          <TextInput
            type="time"
            label="Until"
            value={value.value.to}
            onChange={(event) => set({ ...value.value, to: event.currentTarget.value })}
          />
        </Group>
      );
    case 'reference':
      return (
        <TextInput
          label="Reference text"
          description={value.operator === 'matches' ? '* stands for any text, ? for one character' : undefined}
          value={value.value}
          onChange={(event) => set(event.currentTarget.value)}
          {...TYPED_TEXT_DIRECTION}
          {...common}
        />
      );
  }
}
