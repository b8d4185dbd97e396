import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OAuthClient, OAuthClientWithSecret } from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRevokeClient, useRotateSecret } from '../api/clients';

const CLOSE_BUTTON = { 'aria-label': 'Close' };

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
  const title = !action
    ? ''
    : action.kind === 'rotate'
      ? `Rotate the secret of ${action.client.name}?`
      : `Revoke ${action.client.name}?`;
  return (
    <Modal opened={!!action} onClose={onClose} title={title} centered closeButtonProps={CLOSE_BUTTON}>
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
  const rotate = useRotateSecret();
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
        The current secret (ending in {client.secretHint}) stops working at once. Tokens already issued keep working
        until they expire.
      </Text>
      {rotate.isError && (
        <FormAlert>{serverMessage(rotate.error, 'Could not rotate the secret. Please try again.')}</FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          Cancel
        </Button>
        <Button onClick={confirm} loading={rotate.isPending}>
          Rotate secret
        </Button>
      </Group>
    </Stack>
  );
}

function RevokeConfirm({ client, onDone }: { client: OAuthClient; onDone: () => void }) {
  const revoke = useRevokeClient();
  const confirm = () =>
    revoke.mutate(client, {
      onSuccess: () => {
        showToast({ message: `${client.name} was revoked.`, tone: 'success' });
        onDone();
      },
    });
  return (
    <Stack gap="md">
      <Text size="sm">
        {client.name} loses access at once: its secret, its tokens and every access people granted it stop working. This
        cannot be undone.
      </Text>
      {revoke.isError && (
        <FormAlert>{serverMessage(revoke.error, 'Could not revoke the client. Please try again.')}</FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={revoke.isPending}>
          Revoke client
        </Button>
      </Group>
    </Stack>
  );
}
