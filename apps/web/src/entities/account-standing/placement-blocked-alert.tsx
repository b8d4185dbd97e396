import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { OrderPlacementBlock } from './api/account-standing-query';

/**
 * Said at the top of a screen that places orders, before anything is filled in: the account
 * may not place orders now, and why, in the words operations gave.
 */
export function PlacementBlockedAlert({ block }: { block: OrderPlacementBlock }) {
  const { t } = useLingui();
  if (!block.isBlocked) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconLock size={20} aria-hidden />}
      title={t`Placing orders is blocked on this account`}
      styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {block.reason ? (
        <Text size="sm">
          <Trans>
            Reason given by Sameday: <bdi>{block.reason}</bdi>
          </Trans>
        </Text>
      ) : null}
      <Text size="sm">
        <Trans>Orders can be placed again once Sameday unblocks the account.</Trans>
      </Text>
    </Alert>
  );
}
