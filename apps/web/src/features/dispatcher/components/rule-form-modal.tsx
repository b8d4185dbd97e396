import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type ActionInput,
  type ConditionField,
  type ConditionInput,
  DISPATCHER_LIMITS,
  type Rule,
  type RuleInput,
  RuleInputSchema,
} from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { type DescribeNames, describeRule } from '../lib/describe';
import { newCondition, newRule, TYPED_TEXT_DIRECTION } from '../lib/rule-defaults';
import { ActionFields } from './action-fields';
import { type Choice, ConditionFields } from './condition-fields';

type Values = z.input<typeof RuleInputSchema>;

type Props = {
  opened: boolean;
  /** The rule edited, or none for a new one. */
  rule?: Rule;
  fields: ConditionField[];
  pickupChoices?: Choice[];
  names: DescribeNames;
  onClose: () => void;
  onSave: (rule: RuleInput) => Promise<unknown>;
};

const toValues = (rule?: Rule): Values =>
  rule
    ? {
        name: rule.name,
        active: rule.active,
        conditions: rule.conditions.map(({ id: _id, ruleId: _ruleId, ...condition }) => condition as ConditionInput),
        action: rule.action as ActionInput,
      }
    : newRule();

/** The first message found below a field's error (a time window's is one level further down). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(error)) {
    // react-hook-form keeps the input's element under `ref`.
    const found = key === 'ref' ? undefined : firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

const translated = (message: string | undefined) => message && translateContractText(message);

/** The rule's sentence as it reads now, once every part of it is valid. */
function Preview({ values, names }: { values: Values; names: DescribeNames }) {
  const { t } = useLingui();
  const parsed = RuleInputSchema.safeParse(values);
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        <Trans>Reads as</Trans>
      </Text>
      <Text size="sm" dir="auto">
        {parsed.success
          ? describeRule(parsed.data, names)
          : t`Fill in every condition and the action to see the rule in words.`}
      </Text>
    </Paper>
  );
}

/** Adds or edits a rule: its name, its conditions (all must hold) and what it does. */
export function RuleFormModal({ opened, rule, onClose, ...rest }: Props) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 575px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{rule ? t`Edit rule` : t`New rule`}</Text>}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t`Close the rule` }}
    >
      {opened && <RuleForm key={rule?.id ?? 'new'} rule={rule} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function RuleForm({ rule, fields, pickupChoices, names, onClose, onSave }: Omit<Props, 'opened'>) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, RuleInput>({ resolver: zodResolver(RuleInputSchema), defaultValues: toValues(rule) });
  const conditions = useFieldArray({ control, name: 'conditions' });
  const values = useWatch({ control }) as Values;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      setFormError(
        translated(applyServerErrors(error, setError, { fields: (name) => /^(name|conditions|action)/.test(name) })),
      );
    }
  });

  const conditionErrors = (errors as FieldErrors<Values>).conditions;
  const actionErrors = errors.action as
    | { carrier?: { message?: string }; service?: { message?: string }; reason?: { message?: string } }
    | undefined;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={rule ? t`Edit rule` : t`New rule`}>
      <Stack gap="md">
        <TextInput
          label={t`Rule name`}
          placeholder={t`Heavy parcels to Abu Dhabi`}
          {...TYPED_TEXT_DIRECTION}
          maxLength={120}
          error={errors.name?.message && translateContractText(errors.name.message)}
          {...register('name')}
        />
        <Stack gap="xs" component="section" aria-label={t`Conditions`}>
          <Title order={3} fz="sm">
            <Trans>When all of these hold</Trans>
          </Title>
          {conditions.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No condition: the rule applies to every order.</Trans>
            </Text>
          )}
          {conditions.fields.map((item, index) => (
            <Controller
              key={item.id}
              control={control}
              name={`conditions.${index}`}
              render={({ field }) => (
                <ConditionFields
                  number={index + 1}
                  value={field.value as ConditionInput}
                  onChange={field.onChange}
                  onRemove={() => conditions.remove(index)}
                  fields={fields}
                  pickupChoices={pickupChoices}
                  error={translated(firstMessage(conditionErrors?.[index]))}
                />
              )}
            />
          ))}
          <Button
            variant="default"
            size="sm"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={conditions.fields.length >= DISPATCHER_LIMITS.conditionsPerRule}
            onClick={() => conditions.append(newCondition('destination_emirate'))}
          >
            <Trans>Add a condition</Trans>
          </Button>
        </Stack>
        <Stack gap="xs" component="section" aria-label={t`Action`}>
          <Title order={3} fz="sm">
            <Trans>Then</Trans>
          </Title>
          <Controller
            control={control}
            name="action"
            render={({ field }) => (
              <ActionFields
                value={field.value}
                onChange={(next) => field.onChange(next)}
                notConnected={names.notConnected}
                errors={{
                  carrier: translated(actionErrors?.carrier?.message),
                  service: translated(actionErrors?.service?.message),
                  reason: translated(actionErrors?.reason?.message),
                }}
              />
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t`Active: the rule takes part in decisions`}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Preview values={values} names={names} />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Save rule</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
