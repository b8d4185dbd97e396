import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { emptyParcel, type FormControl, numberOrNull } from './form-types';

const DIMENSIONS = [
  ['weightKg', msg`Weight (kg)`],
  ['lengthCm', msg`Length (cm)`],
  ['widthCm', msg`Width (cm)`],
  ['heightCm', msg`Height (cm)`],
] as const;

/** The parcels: weight, and dimensions when known. */
export function ParcelsSection({ control }: { control: FormControl }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'parcels' });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Parcels</Trans>
        </Title>
        {fields.map((parcel, index) => (
          <Group key={parcel.id} align="flex-end" gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} w={24} pb={8} aria-hidden>
              {index + 1}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
              {DIMENSIONS.map(([name, dimension]) => {
                const label = t(dimension);
                const number = index + 1;
                return (
                  <Controller
                    key={name}
                    control={control}
                    name={`parcels.${index}.${name}`}
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label={fields.length > 1 ? t`${label}, parcel ${number}` : label}
                        required={name === 'weightKg'}
                        min={0}
                        decimalScale={name === 'weightKg' ? 2 : 0}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(numberOrNull(value))}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                );
              })}
            </SimpleGrid>
            {fields.length > 1 && (
              <Button
                variant="subtle"
                color="red"
                mb={2}
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={t`Remove parcel ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(emptyParcel())}
          >
            <Trans>Add parcel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
