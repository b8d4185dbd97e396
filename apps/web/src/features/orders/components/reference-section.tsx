import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { addDays, ORDER_MAX_SIDE_CM, ORDER_MAX_TAGS, SCHEDULE_DAYS_AHEAD } from '@sameday/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { errorText, fieldErrorProps } from '../../../shared/forms/form-errors';
import { dubaiToday, formatDay } from '../lib/format';
import type { OrderForm } from '../lib/order-form';
import { FormSection } from './form-section';

/** The tags' error: the list's own (too many), else the first tag's (too long). */
const tagsError = (error: FieldError | FieldError[] | undefined) =>
  Array.isArray(error) ? errorText(error.find(Boolean)) : errorText(error);

/** Orders can be scheduled up to 30 days ahead (the API's limit). */
const MAX_SCHEDULE_DAYS = SCHEDULE_DAYS_AHEAD;

/** The merchant's own reference, tags and parcel size for the shipping rules, and an optional later delivery date. */
export function ReferenceSection({ form, earliestDate }: { form: OrderForm; earliestDate?: string }) {
  const {
    register,
    control,
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
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t`Tags (optional)`}
              description={t`Words of your own, like fragile or vip: your shipping rules can act on them. Press Enter after each.`}
              maxTags={ORDER_MAX_TAGS}
              clearable
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={tagsError(fieldState.error)}
            />
          )}
        />
        <TextInput
          label={t`Longest side, cm (optional)`}
          description={t`Of the biggest parcel, up to ${ORDER_MAX_SIDE_CM} cm: your shipping rules can act on it.`}
          inputMode="numeric"
          autoComplete="off"
          {...fieldErrorProps(errors.longestSideCm)}
          {...register('longestSideCm')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
