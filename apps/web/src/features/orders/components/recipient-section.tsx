import { useLingui } from '@lingui/react/macro';
import { Autocomplete, NativeSelect, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { areasOf, EMIRATES, PHONE_PREFIX } from '@sameday/contract';
import { Controller, useWatch } from 'react-hook-form';
import { ADDRESS_FIELD_NAMES, EMIRATE_LABELS } from '../../../entities/places';
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
  const { t } = useLingui();
  const emirate = useWatch({ control, name: 'recipient.emirate' });
  const recipientErrors = errors.recipient;
  const apartment = t(ADDRESS_FIELD_NAMES.apartmentNumber);

  return (
    <FormSection title={t`Recipient`} description={t`Who receives the package, and where.`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t`Name`}
          autoComplete="off"
          {...fieldErrorProps(recipientErrors?.name)}
          {...register('recipient.name')}
        />
        <TextInput
          label={t`Phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="50 123 4567"
          leftSection={
            <Text c="dimmed" fw={500} size="sm" dir="ltr" component="bdi">
              {PHONE_PREFIX}
            </Text>
          }
          leftSectionWidth={52}
          // A UAE number reads left to right in either language: +971 stays in front of the digits.
          inputContainer={(children) => <div dir="ltr">{children}</div>}
          {...fieldErrorProps(recipientErrors?.phone)}
          {...register('recipient.phone')}
        />
        <NativeSelect
          label={t`Emirate`}
          data={[
            { value: '', label: t`Choose an emirate`, disabled: true },
            ...EMIRATES.map((value) => ({ value, label: t(EMIRATE_LABELS[value] ?? { id: value }) })),
          ]}
          {...fieldErrorProps(recipientErrors?.emirate)}
          {...register('recipient.emirate')}
        />
        <Controller
          control={control}
          name="recipient.area"
          render={({ field }) => (
            <Autocomplete
              label={t`Area`}
              placeholder={emirate ? t`Start typing, or choose` : t`Choose the emirate first`}
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
          label={t(ADDRESS_FIELD_NAMES.addressLine1)}
          placeholder={t`e.g. Marina Heights Tower`}
          {...fieldErrorProps(recipientErrors?.addressLine1)}
          {...register('recipient.addressLine1')}
        />
        <TextInput
          label={t`${apartment} (optional)`}
          placeholder={t`e.g. 1204`}
          {...fieldErrorProps(recipientErrors?.apartmentNumber)}
          {...register('recipient.apartmentNumber')}
        />
      </SimpleGrid>
      <TextInput
        label={t(ADDRESS_FIELD_NAMES.addressLine2)}
        description={t`Optional: street, landmark or directions for the courier`}
        placeholder={t`e.g. Al Marsa Street, next to the metro station`}
        {...fieldErrorProps(recipientErrors?.addressLine2)}
        {...register('recipient.addressLine2')}
      />
      <Textarea
        label={t`Delivery notes (optional)`}
        placeholder={t`e.g. Call on arrival; leave with the concierge`}
        autosize
        minRows={2}
        maxRows={5}
        {...fieldErrorProps(recipientErrors?.notes)}
        {...register('recipient.notes')}
      />
      <TextInput
        label={t`Recipient email (optional)`}
        description={t`The tracking link and delivery updates are emailed here too, in Arabic and English.`}
        type="email"
        inputMode="email"
        autoComplete="off"
        dir="ltr"
        placeholder="name@example.com"
        maw={420}
        {...fieldErrorProps(recipientErrors?.email)}
        {...register('recipient.email')}
      />
    </FormSection>
  );
}
