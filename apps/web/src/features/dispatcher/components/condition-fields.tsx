import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  type ConditionField,
  type ConditionInput,
  EMIRATES,
  NUMBER_OPERATORS,
  SERVICE_KINDS,
  SET_OPERATORS,
  TAG_OPERATORS,
  TEXT_OPERATORS,
} from '@sameday/contract';
import { IconTrash } from '@tabler/icons-react';
import { emirateName, operatorLabel, serviceName } from '../lib/labels';
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
  const { t } = useLingui();
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
        <Trans>Condition {number}</Trans>
      </legend>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t`Fact`}
          data={fields.map((field) => ({ value: field, label: fieldChoiceLabel(field) }))}
          value={value.field}
          onChange={(field) => field && onChange(newCondition(field as ConditionField))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        {operatorsOf(value.field).length > 1 && (
          <Select
            label={t`Comparison`}
            data={operatorsOf(value.field).map((operator) => ({
              value: operator,
              label: operatorLabel(operator),
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
          aria-label={t`Remove condition ${number}`}
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
  const { t } = useLingui();
  const common = { error, w: '100%' };
  switch (value.field) {
    case 'weight_kg':
    case 'longest_side_cm':
    case 'parcel_count':
    case 'order_value_fils':
      return <NumberValueInput value={value} set={set} error={error} />;
    case 'cod':
      return (
        <Select
          label={t`Payment`}
          data={[
            { value: 'yes', label: t`Cash on delivery` },
            { value: 'no', label: t`Prepaid` },
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
            label={t`From (Dubai time)`}
            value={value.value.from}
            onChange={(event) => set({ ...value.value, from: event.currentTarget.value })}
            error={error}
          />
          <TextInput
            type="time"
            label={t`Until`}
            value={value.value.to}
            onChange={(event) => set({ ...value.value, to: event.currentTarget.value })}
          />
        </Group>
      );
    case 'reference':
      return (
        <TextInput
          label={t`Reference text`}
          description={value.operator === 'matches' ? t`* stands for any text, ? for one character` : undefined}
          value={value.value}
          onChange={(event) => set(event.currentTarget.value)}
          {...TYPED_TEXT_DIRECTION}
          {...common}
        />
      );
    default:
      return <ListValueInput value={value} set={set} pickupChoices={pickupChoices} error={error} />;
  }
}

/** A fact tested against a list: emirates, services, countries, pickup addresses, merchants or tags. */
function ListValueInput({
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
  const { t } = useLingui();
  // An empty list input gets a placeholder, so it reads as something to choose from (and has room to click).
  const pick = (what: string) => ({ error, w: '100%', placeholder: asList(value.value).length ? undefined : what });
  switch (value.field) {
    case 'destination_emirate':
    case 'pickup_emirate':
      return (
        <MultiSelect
          label={t`Emirates`}
          data={EMIRATES.map((emirate) => ({ value: emirate, label: emirateName(emirate) }))}
          value={asList(value.value)}
          onChange={set}
          {...pick(t`Choose emirates`)}
        />
      );
    case 'service_kind':
      return (
        <MultiSelect
          label={t`Services`}
          data={SERVICE_KINDS.map((kind) => ({ value: kind, label: serviceName(kind) }))}
          value={asList(value.value)}
          onChange={set}
          {...pick(t`Choose services`)}
        />
      );
    case 'destination_country':
      return (
        <TagsInput
          label={t`Country codes`}
          description={t`Two letters, like SA or KW`}
          value={asList(value.value)}
          onChange={(codes) => set(codes.map((code) => code.trim().toUpperCase()))}
          {...pick(t`Type a code, then Enter`)}
        />
      );
    case 'pickup_location':
      return pickupChoices ? (
        <MultiSelect
          label={t`Pickup addresses`}
          data={pickupChoices}
          value={asList(value.value)}
          onChange={set}
          {...pick(t`Choose addresses`)}
        />
      ) : (
        <TagsInput
          label={t`Pickup address ids`}
          value={asList(value.value)}
          onChange={set}
          {...pick(t`Type an id, then Enter`)}
        />
      );
    case 'merchant':
      return (
        <TagsInput
          label={t`Merchant ids`}
          value={asList(value.value)}
          onChange={set}
          {...pick(t`Type an id, then Enter`)}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={t`Tags`}
          value={asList(value.value)}
          onChange={set}
          {...TYPED_TEXT_DIRECTION}
          {...pick(t`Type a tag, then Enter`)}
        />
      );
    default:
      return null;
  }
}

/** A fact compared with a number: weight, length, parcels, or the order's value (typed in AED, kept in fils). */
function NumberValueInput({
  value,
  set,
  error,
}: {
  value: ConditionInput;
  set: (next: unknown) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const common = { error, w: '100%' };
  switch (value.field) {
    case 'weight_kg':
      return (
        <NumberInput
          label={t`Weight (kg)`}
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
          label={t`Length (cm)`}
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
          label={t`Parcels`}
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
          label={t`Order value (AED)`}
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
    default:
      return null;
  }
}
