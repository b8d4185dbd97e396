import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { OAuthClientWithSecret } from '@sameday/contract';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/** The secret, once: after this dialog closes nobody can read it again, only rotate it. */
export function SecretModal({ client, onClose }: { client: OAuthClientWithSecret | undefined; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!client}
      onClose={onClose}
      title={t`Copy the client secret now`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {client && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Trans>
              This is the only time the secret is shown. Keep it in your system’s secret store; if it is lost, rotate
              it.
            </Trans>
          </Alert>
          <Field label={t`Client ID`} copyLabel={t`Copy client ID`} value={client.id} />
          <Field label={t`Client secret`} copyLabel={t`Copy client secret`} value={client.clientSecret} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block dir="ltr" style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              aria-label={copyLabel}
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
