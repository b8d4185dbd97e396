import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Location } from '@sameday/contract';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useDeleteAddress } from '../api/addresses';

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
