import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { IntegrationPlatform } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
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
  const { t, i18n } = useLingui();
  const text = PLATFORM_TEXT[platform];
  const label = text.label;
  const [typed, setTyped] = useState(shop ?? '');
  const [error, setError] = useState<string>();
  const connect = useConnectShop(platform);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.namesTheStore) {
      trackIntegrations('connect started', platform);
      connect.mutate('');
      return;
    }
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
    <Modal opened={opened} onClose={onClose} title={t`Connect ${label}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              You will approve the connection in {label}, then come back here. Its new orders then arrive in Pending.
            </Trans>
          </Text>
          {text.namesTheStore ? (
            <Text size="sm" c="dimmed">
              {i18n._(text.shopHint)}
            </Text>
          ) : (
            <TextInput
              label={i18n._(text.shopLabel)}
              description={i18n._(text.shopHint)}
              dir="ltr"
              placeholder={text.shopPlaceholder}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              autoComplete="url"
              data-autofocus
            />
          )}
          {connect.isError && (
            <Alert color="red" variant="light" title={t`Could not start the connection`}>
              {translateContractText(serverMessage(connect.error))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={connect.isPending || connect.isSuccess}>
              <Trans>Continue to {label}</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
