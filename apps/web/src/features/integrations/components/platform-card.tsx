import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { IntegrationPlatform } from '@sameday/contract';
import { IconBuildingStore, IconExternalLink, IconPlugOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { translateContractText } from '../../../shared/i18n';
import { runtimeConfig } from '../../../shared/runtime-config';
import { usePlatformSetup } from '../api/platform-setups';
import { PLATFORM_TEXT } from '../lib/platforms';
import { ConnectDialog } from './connect-dialog';

/** A shop platform: what connecting it does, Connect, its settings and its connector's page. */
export function PlatformCard({ platform, connected }: { platform: IntegrationPlatform; connected: number }) {
  const { t, i18n } = useLingui();
  const text = PLATFORM_TEXT[platform];
  const label = text.label;
  const [connecting, setConnecting] = useState(false);
  const connectorUrl = text.connectorLink && runtimeConfig().links[text.connectorLink];
  const setup = usePlatformSetup(platform);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={text.label}>
      <Stack gap="xs" align="flex-start" h="100%">
        <Group gap="xs">
          <IconBuildingStore size={18} aria-hidden />
          <Text fw={600}>{text.label}</Text>
          {connected > 0 && (
            <Text size="sm" c="dimmed">
              <Trans>· {connected} connected</Trans>
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {i18n._(text.blurb)}
        </Text>
        {connectorUrl && text.connectorText && (
          <Anchor href={connectorUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              {i18n._(text.connectorText)}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
        {!setup.isSetUp && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconPlugOff aria-hidden />}
            title={<Trans>Not set up on this server</Trans>}
          >
            {translateContractText(setup.message ?? '')}
          </Alert>
        )}
        <Group gap="sm" mt="auto" pt="xs">
          {setup.isSetUp && (
            <Button
              size="xs"
              onClick={() => setConnecting(true)}
              disabled={setup.isPending}
              aria-label={t`Connect ${label}`}
            >
              <Trans>Connect</Trans>
            </Button>
          )}
          <Button component={Link} to={text.path} size="xs" variant="default">
            <Trans>{label} settings</Trans>
          </Button>
        </Group>
      </Stack>
      {connecting && <ConnectDialog platform={platform} opened onClose={() => setConnecting(false)} />}
    </Paper>
  );
}
