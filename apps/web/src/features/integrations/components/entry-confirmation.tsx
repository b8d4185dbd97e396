import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { INTEGRATION_PLATFORM_LABELS } from '@sameday/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useConfirmPendingShop, usePendingShop } from '../api/pending-shop';
import { trackIntegrations } from '../lib/track';

type Props = { shop: string; token: string; onDone: () => void };

/**
 * A merchant arriving from the shop's app listing (`?shop=&token=`): names the shop and the
 * signed-in account, and connects them only when the merchant says so.
 */
export function EntryConfirmation({ shop, token, onDone }: Props) {
  const { t } = useLingui();
  const pending = usePendingShop(shop, token);
  const confirm = useConfirmPendingShop();

  if (pending.isPending)
    return (
      <Paper withBorder radius="md" p="md" aria-busy="true">
        <Text size="sm">
          <Trans>
            Checking <bdi>{shop}</bdi>…
          </Trans>
        </Text>
      </Paper>
    );
  if (pending.isError)
    return (
      <Alert color="red" variant="light" title={t`${shop} cannot be connected from this link`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateContractText(serverMessage(pending.error))}</Text>
          <Button size="xs" variant="default" onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      </Alert>
    );

  const { platform, accountName } = pending.data;
  const platformLabel = INTEGRATION_PLATFORM_LABELS[platform];
  const pendingShop = pending.data.shopName || pending.data.shop;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="entry-confirmation-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconPlugConnected size={20} aria-hidden />
          <Title id="entry-confirmation-title" order={2} fz="h4">
            <Trans>
              Connect <bdi>{pendingShop}</bdi> to <bdi>{accountName}</bdi>?
            </Trans>
          </Title>
        </Group>
        <Text size="sm">
          <Trans>
            The {platformLabel} shop{' '}
            <b>
              <bdi>{pendingShop}</bdi>
            </b>{' '}
            will send its orders to the Sameday account{' '}
            <b>
              <bdi>{accountName}</bdi>
            </b>
            , and get the tracking number of each back. You can disconnect it at any time.
          </Trans>
        </Text>
        {confirm.isError && (
          <Alert color="red" variant="light" title={t`The shop was not connected`}>
            {translateContractText(serverMessage(confirm.error))}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(
                { shop, token },
                {
                  onSuccess: () => {
                    trackIntegrations('shop connected', platform);
                    showToast({ message: t`${pendingShop} is connected to ${accountName}.`, tone: 'success' });
                    onDone();
                  },
                },
              )
            }
          >
            <Trans>Connect shop</Trans>
          </Button>
          <Button variant="default" onClick={onDone}>
            <Trans>Not now</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
