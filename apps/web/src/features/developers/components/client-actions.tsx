import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OAuthClient, OAuthClientWithSecret } from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRevokeClient, useRotateSecret } from '../api/clients';

export type PendingAction = { kind: 'rotate' | 'revoke'; client: OAuthClient };

/** Rotating a secret and revoking a client are confirmed first: both stop a running system. */
export function ClientActionModal({
  action,
  onClose,
  onRotated,
}: {
  action: PendingAction | undefined;
  onClose: () => void;
  onRotated: (client: OAuthClientWithSecret) => void;
}) {
  const { t } = useLingui();
  const name = action?.client.name ?? '';
  const title = !action ? '' : action.kind === 'rotate' ? t`Rotate the secret of ${name}?` : t`Revoke ${name}?`;
  return (
    <Modal opened={!!action} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {action?.kind === 'rotate' && (
        <RotateConfirm key={action.client.id} client={action.client} onDone={onClose} onRotated={onRotated} />
      )}
      {action?.kind === 'revoke' && <RevokeConfirm key={action.client.id} client={action.client} onDone={onClose} />}
    </Modal>
  );
}

function RotateConfirm({
  client,
  onDone,
  onRotated,
}: {
  client: OAuthClient;
  onDone: () => void;
  onRotated: (client: OAuthClientWithSecret) => void;
}) {
  const { t } = useLingui();
  const rotate = useRotateSecret();
  const hint = client.secretHint;
  const confirm = () =>
    rotate.mutate(client, {
      onSuccess: (rotated) => {
        onDone();
        onRotated(rotated);
      },
    });
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          The current secret (ending in {hint}) stops working at once, and so do the access tokens issued to this
          client. People who allowed it access need not allow it again.
        </Trans>
      </Text>
      {rotate.isError && (
        <FormAlert>
          {translateContractText(serverMessage(rotate.error, t`Could not rotate the secret. Please try again.`))}
        </FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={confirm} loading={rotate.isPending}>
          <Trans>Rotate secret</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function RevokeConfirm({ client, onDone }: { client: OAuthClient; onDone: () => void }) {
  const { t } = useLingui();
  const revoke = useRevokeClient();
  const name = client.name;
  const confirm = () =>
    revoke.mutate(client, {
      onSuccess: () => {
        showToast({ message: t`${name} was revoked.`, tone: 'success' });
        onDone();
      },
    });
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          <bdi>{name}</bdi> loses access at once: its secret, its tokens and every access people granted it stop
          working. This cannot be undone.
        </Trans>
      </Text>
      {revoke.isError && (
        <FormAlert>
          {translateContractText(serverMessage(revoke.error, t`Could not revoke the client. Please try again.`))}
        </FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={confirm} loading={revoke.isPending}>
          <Trans>Revoke client</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
