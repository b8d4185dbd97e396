import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { IntegrationConnection as Connection } from '@sameday/contract';
import { useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useDisconnect } from '../api/disconnect';
import { PLATFORM_TEXT, shopNameOf } from '../lib/platforms';
import { trackIntegrations } from '../lib/track';

/** Disconnect, after a confirmation that says what goes and what stays. */
export function DisconnectButton({ connection }: { connection: Connection }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const shop = shopNameOf(connection);
  const disconnect = useDisconnect(connection.id);
  const platform = PLATFORM_TEXT[connection.platform].label;
  return (
    <>
      <Button color="red" variant="default" size="xs" onClick={() => setOpened(true)}>
        <Trans>Disconnect</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Disconnect ${shop}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              New orders from this {platform} shop will stop arriving, and tracking will no longer be sent back to it.
              The orders already imported stay here. You can connect the shop again at any time.
            </Trans>
          </Text>
          {disconnect.isError && (
            <Alert color="red" variant="light" title={t`The shop was not disconnected`}>
              {translateContractText(serverMessage(disconnect.error))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Keep connected</Trans>
            </Button>
            <Button
              color="red"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    trackIntegrations('disconnected', connection.platform);
                    showToast({ message: t`${shop} is disconnected.`, tone: 'success' });
                    setOpened(false);
                  },
                })
              }
              data-autofocus
            >
              <Trans>Disconnect shop</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
