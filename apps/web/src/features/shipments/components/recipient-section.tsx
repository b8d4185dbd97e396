import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { destinations } from '../lib/countries';
import type { BookingForm, FormControl } from './form-types';

type Props = { control: FormControl; register: UseFormRegister<BookingForm>; errors: FieldErrors<BookingForm> };

/** Who receives the shipment abroad, and where. */
export function RecipientSection({ control, register, errors }: Props) {
  const { t } = useLingui();
  const e = errors.recipient;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Recipient abroad</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`Recipient name`} required error={e?.name?.message} {...register('recipient.name')} />
          <TextInput label={t`Company`} error={e?.company?.message} {...register('recipient.company')} />
          <TextInput
            label={t`Phone with country code`}
            required
            type="tel"
            placeholder="+44 20 7946 0958"
            error={e?.phone?.message}
            {...register('recipient.phone')}
          />
          <TextInput label={t`Email`} type="email" error={e?.email?.message} {...register('recipient.email')} />
          <TextInput label={t`Address line 1`} required error={e?.line1?.message} {...register('recipient.line1')} />
          <TextInput label={t`Address line 2`} error={e?.line2?.message} {...register('recipient.line2')} />
          <TextInput label={t`City`} required error={e?.city?.message} {...register('recipient.city')} />
          <TextInput label={t`State or province`} error={e?.region?.message} {...register('recipient.region')} />
          <TextInput label={t`Postcode`} error={e?.postcode?.message} {...register('recipient.postcode')} />
          <Controller
            control={control}
            name="recipient.countryCode"
            render={({ field, fieldState }) => (
              <Select
                label={t`Country`}
                required
                searchable
                placeholder={t`Choose a country`}
                data={destinations()}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
