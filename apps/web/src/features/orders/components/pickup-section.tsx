import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, NativeSelect, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Location, WEB_ROUTES } from '@sameday/contract';
import { IconBuildingWarehouse, IconMapPinPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { usePermissions } from '../../../entities/permissions';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import type { OrderForm } from '../lib/order-form';
import { AddPickupDialog } from './add-pickup-dialog';
import { FormSection } from './form-section';

export const pickupLine = (location: Location) =>
  [location.addressLine1, location.area, location.emirate].filter(Boolean).join(', ');

/** The saved pickups with a location name; the account's default one is chosen when the form opens. */
export function PickupSection({ form, pickups }: { form: OrderForm; pickups: Location[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const pickupLocationId = useWatch({ control, name: 'pickupLocationId' });
  const chosen = pickups.find((pickup) => pickup.id === pickupLocationId);
  const canAdd = usePermissions().can('settings:write');
  const [isAdding, setAdding] = useState(false);
  // A new address is chosen once the saved pickups list it (the select needs its option first).
  const [addedId, setAddedId] = useState<string>();
  const { setValue } = form;
  useEffect(() => {
    if (!addedId || !pickups.some((pickup) => pickup.id === addedId)) return;
    setValue('pickupLocationId', addedId, { shouldValidate: true, shouldDirty: true });
    setAddedId(undefined);
  }, [addedId, pickups, setValue]);
  const dialog = (
    <AddPickupDialog opened={isAdding} onClose={() => setAdding(false)} onAdded={(saved) => setAddedId(saved.id)} />
  );
  // Who may not add addresses is sent to the page that lists them (and says who may).
  const addButton = (variant: 'light' | 'subtle') =>
    !canAdd ? (
      variant === 'light' && (
        <Button component={Link} to={WEB_ROUTES.pickupAddresses} variant="light" mt={4}>
          <Trans>Add a pickup address</Trans>
        </Button>
      )
    ) : (
      <Button
        variant={variant}
        size={variant === 'subtle' ? 'compact-sm' : 'sm'}
        leftSection={<IconMapPinPlus size={16} aria-hidden />}
        onClick={() => setAdding(true)}
      >
        <Trans>Add a pickup address</Trans>
      </Button>
    );

  if (pickups.length === 0) {
    return (
      <FormSection title={t`Pickup`} description={t`Where the courier collects the package.`}>
        <Stack align="flex-start" gap="xs">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            <IconMapPinPlus size={22} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>Add a pickup address first</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Couriers collect your orders from a saved pickup address with a location name, such as “Al Quoz
              Warehouse”.
            </Trans>
          </Text>
          {addButton('light')}
          {errors.pickupLocationId && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              <Trans>An order needs a pickup address: add one here, the rest of the form stays as it is.</Trans>
            </Text>
          )}
        </Stack>
        {dialog}
      </FormSection>
    );
  }

  return (
    <FormSection title={t`Pickup`} description={t`Where the courier collects the package.`}>
      <NativeSelect
        label={t`Pickup address`}
        data={[
          { value: '', label: t`Choose a pickup address`, disabled: true },
          ...pickups.map((pickup) => ({ value: pickup.id, label: `${pickup.locationName} — ${pickup.area}` })),
        ]}
        leftSection={<IconBuildingWarehouse size={18} aria-hidden />}
        {...fieldErrorProps(errors.pickupLocationId)}
        {...register('pickupLocationId')}
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="pickup-details">
          <bdi>{chosen.contactName}</bdi> · <bdi dir="ltr">{chosen.phone}</bdi> · <bdi>{pickupLine(chosen)}</bdi>
          {' · '}
          <Anchor component={Link} to={WEB_ROUTES.pickupAddresses} size="sm" underline="always">
            <Trans>Manage pickup addresses</Trans>
          </Anchor>
        </Text>
      )}
      <div>{addButton('subtle')}</div>
      {dialog}
    </FormSection>
  );
}
