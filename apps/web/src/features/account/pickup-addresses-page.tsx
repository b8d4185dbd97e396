import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADDRESS_LABELS,
  type AddressInput,
  AddressInputSchema,
  EMIRATES,
  type Location,
  pickupZoneOf,
} from '@sameday/contract';
import { IconMapPinPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { commonAreasOf } from '../../shared/common-areas';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import {
  type RegionConfig,
  useAccountPermissions,
  useAddresses,
  useDeleteAddress,
  useRegionConfig,
  useSaveAddress,
} from './api/account-settings';
import { useAccount } from './api/get-account';
import { CollectionZones } from './components/collection-zones';
import { usePreferences } from './hooks/use-preferences';

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

type Editing = { mode: 'create' } | { mode: 'edit'; location: Location } | undefined;

/** /account/pickup-addresses: where couriers collect; those with a location name are offered on the order forms. */
export default function PickupAddressesPage() {
  const addresses = useAddresses();
  const account = useAccount();
  const region = useRegionConfig(account.data?.user.regionCode);
  const permissions = useAccountPermissions();
  const prefs = usePreferences();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Location>();
  const canEdit = permissions.can('settings:write');
  const defaultId = prefs.preferences?.defaultPickupDetails?.locationId;

  const setDefault = async (location: Location) => {
    try {
      await prefs.update('defaultPickupDetails', { locationId: location.id });
      showToast({ message: `${location.locationName} is now the default pickup.`, tone: 'success' });
    } catch (error) {
      showToast({ message: serverMessage(error, 'Could not change the default pickup.'), tone: 'error' });
    }
  };
  const clearDefault = async () => {
    try {
      await prefs.removeDefault('pickup');
      showToast({ message: 'The default pickup is cleared.', tone: 'success' });
    } catch (error) {
      showToast({ message: serverMessage(error, 'Could not change the default pickup.'), tone: 'error' });
    }
  };

  let body: React.ReactNode;
  if (addresses.isPending || permissions.isPending) body = <LoadingBlock label="Loading pickup addresses" />;
  else if (addresses.error || !addresses.data)
    body = <LoadFailed what="the pickup addresses" error={addresses.error} onRetry={() => void addresses.refetch()} />;
  else if (addresses.data.length === 0)
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={2} fz="h4">
            No pickup addresses yet
          </Title>
          <Text size="sm" c="dimmed" maw={440}>
            Add the address where our couriers collect your parcels. Give it a location name so it is offered when you
            place orders.
          </Text>
          {canEdit && (
            <Button
              mt="sm"
              leftSection={<IconMapPinPlus size={16} aria-hidden />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              Add pickup address
            </Button>
          )}
        </Stack>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm">
        <CollectionZones pickupAddressCount={addresses.data.filter((location) => location.kind === 'pickup').length} />
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Saved addresses"
        >
          {addresses.data.map((location) => (
            <AddressCard
              key={location.id}
              location={location}
              isDefault={location.id === defaultId}
              canEdit={canEdit}
              isChanging={prefs.changePhase === 'started'}
              onEdit={() => setEditing({ mode: 'edit', location })}
              onDelete={() => setDeleting(location)}
              onSetDefault={() => void setDefault(location)}
              onClearDefault={() => void clearDefault()}
            />
          ))}
        </Stack>
      </Stack>
    );

  return (
    <AccountPage
      title="Pickup addresses"
      description="Where our couriers collect your parcels. An address with a location name is offered as a pickup when you place orders; the default one is chosen for you."
      actions={
        canEdit && (addresses.data?.length ?? 0) > 0 ? (
          <Button leftSection={<IconMapPinPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
            Add pickup address
          </Button>
        ) : undefined
      }
    >
      {!permissions.isPending && !canEdit && <ReadOnlyNote />}
      {body}
      <Modal
        opened={Boolean(editing)}
        onClose={() => setEditing(undefined)}
        title={editing?.mode === 'edit' ? 'Edit pickup address' : 'Add pickup address'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <AddressForm
            location={editing.mode === 'edit' ? editing.location : undefined}
            region={region.data}
            regionCode={account.data?.user.regionCode}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Modal>
      <DeleteAddressModal
        location={deleting}
        isDefault={deleting?.id === defaultId}
        onClose={() => setDeleting(undefined)}
      />
    </AccountPage>
  );
}

function AddressCard({
  location,
  isDefault,
  canEdit,
  isChanging,
  onEdit,
  onDelete,
  onSetDefault,
  onClearDefault,
}: {
  location: Location;
  isDefault: boolean;
  canEdit: boolean;
  isChanging: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  onClearDefault: () => void;
}) {
  const name = location.locationName ?? 'No location name';
  const headingId = `address-${location.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Text id={headingId} fw={600} c={location.locationName ? undefined : 'dimmed'}>
              {name}
            </Text>
            {isDefault && (
              <Badge color="teal" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                Default pickup
              </Badge>
            )}
            {!location.locationName && (
              <Badge color="gray" variant="light">
                Not offered on orders
              </Badge>
            )}
            {location.kind === 'pickup' && !pickupZoneOf(location.emirate) && (
              <Badge color="yellow" variant="light">
                Outside collection zones
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {[location.apartmentNumber && `Apt ${location.apartmentNumber}`, location.addressLine1, location.addressLine2]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {location.area}, {location.emirate} · {location.contactName} · {location.phone}
        </Text>
        {canEdit && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
              Edit
            </Button>
            {isDefault ? (
              <Button
                size="xs"
                variant="default"
                onClick={onClearDefault}
                disabled={isChanging}
                aria-label={`Clear default: ${name}`}
              >
                Clear default
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                onClick={onSetDefault}
                disabled={isChanging || !location.locationName}
                aria-label={`Set as default: ${name}`}
                title={location.locationName ? undefined : 'Give it a location name first'}
              >
                Set as default
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
              onClick={onDelete}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

const toForm = (location: Location | undefined, regionCode: string | undefined): AddressInput => ({
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

function AddressForm({
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
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, z.output<typeof AddressInputSchema>>({
    resolver: zodResolver(AddressInputSchema),
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
        message: location ? 'Pickup address saved.' : `${saved.locationName ?? 'The address'} added.`,
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
              <Autocomplete
                label="Area"
                withAsterisk
                data={[...commonAreasOf(emirate ?? '')]}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                limit={8}
              />
            )}
          />
        </SimpleGrid>
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

function DeleteAddressModal({
  location,
  isDefault,
  onClose,
}: {
  location: Location | undefined;
  isDefault: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAddress();
  const name = location?.locationName ?? 'this address';
  return (
    <Modal
      opened={Boolean(location)}
      onClose={onClose}
      title="Delete pickup address"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Delete {name}? Orders already placed keep their pickup.
          {isDefault && ' It is your default pickup: the account will have no default until you choose another.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={async () => {
              if (!location) return;
              try {
                await remove.mutateAsync(location.id);
                showToast({ message: `${location.locationName ?? 'The address'} deleted.`, tone: 'success' });
                onClose();
              } catch (error) {
                showToast({ message: serverMessage(error, 'Could not delete the address.'), tone: 'error' });
              }
            }}
          >
            Delete address
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
