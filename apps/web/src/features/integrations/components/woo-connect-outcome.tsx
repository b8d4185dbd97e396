import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { serverMessage } from '../../../shared/server-error';
import { useWooOutcome } from '../api/woo-outcome';

type Props = {
  /** What WooCommerce added to the return address: `success` (1 or 0) and our state as `user_id`. */
  success: string;
  userId: string;
  /** Opens the connect dialog again, with the store the exchange was for. */
  onTryAgain: (store: string | null) => void;
  onClose: () => void;
};

/** Back from the store's approval page: connected, or why not, with a way to try again. */
export function WooConnectOutcome({ success, userId, onTryAgain, onClose }: Props) {
  const outcome = useWooOutcome({ success, userId });
  if (outcome.isPending)
    return (
      <Alert color="gray" variant="light" title="Checking the store’s answer…" role="status">
        One moment while we see how the connection ended.
      </Alert>
    );
  if (outcome.isError)
    return (
      <Alert color="red" variant="light" title="Could not check the connection">
        <Text size="sm">{serverMessage(outcome.error)}</Text>
        <Button size="xs" mt="sm" variant="default" onClick={() => void outcome.refetch()}>
          Check again
        </Button>
      </Alert>
    );
  const { outcome: ended, message, store } = outcome.data;
  if (ended === 'connected')
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={`${store ?? 'Your store'} is connected`}
        withCloseButton
        closeButtonLabel="Close"
        onClose={onClose}
      >
        {message}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="The store was not connected"
      withCloseButton
      closeButtonLabel="Close"
      onClose={onClose}
    >
      <Text size="sm">{message}</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={() => onTryAgain(store)}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
