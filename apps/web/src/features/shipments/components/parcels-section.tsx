import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { emptyParcel, type FormControl, numberOrNull } from './form-types';

const DIMENSIONS = [
  ['weightKg', 'Weight (kg)'],
  ['lengthCm', 'Length (cm)'],
  ['widthCm', 'Width (cm)'],
  ['heightCm', 'Height (cm)'],
] as const;

/** The parcels: weight, and dimensions when known. */
export function ParcelsSection({ control }: { control: FormControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'parcels' });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Parcels
        </Title>
        {fields.map((parcel, index) => (
          <Group key={parcel.id} align="flex-end" gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} w={24} pb={8} aria-hidden>
              {index + 1}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
              {DIMENSIONS.map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={`parcels.${index}.${name}`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={fields.length > 1 ? `${label}, parcel ${index + 1}` : label}
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
              ))}
            </SimpleGrid>
            {fields.length > 1 && (
              <Button
                variant="subtle"
                color="red"
                mb={2}
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={`Remove parcel ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
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
            Add parcel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
