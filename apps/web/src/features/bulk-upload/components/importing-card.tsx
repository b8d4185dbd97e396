import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { ImportProgress } from '../api/import-file';
import { plural } from '../lib/plural';

/** The file on its way: the upload's progress, then the orders being placed. */
export function ImportingCard({ progress, count }: { progress: ImportProgress; count: number }) {
  const uploading = progress.phase === 'uploading';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Text fw={600}>
          {uploading
            ? `Uploading the file… ${Math.round(progress.percent)}%`
            : `Placing ${plural(count, 'order', 'orders')}… this can take a few seconds.`}
        </Text>
        <Progress
          aria-label={uploading ? 'Upload progress' : 'Placing the orders'}
          value={uploading ? progress.percent : 100}
          striped={!uploading}
          animated={!uploading}
          size="lg"
          radius="xl"
        />
        <Text size="sm" c="dimmed">
          All orders of the file are placed together, or none if something fails. You can stay on this page.
        </Text>
      </Stack>
    </Paper>
  );
}
