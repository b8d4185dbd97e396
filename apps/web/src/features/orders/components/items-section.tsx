import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Text, TextInput } from '@mantine/core';
import { ORDER_MAX_ITEMS } from '@sameday/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import { emptyItem, type OrderForm } from '../lib/order-form';
import { FormSection } from './form-section';

/** The parcels of the order, one row an item; weights decide the price above the included weight. */
export function ItemsSection({ form }: { form: OrderForm }) {
  const {
    control,
    setFocus,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <FormSection
      title={t`Items`}
      description={t`What is in the package. Up to 5 kg in total is included in the price.`}
    >
      {fields.map((item, index) => (
        <ItemRow
          key={item.id}
          form={form}
          index={index}
          canRemove={fields.length > 1}
          onRemove={() => {
            remove(index);
            // Keyboard users land on a neighbouring row, not at the top of the page.
            requestAnimationFrame(() => setFocus(`items.${Math.max(0, index - 1)}.name`));
          }}
        />
      ))}
      {listError && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= ORDER_MAX_ITEMS}
          onClick={() => append(emptyItem(), { focusName: `items.${fields.length}.name` })}
        >
          <Trans>Add item</Trans>
        </Button>
      </Group>
    </FormSection>
  );
}

type ItemRowProps = { form: OrderForm; index: number; canRemove: boolean; onRemove: () => void };

/** One item: its name, quantity, weight and barcode, and a way to remove it while it is not the only one. */
function ItemRow({ form, index, canRemove, onRemove }: ItemRowProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const itemErrors = errors.items?.[index];
  const number = index + 1;
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }} aria-label={t`Item ${number}`}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          <Trans>Item {number}</Trans>
        </Text>
        {canRemove && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t`Remove item ${number}`}
            // Mantine's red on its light tint is under 4.5:1; the darkest red reads.
            style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t`Item name`}
            placeholder={t`e.g. Perfume 100 ml`}
            {...fieldErrorProps(itemErrors?.name)}
            {...register(`items.${index}.name`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <TextInput
            label={t`Quantity`}
            inputMode="numeric"
            {...fieldErrorProps(itemErrors?.quantity)}
            {...register(`items.${index}.quantity`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t`Weight (kg)`}
            inputMode="decimal"
            placeholder="0.5"
            {...fieldErrorProps(itemErrors?.weightKg)}
            {...register(`items.${index}.weightKg`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t`Barcode (optional)`}
            autoComplete="off"
            {...fieldErrorProps(itemErrors?.barcode)}
            {...register(`items.${index}.barcode`)}
          />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
