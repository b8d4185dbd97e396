import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { Location } from '@sameday/contract';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccount } from '../../entities/account';
import { usePermissions } from '../../entities/permissions';
import { AddressForm, useRegionConfig } from '../../entities/pickup-address';
import { usePreferences } from '../../entities/preferences';
import { useSavedAddresses } from '../../entities/saved-pickups';
import { translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { AddressCard } from './components/address-card';
import { CollectionZones } from './components/collection-zones';
import { DeleteAddressModal } from './components/delete-address-modal';
import { PickupsSection } from './components/pickups-section';

type Editing = { mode: 'create' } | { mode: 'edit'; location: Location } | undefined;

/** /account/pickup-addresses: where couriers collect; those with a location name are offered on the order forms. */
export default function PickupAddressesPage() {
  const addresses = useSavedAddresses();
  const account = useAccount();
  const region = useRegionConfig(account.data?.user.regionCode);
  const { t } = useLingui();
  const permissions = usePermissions();
  const prefs = usePreferences();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Location>();
  const canEdit = permissions.can('settings:write');
  const defaultId = prefs.preferences?.defaultPickupDetails?.locationId;

  const setDefault = async (location: Location) => {
    try {
      await prefs.update('defaultPickupDetails', { locationId: location.id });
      const name = location.locationName ?? '';
      showToast({ message: t`${name} is now the default pickup.`, tone: 'success' });
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`Could not change the default pickup.`)),
        tone: 'error',
      });
    }
  };
  const clearDefault = async () => {
    try {
      await prefs.removeDefault('pickup');
      showToast({ message: t`The default pickup is cleared.`, tone: 'success' });
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`Could not change the default pickup.`)),
        tone: 'error',
      });
    }
  };

  let body: React.ReactNode;
  if (addresses.isPending || permissions.isPending) body = <LoadingBlock label={t`Loading pickup addresses`} />;
  else if (addresses.error || !addresses.data)
    body = (
      <LoadFailed what={t`the pickup addresses`} error={addresses.error} onRetry={() => void addresses.refetch()} />
    );
  else if (addresses.data.length === 0)
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={2} fz="h4">
            <Trans>No pickup addresses yet</Trans>
          </Title>
          <Text size="sm" c="dimmed" maw={440}>
            <Trans>
              Add the address where our couriers collect your parcels. Give it a location name so it is offered when you
              place orders.
            </Trans>
          </Text>
          {canEdit && (
            <Button
              mt="sm"
              leftSection={<IconMapPinPlus size={16} aria-hidden />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              <Trans>Add pickup address</Trans>
            </Button>
          )}
        </Stack>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm">
        <CollectionZones pickupAddressCount={addresses.data.filter((location) => location.kind === 'pickup').length} />
        <PickupsSection addresses={addresses.data} canEdit={permissions.can('orders:write')} />
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t`Saved addresses`}
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
      title={t`Pickup addresses`}
      description={t`Where our couriers collect your parcels. An address with a location name is offered as a pickup when you place orders; the default one is chosen for you.`}
      actions={
        canEdit && (addresses.data?.length ?? 0) > 0 ? (
          <Button leftSection={<IconMapPinPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
            <Trans>Add pickup address</Trans>
          </Button>
        ) : undefined
      }
    >
      {!permissions.isPending && !canEdit && <ReadOnlyNote />}
      {body}
      <Modal
        opened={Boolean(editing)}
        onClose={() => setEditing(undefined)}
        title={editing?.mode === 'edit' ? t`Edit pickup address` : t`Add pickup address`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
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
