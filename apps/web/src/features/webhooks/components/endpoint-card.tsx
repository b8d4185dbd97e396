import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@sameday/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useDeleteEndpoint, useRotateSecret, useSendTestEvent, useUpdateEndpoint } from '../api/webhooks';
import { EVENT_TEXT } from '../lib/event-labels';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { SecretReveal } from './secret-reveal';

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  if (endpoint.status === 'enabled')
    return endpoint.failingSince ? (
      <Badge color="orange" variant="light">
        <Trans>Failing</Trans>
      </Badge>
    ) : (
      <Badge color="teal" variant="light">
        <Trans>Active</Trans>
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      {endpoint.disabledReason === 'failing' ? t`Turned off after failures` : t`Turned off`}
    </Badge>
  );
}

function DeleteEndpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const remove = useDeleteEndpoint(endpoint.id);
  const url = endpoint.url;
  return (
    <>
      <Button size="xs" color="red" variant="default" onClick={() => setOpened(true)}>
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Delete this endpoint?`} centered>
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            <Trans>
              Events will no longer be sent to <bdi>{url}</bdi>, and its delivery log is deleted with it.
            </Trans>
          </Text>
          {remove.isError && (
            <Alert color="red" variant="light" title={t`The endpoint was not deleted`}>
              {translateContractText(serverMessage(remove.error))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-autofocus
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => showToast({ message: t`Endpoint deleted.`, tone: 'success' }),
                })
              }
            >
              <Trans>Delete endpoint</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One endpoint: its address, state and events, its actions, and its delivery log on demand. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const url = endpoint.url;
  const [showLog, setShowLog] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateEndpoint(endpoint.id);
  const rotate = useRotateSecret(endpoint.id);
  const test = useSendTestEvent(endpoint.id);
  const isOn = endpoint.status === 'enabled';
  const fail = (error: unknown) => showToast({ message: translateContractText(serverMessage(error)), tone: 'error' });
  const logId = `delivery-log-${endpoint.id}`;
  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} dir="ltr" style={{ wordBreak: 'break-all', textAlign: 'start' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed" dir="auto">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <StatusBadge endpoint={endpoint} />
        </Group>
        {endpoint.disabledReason === 'failing' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Trans>
              This endpoint did not accept any event for three days, so it was turned off. Fix it, turn it back on, then
              send the missed events again from the delivery log.
            </Trans>
          </Alert>
        )}
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {i18n._(EVENT_TEXT[type])}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={!isOn}
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => {
                  setShowLog(true);
                  showToast({ message: t`Test event sent: its answer appears in the delivery log.`, tone: 'success' });
                },
                onError: fail,
              })
            }
          >
            <Trans>Send test event</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? t`Hide delivery log` : t`Delivery log`}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ status: isOn ? 'disabled' : 'enabled' }, { onError: fail })}
          >
            {isOn ? t`Turn off` : t`Turn on`}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.secret), onError: fail })}
          >
            <Trans>Replace secret</Trans>
          </Button>
          <DeleteEndpoint endpoint={endpoint} />
        </Group>
        {showLog && (
          <section id={logId} aria-label={t`Delivery log of ${url}`}>
            <DeliveryLog endpointId={endpoint.id} canResend={isOn} />
          </section>
        )}
      </Stack>
      {editing && (
        <EndpointForm
          opened
          endpoint={endpoint}
          onClose={() => setEditing(false)}
          onSave={(input) => update.mutateAsync(input)}
        />
      )}
      <SecretReveal secret={secret} url={endpoint.url} onClose={() => setSecret(null)} />
    </Paper>
  );
}
