import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../../shared/i18n';
import { LoadFailed } from '../../../shared/ui/page';

/** The placeholder rows never move, so each is named once, by its place. */
const SKELETON_ROWS = Array.from({ length: 8 }, (_, row) => `skeleton-${row}`);

type Props = {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** How many orders are loaded, and how many the tab holds (unknown until counted). */
  loaded: number;
  total: number | undefined;
  /** A search's matches are not counted, so no "of" is shown then. */
  isSearch: boolean;
  empty: ReactNode;
  table: ReactNode;
};

/** The list of a tab: loading, its failure, empty, or the table with how much of it is loaded. */
export function OrdersResults({ isPending, error, onRetry, loaded, total, isSearch, empty, table }: Props) {
  const { t } = useLingui();
  let content: ReactNode;
  if (isPending) {
    content = (
      <Stack gap={6} role="status" aria-label={t`Loading orders`}>
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} h={48} radius="md" />
        ))}
      </Stack>
    );
  } else if (error) {
    content = (
      <LoadFailed
        what={t`the orders`}
        title={t`The orders could not be loaded`}
        error={error}
        message={error.message}
        onRetry={onRetry}
      />
    );
  } else {
    content = loaded === 0 ? empty : table;
  }
  return (
    <Stack gap="xs">
      {loaded > 0 && total !== undefined && !isSearch && (
        <Text size="xs" c="dimmed" ta="end" aria-live="polite">
          <Trans>
            Showing {formatCount(loaded)} of {formatCount(total)}
          </Trans>
        </Text>
      )}
      {content}
    </Stack>
  );
}
