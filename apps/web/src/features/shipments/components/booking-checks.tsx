import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  BOOKING_RULE_FIELDS,
  type BookingRule,
  type BookingRuleField,
  type BookingRuleInput,
  BookingRuleInputSchema,
  type SettingsRuleSet,
  SHIPMENT_DOCUMENTS,
} from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { i18n, translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAddRule, useCreateRuleSet, useDeleteRuleSet, useToggleRuleSet } from '../api/settings-api';
import { SHIPMENT_DOCUMENT_NAMES } from '../lib/labels';

const OPERATORS: { value: string; label: MessageDescriptor }[] = [
  { value: 'gt', label: msg`is above` },
  { value: 'gte', label: msg`is at least` },
  { value: 'lt', label: msg`is below` },
  { value: 'lte', label: msg`is at most` },
  { value: 'eq', label: msg`is` },
  { value: 'in', label: msg`is one of` },
];
const EFFECTS: { value: string; label: MessageDescriptor }[] = [
  { value: 'require_document', label: msg`Add a document` },
  { value: 'block', label: msg`Refuse the booking` },
];

/** The contract's BOOKING_RULE_FIELD_LABELS, keyed by the field. */
const FIELD_NAMES: Record<BookingRuleField, MessageDescriptor> = {
  declared_value_fils: msg`Declared value (fils)`,
  weight_kg: msg`Total weight (kg)`,
  parcel_count: msg`Number of parcels`,
  destination_country: msg`Destination country`,
};

const options = (list: { value: string; label: MessageDescriptor }[]) =>
  list.map(({ value, label }) => ({ value, label: i18n._(label) }));

/** A check in plain words: "When Total weight (kg) is above 20, add a packing list". */
export function ruleInWords(rule: Pick<BookingRule, 'field' | 'operator' | 'value' | 'effect' | 'document'>) {
  const found = OPERATORS.find((o) => o.value === rule.operator);
  const operator = found ? i18n._(found.label) : rule.operator;
  const document = i18n._(SHIPMENT_DOCUMENT_NAMES[rule.document ?? 'packing_list']).toLowerCase();
  const then = rule.effect === 'block' ? i18n._(msg`refuse the booking`) : i18n._(msg`add a ${document}`);
  const field = i18n._(FIELD_NAMES[rule.field]).toLowerCase();
  const value = rule.value;
  return i18n._(msg`When ${field} ${operator} ${value}, ${then}`);
}

/** The account's checks before an international booking: each set on or off, and a form to add one. */
export function BookingChecks({ ruleSets }: { ruleSets: SettingsRuleSet[] }) {
  const { t } = useLingui();
  const toggle = useToggleRuleSet();
  const remove = useDeleteRuleSet();
  const act = (run: () => Promise<unknown>) =>
    run().catch((error: unknown) =>
      showToast({
        message: translateContractText(serverMessage(error, t`Could not change the checks. Please try again.`)),
        tone: 'error',
      }),
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Checks before booking abroad</Trans>
        </Title>
        {ruleSets.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No checks yet: every international booking goes to the carrier as it is.</Trans>
          </Text>
        ) : (
          ruleSets.map((set) => (
            <Stack key={set.id} gap={6}>
              <Group justify="space-between">
                <Switch
                  label={set.isActive ? t`${set.name}: on` : t`${set.name}: off`}
                  checked={set.isActive}
                  onChange={(event) =>
                    void act(() => toggle.mutateAsync({ id: set.id, isActive: event.currentTarget.checked }))
                  }
                />
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void act(() => remove.mutateAsync(set.id))}
                >
                  <Trans>Delete {set.name}</Trans>
                </Button>
              </Group>
              <List size="sm" spacing={4}>
                {set.rules.map((rule) => (
                  <List.Item key={rule.id}>
                    {ruleInWords(rule)} — “{rule.message}”
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))
        )}
        <AddCheckForm ruleSet={ruleSets[0]} />
      </Stack>
    </Paper>
  );
}

function AddCheckForm({ ruleSet }: { ruleSet: SettingsRuleSet | undefined }) {
  const { t } = useLingui();
  const createSet = useCreateRuleSet();
  const addRule = useAddRule();
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, reset, formState } = useForm<
    BookingRuleInput,
    unknown,
    z.output<typeof BookingRuleInputSchema>
  >({
    resolver: zodResolver(BookingRuleInputSchema),
    defaultValues: {
      field: 'declared_value_fils',
      operator: 'gt',
      value: '',
      effect: 'require_document',
      document: 'packing_list',
      message: '',
    },
  });
  const effect = useWatch({ control, name: 'effect' });
  const onSubmit = handleSubmit(async (rule) => {
    setFormError(undefined);
    try {
      if (ruleSet) await addRule.mutateAsync({ ruleSetId: ruleSet.id, rule });
      else
        await createSet.mutateAsync({
          name: 'International checks',
          evaluator: 'international_booking',
          rules: [rule],
        });
      reset();
      showToast({ message: t`Check added.`, tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['field', 'operator', 'value', 'effect', 'document', 'message'],
          fallback: t`Could not add the check. Please try again.`,
        }),
      );
    }
  });
  const select = (
    name: 'field' | 'operator' | 'effect' | 'document',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          allowDeselect={false}
          data={data}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          <Trans>Add a check</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {select(
            'field',
            t({ message: 'When', context: 'condition' }),
            BOOKING_RULE_FIELDS.map((value) => ({ value, label: t(FIELD_NAMES[value]) })),
          )}
          {select('operator', t`Comparison`, options(OPERATORS))}
          <TextInput label={t`Value`} required error={formState.errors.value?.message} {...register('value')} />
          {select('effect', t`Then`, options(EFFECTS))}
          {effect === 'require_document' &&
            select(
              'document',
              t`Document`,
              SHIPMENT_DOCUMENTS.map((value) => ({ value, label: t(SHIPMENT_DOCUMENT_NAMES[value]) })),
            )}
          <TextInput label={t`Message`} required error={formState.errors.message?.message} {...register('message')} />
        </SimpleGrid>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group>
          <Button type="submit" variant="light" loading={formState.isSubmitting}>
            <Trans>Add check</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
