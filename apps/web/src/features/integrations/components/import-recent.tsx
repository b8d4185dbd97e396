import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import type { IntegrationConnection as Connection, ImportRun } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { useImportProgress, useStartImport } from '../api/import-recent';
import { integrationsKeys } from '../api/query-keys';
import { trackIntegrations } from '../lib/track';

const DAY_CHOICES = ['1', '3', '7', '14', '30'];

/** How far an import has come, in words under its bar. */
function progressText(progress: ImportRun): string {
  const { imported, skipped, failed, processed, total } = progress;
  const counts = t`${imported} imported, ${skipped} skipped, ${failed} failed`;
  if (progress.status === 'failed') {
    // The stored reasons are whole sentences that say what to do next.
    if (progress.error) return t`The import stopped: ${translateContractText(progress.error)}`;
    return t`The import stopped: ${counts}. Try again.`;
  }
  if (progress.status === 'done') return t`Import finished: ${processed} shop orders read, ${counts}.`;
  return total === null
    ? t`${processed} shop orders read so far: ${counts}`
    : t`${processed} of ${total} shop orders read: ${counts}`;
}

/** "Import recent orders": the shop's orders of the last days, with a progress bar while it runs. */
export function ImportRecent({ connection }: { connection: Connection }) {
  const { t } = useLingui();
  const [days, setDays] = useState('7');
  const progress = useImportProgress(connection.id);
  const start = useStartImport(connection.id);
  const queryClient = useQueryClient();
  const current = progress.data;
  const isRunning = current?.status === 'running';

  // An import that just ended changed the sync log and today's counts.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !isRunning) {
      void queryClient.invalidateQueries({ queryKey: integrationsKeys.syncLogs(connection.id) });
      void queryClient.invalidateQueries({ queryKey: integrationsKeys.connections() });
    }
    wasRunning.current = isRunning;
  }, [isRunning, connection.id, queryClient]);

  const percent = current?.total
    ? Math.min(100, Math.round((current.processed / current.total) * 100))
    : isRunning
      ? 5
      : 100;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-recent-title">
      <Stack gap="sm">
        <Title id="import-recent-title" order={2} fz="h4">
          <Trans>Import recent orders</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Brings in the shop orders of the last days that are not here yet. Orders already imported are not imported
            twice.
          </Trans>
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t`Orders of the last`}
            data={DAY_CHOICES.map((value) => ({
              value,
              label: plural(Number(value), { one: '# day', other: '# days' }),
            }))}
            value={days}
            onChange={(value) => value && setDays(value)}
            allowDeselect={false}
            w={140}
            disabled={isRunning || connection.status !== 'connected'}
          />
          <Button
            loading={start.isPending}
            disabled={isRunning || connection.status !== 'connected'}
            onClick={() =>
              start.mutate(Number(days), { onSuccess: () => trackIntegrations('import started', connection.platform) })
            }
          >
            <Trans>Import recent orders</Trans>
          </Button>
        </Group>
        {start.isError && (
          <Text size="sm" c="red.7" role="alert">
            {translateContractText(serverMessage(start.error))}
          </Text>
        )}
        {current && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={isRunning}
              color={current.status === 'failed' ? 'red' : 'teal'}
              aria-label={t`Import progress`}
            />
            <Text size="sm" aria-live="polite">
              {progressText(current)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
