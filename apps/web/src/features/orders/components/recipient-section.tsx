import { Autocomplete, NativeSelect, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { ADDRESS_LABELS, areasOf, EMIRATES, PHONE_PREFIX } from '@sameday/contract';
import { Controller, useWatch } from 'react-hook-form';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import type { OrderForm } from '../lib/order-form';
import { FormSection } from './form-section';

/** The recipient: the address lines carry the region's labels (spec: platform contract §2). */
export function RecipientSection({ form }: { form: OrderForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const emirate = useWatch({ control, name: 'recipient.emirate' });
  const recipientErrors = errors.recipient;

  return (
    <FormSection title="Recipient" description="Who receives the package, and where.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Name"
          autoComplete="off"
          {...fieldErrorProps(recipientErrors?.name)}
          {...register('recipient.name')}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="50 123 4567"
          leftSection={
            <Text c="dimmed" fw={500} size="sm">
              {PHONE_PREFIX}
            </Text>
          }
          leftSectionWidth={52}
          {...fieldErrorProps(recipientErrors?.phone)}
          {...register('recipient.phone')}
        />
        <NativeSelect
          label="Emirate"
          data={[{ value: '', label: 'Choose an emirate', disabled: true }, ...EMIRATES]}
          {...fieldErrorProps(recipientErrors?.emirate)}
          {...register('recipient.emirate')}
        />
        <Controller
          control={control}
          name="recipient.area"
          render={({ field }) => (
            <Autocomplete
              label="Area"
              placeholder={emirate ? 'Start typing, or choose' : 'Choose the emirate first'}
              data={[...areasOf(emirate)]}
              limit={8}
              autoComplete="off"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...fieldErrorProps(recipientErrors?.area)}
            />
          )}
        />
        <TextInput
          label={ADDRESS_LABELS.addressLine1}
          placeholder="e.g. Marina Heights Tower"
          {...fieldErrorProps(recipientErrors?.addressLine1)}
          {...register('recipient.addressLine1')}
        />
        <TextInput
          label={`${ADDRESS_LABELS.apartmentNumber} (optional)`}
          placeholder="e.g. 1204"
          {...fieldErrorProps(recipientErrors?.apartmentNumber)}
          {...register('recipient.apartmentNumber')}
        />
      </SimpleGrid>
      <TextInput
        label={ADDRESS_LABELS.addressLine2}
        description="Optional: street, landmark or directions for the courier"
        placeholder="e.g. Al Marsa Street, next to the metro station"
        {...fieldErrorProps(recipientErrors?.addressLine2)}
        {...register('recipient.addressLine2')}
      />
      <Textarea
        label="Delivery notes (optional)"
        placeholder="e.g. Call on arrival; leave with the concierge"
        autosize
        minRows={2}
        maxRows={5}
        {...fieldErrorProps(recipientErrors?.notes)}
        {...register('recipient.notes')}
      />
    </FormSection>
  );
}
