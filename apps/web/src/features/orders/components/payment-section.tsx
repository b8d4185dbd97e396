import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import type { OrderForm } from '../lib/order-form';
import { FormSection } from './form-section';

/** Prepaid, or cash on delivery with the amount the courier collects (sent in integer fils). */
export function PaymentSection({ form }: { form: OrderForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const mode = useWatch({ control, name: 'payment.mode' });

  return (
    <FormSection title={t`Payment`}>
      <Controller
        control={control}
        name="payment.mode"
        render={({ field }) => (
          <Radio.Group
            label={t`How does the recipient pay?`}
            value={field.value}
            onChange={(value) => field.onChange(value as 'prepaid' | 'cod')}
            name={field.name}
          >
            <Group mt="xs" gap="xl">
              <Radio ref={field.ref} value="prepaid" label={t`Prepaid`} description={t`Nothing to collect`} />
              <Radio value="cod" label={t`Cash on delivery`} description={t`The courier collects the amount`} />
            </Group>
          </Radio.Group>
        )}
      />
      {mode === 'cod' && (
        <Stack gap={4} maw={280}>
          <TextInput
            label={t`Amount to collect`}
            inputMode="decimal"
            placeholder="0.00"
            leftSection={
              <Text c="dimmed" fw={500} size="sm">
                AED
              </Text>
            }
            leftSectionWidth={48}
            {...fieldErrorProps(errors.payment?.codAmount)}
            {...register('payment.codAmount')}
          />
        </Stack>
      )}
    </FormSection>
  );
}
