import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { ImportProgress } from '../api/import-file';
import { placingOrders } from '../lib/plural';

/** The file on its way: the upload's progress, then the orders being placed. */
export function ImportingCard({ progress, count }: { progress: ImportProgress; count: number }) {
  const { t } = useLingui();
  const uploading = progress.phase === 'uploading';
  const percent = progress.phase === 'uploading' ? Math.round(progress.percent) : 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Text fw={600}>{uploading ? t`Uploading the file… ${percent}%` : placingOrders(count)}</Text>
        <Progress
          aria-label={uploading ? t`Upload progress` : t`Placing the orders`}
          value={uploading ? progress.percent : 100}
          striped={!uploading}
          animated={!uploading}
          size="lg"
          radius="xl"
        />
        <Text size="sm" c="dimmed">
          <Trans>
            All orders of the file are placed together, or none if something fails. You can stay on this page.
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
