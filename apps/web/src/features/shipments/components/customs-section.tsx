import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { INCOTERMS } from '@sameday/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { findProduct } from '../api/shipments-api';
import { destinations, UAE_NAME } from '../lib/countries';
import { INCOTERM_NAMES } from '../lib/labels';
import { type BookingForm, emptyLine, type FormControl, numberOrNull, type SetValue } from './form-types';

const REASONS = [
  { value: 'sale', label: msg`Sale` },
  { value: 'gift', label: msg`Gift` },
  { value: 'sample', label: msg`Sample` },
  { value: 'return', label: msg`Return` },
];

type Props = {
  control: FormControl;
  register: UseFormRegister<BookingForm>;
  errors: FieldErrors<BookingForm>;
  setValue: SetValue;
  getValues: UseFormGetValues<BookingForm>;
};

/** The customs declaration: its terms and one line per kind of goods, filled from the account's products by SKU. */
export function CustomsSection({ control, register, errors, setValue, getValues }: Props) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'customs.lines' });
  const e = errors.customs;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Customs</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="customs.incoterm"
            render={({ field }) => (
              <Select
                label={t`Incoterm`}
                placeholder={t`Your flow settings' default`}
                clearable
                data={INCOTERMS.map((value) => ({ value, label: t(INCOTERM_NAMES[value]) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
              />
            )}
          />
          <Controller
            control={control}
            name="customs.reasonForExport"
            render={({ field }) => (
              <Select
                label={t`Reason for export`}
                data={REASONS.map(({ value, label }) => ({ value, label: t(label) }))}
                allowDeselect={false}
                value={field.value ?? 'sale'}
                onChange={(value) => field.onChange(value ?? 'sale')}
              />
            )}
          />
          <TextInput label={t`Currency`} maxLength={3} error={e?.currency?.message} {...register('customs.currency')} />
          <TextInput
            label={t`Contents description`}
            error={e?.contentsDescription?.message}
            {...register('customs.contentsDescription')}
          />
        </SimpleGrid>
        {e?.lines?.root?.message || e?.lines?.message ? (
          <Text c="red" size="sm" role="alert">
            {e.lines.root?.message ?? e.lines.message}
          </Text>
        ) : null}
        {fields.map((line, index) => (
          <CustomsLine
            key={line.id}
            index={index}
            count={fields.length}
            onRemove={() => remove(index)}
            {...{ control, register, errors, setValue, getValues }}
          />
        ))}
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => append(emptyLine())}>
            <Trans>Add customs line</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CustomsLine({
  index,
  count,
  onRemove,
  control,
  register,
  errors,
  setValue,
  getValues,
}: Props & { index: number; count: number; onRemove: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState<string>();
  const e = errors.customs?.lines?.[index];
  const n = index + 1;
  const prefix = `customs.lines.${index}` as const;
  /** Fills the line's empty fields from the account's product of that SKU. */
  const prefill = async (sku: string) => {
    if (!sku.trim()) return setNote(undefined);
    const product = await findProduct(sku.trim());
    if (!product) return setNote(t`No product with this SKU: fill the line by hand.`);
    const line = getValues(prefix);
    if (!line.description) setValue(`${prefix}.description`, product.name);
    if (!line.hsCode && product.hsCode) setValue(`${prefix}.hsCode`, product.hsCode);
    if (!line.unitValueMinor && product.unitValueMinor) setValue(`${prefix}.unitValueMinor`, product.unitValueMinor);
    if (product.countryOfOrigin) setValue(`${prefix}.countryOfOrigin`, product.countryOfOrigin);
    if (!line.weightKg && product.weightKg) setValue(`${prefix}.weightKg`, product.weightKg);
    const productSku = product.sku;
    setNote(t`Filled from your product ${productSku}.`);
  };
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            <Trans>Line {n}</Trans>
          </Text>
          {count > 1 && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t`Remove line ${n}`}
              onClick={onRemove}
            >
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t`SKU, line ${n}`}
            description={note}
            error={e?.sku?.message}
            {...register(`${prefix}.sku`, { onBlur: (event) => void prefill(event.target.value) })}
          />
          <TextInput
            label={t`Description, line ${n}`}
            required
            error={e?.description?.message}
            {...register(`${prefix}.description`)}
          />
          <TextInput
            label={t`HS code, line ${n}`}
            required
            error={e?.hsCode?.message}
            {...register(`${prefix}.hsCode`)}
          />
          <Controller
            control={control}
            name={`${prefix}.quantity`}
            render={({ field, fieldState }) => (
              <NumberInput
                label={t`Quantity, line ${n}`}
                required
                min={1}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberOrNull(value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`${prefix}.unitValueMinor`}
            render={({ field, fieldState }) => (
              <NumberInput
                label={t`Unit value, line ${n}`}
                required
                min={0}
                decimalScale={2}
                value={typeof field.value === 'number' ? field.value / 100 : ''}
                onChange={(value) => {
                  const major = numberOrNull(value);
                  field.onChange(major === null ? null : Math.round(major * 100));
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`${prefix}.countryOfOrigin`}
            render={({ field }) => (
              <Select
                label={t`Country of origin, line ${n}`}
                searchable
                clearable
                data={[{ value: 'AE', label: t(UAE_NAME) }, ...destinations()]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? null)}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
