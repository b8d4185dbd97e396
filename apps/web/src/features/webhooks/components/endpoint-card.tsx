import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@sameday/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useDeleteEndpoint, useRotateSecret, useSendTestEvent, useUpdateEndpoint } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { SecretReveal } from './secret-reveal';

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.status === 'enabled')
    return endpoint.failingSince ? (
      <Badge color="orange" variant="light">
        Failing
      </Badge>
    ) : (
      <Badge color="teal" variant="light">
        Active
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      {endpoint.disabledReason === 'failing' ? 'Turned off after failures' : 'Turned off'}
    </Badge>
  );
}

function DeleteEndpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteEndpoint(endpoint.id);
  return (
    <>
      <Button size="xs" color="red" variant="default" onClick={() => setOpened(true)}>
        Delete
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete this endpoint?" centered>
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            Events will no longer be sent to {endpoint.url}, and its delivery log is deleted with it.
          </Text>
          {remove.isError && (
            <Alert color="red" variant="light" title="The endpoint was not deleted">
              {serverMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-autofocus
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => showToast({ message: 'Endpoint deleted.', tone: 'success' }),
                })
              }
            >
              Delete endpoint
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One endpoint: its address, state and events, its actions, and its delivery log on demand. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateEndpoint(endpoint.id);
  const rotate = useRotateSecret(endpoint.id);
  const test = useSendTestEvent(endpoint.id);
  const isOn = endpoint.status === 'enabled';
  const fail = (error: unknown) => showToast({ message: serverMessage(error), tone: 'error' });
  const logId = `delivery-log-${endpoint.id}`;
  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <StatusBadge endpoint={endpoint} />
        </Group>
        {endpoint.disabledReason === 'failing' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            This endpoint did not accept any event for three days, so it was turned off. Fix it, turn it back on, then
            send the missed events again from the delivery log.
          </Alert>
        )}
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {WEBHOOK_EVENT_LABELS[type]}
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
                  showToast({ message: 'Test event sent: its answer appears in the delivery log.', tone: 'success' });
                },
                onError: fail,
              })
            }
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ status: isOn ? 'disabled' : 'enabled' }, { onError: fail })}
          >
            {isOn ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.secret), onError: fail })}
          >
            Replace secret
          </Button>
          <DeleteEndpoint endpoint={endpoint} />
        </Group>
        {showLog && (
          <section id={logId} aria-label={`Delivery log of ${endpoint.url}`}>
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
