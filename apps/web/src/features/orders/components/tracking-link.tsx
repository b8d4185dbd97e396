import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useTrackingLink } from '../api/get-tracking-link';
import type { OrderActions } from '../lib/use-order-actions';

/**
 * The order's tracking page, as the recipient opens it: its address to read or open, Copy link
 * (to paste into a chat) and, on a phone with a share sheet, Share.
 */
export function TrackingLinkSection({ orderId, actions }: { orderId: string; actions: OrderActions }) {
  const { t } = useLingui();
  const link = useTrackingLink(orderId);
  return (
    <Stack gap={6} component="section" aria-labelledby={`tracking-link-${orderId}`}>
      <Title order={3} fz="sm" fw={700} id={`tracking-link-${orderId}`}>
        <Trans>Tracking link</Trans>
      </Title>
      {link.data ? (
        <Anchor
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          dir="ltr"
          style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
        >
          {link.data.url}
        </Anchor>
      ) : link.isError ? (
        <Text size="sm" c="dimmed">
          <Trans>The tracking link could not be loaded.</Trans>
        </Text>
      ) : (
        <Skeleton h={20} w="80%" aria-label={t`Loading the tracking link`} role="status" />
      )}
      <Text size="xs" c="dimmed">
        <Trans>Send it to the recipient: they follow the delivery and can leave instructions.</Trans>
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => void actions.copyTrackingLink(orderId)}
        >
          <Trans>Copy link</Trans>
        </Button>
        {actions.canShareLinks && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} aria-hidden />}
            onClick={() => void actions.shareTrackingLink(orderId)}
          >
            <Trans>Share</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
