import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { useWooOutcome } from '../api/woo-outcome';

type Props = {
  /** What WooCommerce added to the return address: `success` (1 or 0) and our state as `user_id`. */
  success: string;
  userId: string;
  /** Opens the connect dialog again, with the store the exchange was for (none when WooCommerce is not set up here). */
  onTryAgain?: (store: string | null) => void;
  onClose: () => void;
};

/** Back from the store's approval page: connected, or why not, with a way to try again. */
export function WooConnectOutcome({ success, userId, onTryAgain, onClose }: Props) {
  const { t } = useLingui();
  const outcome = useWooOutcome({ success, userId });
  if (outcome.isPending)
    return (
      <Alert color="gray" variant="light" title={t`Checking the store’s answer…`} role="status">
        <Trans>One moment while we see how the connection ended.</Trans>
      </Alert>
    );
  if (outcome.isError)
    return (
      <Alert color="red" variant="light" title={t`Could not check the connection`}>
        <Text size="sm">{serverMessage(outcome.error)}</Text>
        <Button size="xs" mt="sm" variant="default" onClick={() => void outcome.refetch()}>
          <Trans>Check again</Trans>
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
        title={store ? t`${store} is connected` : t`Your store is connected`}
        withCloseButton
        closeButtonLabel={t`Close`}
        onClose={onClose}
      >
        {translateContractText(message)}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t`The store was not connected`}
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={onClose}
    >
      <Text size="sm">{translateContractText(message)}</Text>
      {onTryAgain && (
        <Group gap="sm" mt="sm">
          <Button size="xs" onClick={() => onTryAgain(store)}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
    </Alert>
  );
}
