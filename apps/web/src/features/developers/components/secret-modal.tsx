import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { OAuthClientWithSecret } from '@sameday/contract';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

const CLOSE_BUTTON = { 'aria-label': 'Close' };

/** The secret, once: after this dialog closes nobody can read it again, only rotate it. */
export function SecretModal({ client, onClose }: { client: OAuthClientWithSecret | undefined; onClose: () => void }) {
  return (
    <Modal
      opened={!!client}
      onClose={onClose}
      title="Copy the client secret now"
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      {client && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            This is the only time the secret is shown. Keep it in your system’s secret store; if it is lost, rotate it.
          </Alert>
          <Field label="Client ID" value={client.id} />
          <Field label="Client secret" value={client.clientSecret} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
