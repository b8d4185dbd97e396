import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/** The signing secret, shown once after adding an endpoint or replacing its secret. */
export function SecretReveal({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t`Your signing secret`} centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconKey aria-hidden />}>
          <Trans>
            Copy it now: it is shown only this once. Your server uses it to check that each webhook to <bdi>{url}</bdi>{' '}
            comes from Sameday.
          </Trans>
        </Alert>
        <Code block dir="ltr" aria-label={t`Signing secret`} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t`Copied` : t`Copy secret`}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            <Trans>I have saved it</Trans>
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>Lost it? Replace the secret from the endpoint: the old one stops working at once.</Trans>
        </Text>
      </Stack>
    </Modal>
  );
}
