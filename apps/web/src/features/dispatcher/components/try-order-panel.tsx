import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMIRATES, type OrderFactsInput, OrderFactsSchema, type RuleSetKind, SERVICE_KINDS } from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { type RuleSetSource, useEvaluate } from '../api/dispatcher-api';
import { emirateName, serviceName } from '../lib/labels';
import { TYPED_TEXT_DIRECTION } from '../lib/rule-defaults';
import { DecisionView } from './decision-view';

type Values = OrderFactsInput;
type Output = ReturnType<typeof OrderFactsSchema.parse>;

const DEFAULT_FACTS: Values = {
  destinationEmirate: 'Dubai',
  destinationCountry: 'AE',
  serviceKind: 'same_day',
  weightKg: 1,
  parcelCount: 1,
  cod: false,
  orderValueFils: null,
  longestSideCm: null,
  reference: null,
};

const FIELDS = [
  'destinationEmirate',
  'destinationCountry',
  'serviceKind',
  'weightKg',
  'parcelCount',
  'orderValueFils',
  'reference',
];

const translated = (message: string | undefined) => message && translateContractText(message);

const numberOrNull = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? null : Number(value);

/** "Try an order": the facts of an order in, the decision these rules would make and its trace out. Stores nothing. */
export function TryOrderPanel({ source, ruleSetId }: { source: RuleSetSource; ruleSetId: string }) {
  const { t } = useLingui();
  const evaluate = useEvaluate(source, ruleSetId);
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(OrderFactsSchema),
    defaultValues: DEFAULT_FACTS,
  });
  const onSubmit = handleSubmit(async (facts) => {
    setFormError(undefined);
    try {
      await evaluate.mutateAsync({ ...facts, placedAt: undefined });
    } catch (error) {
      setFormError(
        translated(
          applyServerErrors(error, setError, { fields: FIELDS, fieldOf: (name) => name.replace(/^facts\./, '') }),
        ),
      );
    }
  });
  const viewer: RuleSetKind = source.kind;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="try-order-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="try-order-title">
            <Trans>Try an order</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Describe an order to see which carrier these rules choose, and why. Nothing is saved.</Trans>
          </Text>
        </div>
        <form noValidate onSubmit={onSubmit} aria-label={t`Try an order`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              <Controller
                control={control}
                name="destinationEmirate"
                render={({ field }) => (
                  <Select
                    label={t`Destination emirate`}
                    data={EMIRATES.map((emirate) => ({ value: emirate, label: emirateName(emirate) }))}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    clearable
                  />
                )}
              />
              <TextInput
                label={t`Destination country`}
                maxLength={2}
                error={translated(formState.errors.destinationCountry?.message)}
                {...register('destinationCountry')}
              />
              <Controller
                control={control}
                name="serviceKind"
                render={({ field, fieldState }) => (
                  <Select
                    label={t`Service`}
                    data={SERVICE_KINDS.map((kind) => ({ value: kind, label: serviceName(kind) }))}
                    value={field.value}
                    onChange={field.onChange}
                    allowDeselect={false}
                    error={translated(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="weightKg"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t`Weight (kg)`}
                    min={0}
                    decimalScale={2}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(numberOrNull(value) ?? undefined)}
                    error={translated(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="parcelCount"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t`Parcels`}
                    min={1}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(numberOrNull(value) ?? undefined)}
                    error={translated(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="orderValueFils"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t`Order value (AED)`}
                    min={0}
                    decimalScale={2}
                    value={typeof field.value === 'number' ? field.value / 100 : ''}
                    onChange={(value) => {
                      const aed = numberOrNull(value);
                      field.onChange(aed === null ? null : Math.round(aed * 100));
                    }}
                    error={translated(fieldState.error?.message)}
                  />
                )}
              />
              <TextInput
                label={t`Reference`}
                {...TYPED_TEXT_DIRECTION}
                maxLength={100}
                {...register('reference', { setValueAs: (v) => v || null })}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="cod"
              render={({ field }) => (
                <Switch
                  label={t`Cash on delivery`}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {formError && <FormAlert>{formError}</FormAlert>}
            <Group>
              <Button type="submit" loading={evaluate.isPending}>
                <Trans>Try this order</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
        {evaluate.data && <DecisionView decision={evaluate.data.decision} viewer={viewer} />}
      </Stack>
    </Paper>
  );
}
