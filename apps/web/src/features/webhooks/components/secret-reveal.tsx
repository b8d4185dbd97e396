import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/** The signing secret, shown once after adding an endpoint or replacing its secret. */
export function SecretReveal({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Your signing secret" centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconKey aria-hidden />}>
          Copy it now: it is shown only this once. Your server uses it to check that each webhook to {url} comes from
          Sameday.
        </Alert>
        <Code block aria-label="Signing secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            I have saved it
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Lost it? Replace the secret from the endpoint: the old one stops working at once.
        </Text>
      </Stack>
    </Modal>
  );
}
