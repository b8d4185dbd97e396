import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  BOOKING_RULE_FIELD_LABELS,
  BOOKING_RULE_FIELDS,
  type BookingRule,
  type BookingRuleInput,
  BookingRuleInputSchema,
  type SettingsRuleSet,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPMENT_DOCUMENTS,
} from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAddRule, useCreateRuleSet, useDeleteRuleSet, useToggleRuleSet } from '../api/settings-api';

const OPERATORS = [
  { value: 'gt', label: 'is above' },
  { value: 'gte', label: 'is at least' },
  { value: 'lt', label: 'is below' },
  { value: 'lte', label: 'is at most' },
  { value: 'eq', label: 'is' },
  { value: 'in', label: 'is one of' },
];
const EFFECTS = [
  { value: 'require_document', label: 'Add a document' },
  { value: 'block', label: 'Refuse the booking' },
];

/** A check in plain words: "When Total weight (kg) is above 20, add a packing list". */
export function ruleInWords(rule: Pick<BookingRule, 'field' | 'operator' | 'value' | 'effect' | 'document'>) {
  const operator = OPERATORS.find((o) => o.value === rule.operator)?.label ?? rule.operator;
  const then =
    rule.effect === 'block'
      ? 'refuse the booking'
      : `add a ${SHIPMENT_DOCUMENT_LABELS[rule.document ?? 'packing_list'].toLowerCase()}`;
  return `When ${BOOKING_RULE_FIELD_LABELS[rule.field].toLowerCase()} ${operator} ${rule.value}, ${then}`;
}

/** The account's checks before an international booking: each set on or off, and a form to add one. */
export function BookingChecks({ ruleSets }: { ruleSets: SettingsRuleSet[] }) {
  const toggle = useToggleRuleSet();
  const remove = useDeleteRuleSet();
  const act = (run: () => Promise<unknown>) =>
    run().catch((error: unknown) =>
      showToast({ message: serverMessage(error, 'Could not change the checks. Please try again.'), tone: 'error' }),
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Checks before booking abroad
        </Title>
        {ruleSets.length === 0 ? (
          <Text size="sm" c="dimmed">
            No checks yet: every international booking goes to the carrier as it is.
          </Text>
        ) : (
          ruleSets.map((set) => (
            <Stack key={set.id} gap={6}>
              <Group justify="space-between">
                <Switch
                  label={`${set.name}: ${set.isActive ? 'on' : 'off'}`}
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
                  Delete {set.name}
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
      showToast({ message: 'Check added.', tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['field', 'operator', 'value', 'effect', 'document', 'message'],
          fallback: 'Could not add the check. Please try again.',
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
          Add a check
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {select(
            'field',
            'When',
            BOOKING_RULE_FIELDS.map((value) => ({ value, label: BOOKING_RULE_FIELD_LABELS[value] })),
          )}
          {select('operator', 'Comparison', OPERATORS)}
          <TextInput label="Value" required error={formState.errors.value?.message} {...register('value')} />
          {select('effect', 'Then', EFFECTS)}
          {effect === 'require_document' &&
            select(
              'document',
              'Document',
              SHIPMENT_DOCUMENTS.map((value) => ({ value, label: SHIPMENT_DOCUMENT_LABELS[value] })),
            )}
          <TextInput label="Message" required error={formState.errors.message?.message} {...register('message')} />
        </SimpleGrid>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group>
          <Button type="submit" variant="light" loading={formState.isSubmitting}>
            Add check
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
