import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Location } from '@sameday/contract';
import { useDeleteAddress } from '../../../entities/pickup-address';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';

/** Asks before deleting an address, and says so when it is the default pickup. */
export function DeleteAddressModal({
  location,
  isDefault,
  onClose,
}: {
  location: Location | undefined;
  isDefault: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAddress();
  const { t } = useLingui();
  const name = location?.locationName ?? t`this address`;
  return (
    <Modal
      opened={Boolean(location)}
      onClose={onClose}
      title={t`Delete pickup address`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t`Delete ${name}? Orders already placed keep their pickup.`}
          {isDefault && ` ${t`It is your default pickup: the account will have no default until you choose another.`}`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans context="address">Keep it</Trans>
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={async () => {
              if (!location) return;
              try {
                await remove.mutateAsync(location.id);
                const deleted = location.locationName ?? t`The address`;
                showToast({ message: t`${deleted} deleted.`, tone: 'success' });
                onClose();
              } catch (error) {
                showToast({
                  message: translateContractText(serverMessage(error, t`Could not delete the address.`)),
                  tone: 'error',
                });
              }
            }}
          >
            <Trans>Delete address</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
