import { zodResolver } from '@hookform/resolvers/zod';
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PlaceAutocomplete } from '../../../entities/places';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useSaveAddress } from '../api/addresses';
import type { RegionConfig } from '../api/get-region-config';

const isEmirate = (name: string): name is AddressInput['emirate'] => (EMIRATES as readonly string[]).includes(name);

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

const zoneNames = PICKUP_ZONES.map((zone) => zone.name).join(' and ');

/** Said before saving when couriers do not collect in the chosen emirate (decision 011: pickup zones). */
function OutsideZonesWarning({ emirate }: { emirate: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`Couriers do not collect in ${emirate}`}
      role="status"
    >
      We collect from pickup addresses in {zoneNames} only. You can save this address, but no courier will collect
      orders from it.
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
  onDone: () => void;
}) {
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
  const placeholders = region?.locationPlaceholders;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({ id: location?.id, body });
      showToast({
        message: location ? 'Pickup address saved.' : `${saved.locationName ?? 'Pickup address'} added.`,
        tone: 'success',
      });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={location ? 'Edit pickup address' : 'Add pickup address'}>
      <Stack gap="sm">
        <TextInput
          label={ADDRESS_LABELS.locationName}
          withAsterisk
          description="Needed for the address to be offered as a pickup on the order forms, e.g. Al Quoz Warehouse"
          error={errors.locationName?.message}
          {...register('locationName')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Contact name"
            withAsterisk
            error={errors.contactName?.message}
            {...register('contactName')}
          />
          <TextInput
            label="Contact phone"
            type="tel"
            withAsterisk
            placeholder="+971501234567"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={labels.addressLine1}
          withAsterisk
          placeholder={region?.accountAddressPlaceholder ?? placeholders?.addressLine1}
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={labels.addressLine2}
            placeholder={placeholders?.addressLine2}
            error={errors.addressLine2?.message}
            {...register('addressLine2')}
          />
          <TextInput
            label={labels.apartmentNumber}
            placeholder={placeholders?.apartmentNumber}
            error={errors.apartmentNumber?.message}
            {...register('apartmentNumber')}
          />
          <Controller
            control={control}
            name="emirate"
            render={({ field, fieldState }) => (
              <Select
                label="Emirate"
                withAsterisk
                data={[...EMIRATES]}
                allowDeselect={false}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="area"
            render={({ field, fieldState }) => (
              <PlaceAutocomplete
                label="Area"
                withAsterisk
                suggestions={areasOf(emirate ?? '')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onPlace={({ emirate: chosen }) =>
                  isEmirate(chosen) && setValue('emirate', chosen, { shouldValidate: true })
                }
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                limit={8}
              />
            )}
          />
        </SimpleGrid>
        {emirate && !pickupZoneOf(emirate) && <OutsideZonesWarning emirate={emirate} />}
        <Textarea
          label="Notes for the courier"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...register('notes')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {location ? 'Save address' : 'Add address'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
