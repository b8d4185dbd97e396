import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ADDRESS_LABELS,
  type AddressInput,
  AddressInputSchema,
  areasOf,
  EMIRATES,
  type Location,
  MESSAGES,
  PICKUP_ZONES,
  pickupZoneOf,
} from '@sameday/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, FormAlert, fieldErrorProps } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n';
import { showToast } from '../../shared/ui/toast';
import { ADDRESS_FIELD_NAMES, isEmirate, PlaceAutocomplete, useEmirateName } from '../places';
import { useSaveAddress } from './api/addresses';
import type { RegionConfig } from './api/get-region-config';

const FIELDS = [
  'locationName',
  'contactName',
  'phone',
  'addressLine1',
  'addressLine2',
  'apartmentNumber',
  'area',
  'emirate',
  'notes',
] as const;

/**
 * A pickup address is offered on the order forms only with a location name
 * (saved addresses without one are filtered out, platform contract §5), so the
 * pickup form asks for it like the other required fields.
 */
const PickupAddressFormSchema = AddressInputSchema.extend({
  locationName: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(80),
});

type PickupAddressForm = z.input<typeof PickupAddressFormSchema>;

/** Said before saving when couriers do not collect in the chosen emirate (decision 011: pickup zones). */
function OutsideZonesWarning({ emirate }: { emirate: string }) {
  const { t } = useLingui();
  const emirateName = useEmirateName();
  const chosen = emirateName(emirate);
  const [first = '', second = ''] = PICKUP_ZONES.map((zone) => emirateName(zone.name));
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t`Couriers do not collect in ${chosen}`}
      role="status"
    >
      <Trans>
        We collect from pickup addresses in {first} and {second} only. You can save this address, but no courier will
        collect orders from it.
      </Trans>
    </Alert>
  );
}

const toForm = (location: Location | undefined, regionCode: string | undefined): PickupAddressForm => ({
  locationName: location?.locationName ?? '',
  contactName: location?.contactName ?? '',
  phone: location?.phone ?? '+971',
  addressLine1: location?.addressLine1 ?? '',
  addressLine2: location?.addressLine2 ?? '',
  apartmentNumber: location?.apartmentNumber ?? '',
  area: location?.area ?? '',
  emirate: (location?.emirate ?? (regionCode === 'uae.abu_dhabi' ? 'Abu Dhabi' : 'Dubai')) as AddressInput['emirate'],
  notes: location?.notes ?? '',
  kind: 'pickup',
  regionCode: (location?.regionCode ?? regionCode ?? 'uae.dubai') as AddressInput['regionCode'],
});

/** Adds an address, or edits one, with the labels and placeholders of the account's region. */
export function AddressForm({
  location,
  region,
  regionCode,
  onDone,
}: {
  location: Location | undefined;
  region: RegionConfig | undefined;
  regionCode: string | undefined;
  /** Called with the saved address, or with nothing when cancelled. */
  onDone: (saved?: Location) => void;
}) {
  const { t } = useLingui();
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PickupAddressForm, unknown, z.output<typeof PickupAddressFormSchema>>({
    resolver: zodResolver(PickupAddressFormSchema),
    defaultValues: toForm(location, regionCode),
  });
  const emirate = useWatch({ control, name: 'emirate' });
  const labels = region?.locationLabels ?? ADDRESS_LABELS;
  const example = (text: string | undefined) => (text ? translateContractText(text) : undefined);
  // The region's labels are the contract's words: shown in the language of the page (another label as given).
  const label = (field: keyof typeof ADDRESS_FIELD_NAMES, text: string) =>
    text === ADDRESS_LABELS[field] ? t(ADDRESS_FIELD_NAMES[field]) : text;
  const placeholders = region?.locationPlaceholders;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({ id: location?.id, body });
      const savedName = saved.locationName ?? t`Pickup address`;
      showToast({ message: location ? t`Pickup address saved.` : t`${savedName} added.`, tone: 'success' });
      onDone(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={location ? t`Edit pickup address` : t`Add pickup address`}>
      <Stack gap="sm">
        <TextInput
          label={label('locationName', ADDRESS_LABELS.locationName)}
          withAsterisk
          description={t`Needed for the address to be offered as a pickup on the order forms, e.g. Al Quoz Warehouse`}
          {...fieldErrorProps(errors.locationName)}
          {...register('locationName')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Contact name`}
            withAsterisk
            {...fieldErrorProps(errors.contactName)}
            {...register('contactName')}
          />
          <TextInput
            label={t`Contact phone`}
            type="tel"
            dir="ltr"
            withAsterisk
            placeholder="+971501234567"
            {...fieldErrorProps(errors.phone)}
            {...register('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={label('addressLine1', labels.addressLine1)}
          withAsterisk
          placeholder={example(region?.accountAddressPlaceholder ?? placeholders?.addressLine1)}
          {...fieldErrorProps(errors.addressLine1)}
          {...register('addressLine1')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={label('addressLine2', labels.addressLine2)}
            placeholder={example(placeholders?.addressLine2)}
            {...fieldErrorProps(errors.addressLine2)}
            {...register('addressLine2')}
          />
          <TextInput
            label={label('apartmentNumber', labels.apartmentNumber)}
            placeholder={example(placeholders?.apartmentNumber)}
            {...fieldErrorProps(errors.apartmentNumber)}
            {...register('apartmentNumber')}
          />
          <EmirateAndArea control={control} setValue={setValue} emirate={emirate} />
        </SimpleGrid>
        {emirate && !pickupZoneOf(emirate) && <OutsideZonesWarning emirate={emirate} />}
        <Textarea
          label={t`Notes for the courier`}
          autosize
          minRows={2}
          {...fieldErrorProps(errors.notes)}
          {...register('notes')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {location ? <Trans>Save address</Trans> : <Trans>Add address</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The emirate, and the area searched among its places: choosing a place sets its emirate too. */
function EmirateAndArea({
  control,
  setValue,
  emirate,
}: {
  control: Control<PickupAddressForm, unknown, z.output<typeof PickupAddressFormSchema>>;
  setValue: UseFormSetValue<PickupAddressForm>;
  emirate: string | undefined;
}) {
  const { t } = useLingui();
  const emirateName = useEmirateName();
  return (
    <>
      <Controller
        control={control}
        name="emirate"
        render={({ field, fieldState }) => (
          <Select
            label={t`Emirate`}
            withAsterisk
            data={EMIRATES.map((value) => ({ value, label: emirateName(value) }))}
            allowDeselect={false}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            {...fieldErrorProps(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="area"
        render={({ field, fieldState }) => (
          <PlaceAutocomplete
            label={t`Area`}
            withAsterisk
            suggestions={areasOf(emirate ?? '')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onPlace={({ emirate: chosen }) =>
              isEmirate(chosen) && setValue('emirate', chosen, { shouldValidate: true })
            }
            onBlur={field.onBlur}
            {...fieldErrorProps(fieldState.error)}
            limit={8}
          />
        )}
      />
    </>
  );
}
