import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { addDays, SCHEDULE_DAYS_AHEAD } from '@sameday/contract';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import { dubaiToday, formatDay } from '../lib/format';
import type { OrderForm } from '../lib/order-form';
import { FormSection } from './form-section';

/** Orders can be scheduled up to 30 days ahead (the API's limit). */
const MAX_SCHEDULE_DAYS = SCHEDULE_DAYS_AHEAD;

/** The merchant's own reference and an optional later delivery date. */
export function ReferenceSection({ form, earliestDate }: { form: OrderForm; earliestDate?: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const today = dubaiToday();
  const earliest = earliestDate ? formatDay(earliestDate) : undefined;
  return (
    <FormSection title={t`Reference and date`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`Your reference (optional)`}
          description={t`Your own order number, e.g. from your shop. Searchable.`}
          autoComplete="off"
          {...fieldErrorProps(errors.partnerOrderId)}
          {...register('partnerOrderId')}
        />
        <TextInput
          type="date"
          label={t`Delivery date (optional)`}
          description={earliest ? t`Leave empty for the earliest: ${earliest}` : t`Leave empty for the earliest day`}
          min={earliestDate ?? today}
          max={addDays(today, MAX_SCHEDULE_DAYS)}
          {...fieldErrorProps(errors.scheduledDate)}
          {...register('scheduledDate')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
