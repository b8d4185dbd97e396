import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { IntegrationPlatform } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../shared/server-error';
import { useConnectShop } from '../api/connect-shop';
import { checkShopAddress, PLATFORM_TEXT } from '../lib/platforms';
import { trackIntegrations } from '../lib/track';

type Props = {
  platform: IntegrationPlatform;
  opened: boolean;
  onClose: () => void;
  /** The shop to connect again (a connection that needs reconnecting). */
  shop?: string;
};

/** Asks for the shop's address, then leaves for the shop, where the merchant approves the connection. */
export function ConnectDialog({ platform, opened, onClose, shop }: Props) {
  const text = PLATFORM_TEXT[platform];
  const [typed, setTyped] = useState(shop ?? '');
  const [error, setError] = useState<string>();
  const connect = useConnectShop(platform);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShopAddress(platform, typed);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    trackIntegrations('connect started', platform);
    connect.mutate(checked.shop);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Connect ${text.label}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            You will approve the connection in {text.label}, then come back here. Its new orders then arrive in Pending.
          </Text>
          <TextInput
            label={text.shopLabel}
            description={text.shopHint}
            placeholder={text.shopPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            autoComplete="url"
            data-autofocus
          />
          {connect.isError && (
            <Alert color="red" variant="light" title="Could not start the connection">
              {serverMessage(connect.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={connect.isPending || connect.isSuccess}>
              Continue to {text.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
