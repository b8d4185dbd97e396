import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorsTable } from '../../../shared/ui/errors-table';
import { alreadyPlaced, ordersCreated, rowsLeftOut } from '../lib/plural';
import type { Stage } from '../lib/use-bulk-upload';
import { DownloadErrorsButton } from './download-errors-button';

const PENDING_ORDERS = '/?tab=pending';

type Props = { stage: Extract<Stage, { kind: 'done' }>; onAgain: () => void };

/**
 * The import is done: what was placed, what was already placed before, and what was left
 * out, with the rows to fix still to download (those the server refused included).
 */
export function DoneCard({ stage, onAgain }: Props) {
  const { t } = useLingui();
  const { result } = stage;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Stack gap="sm" role="status">
          <Group gap="xs">
            <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={2} fz="h3">
              {ordersCreated(result.createdCount)}
            </Title>
          </Group>
          <Text>
            {result.createdCount > 0
              ? t`They are in the Pending tab of your orders. Mark them Ready for Collection when the parcels are prepared.`
              : t`Nothing new was placed.`}
          </Text>
          {result.duplicateCount > 0 && (
            <Text size="sm" c="dimmed">
              {alreadyPlaced(result.duplicateCount)}
            </Text>
          )}
          {result.invalidCount > 0 && (
            <Text size="sm" c="dimmed">
              {rowsLeftOut(result.invalidCount)}
            </Text>
          )}
        </Stack>
        {result.invalidCount > 0 && (
          <>
            {result.errors.length > 0 && <ErrorsTable errors={result.errors} />}
            <DownloadErrorsButton file={stage.file} check={stage.check} serverErrors={result.errors} />
          </>
        )}
        <Group gap="sm">
          <Button component={Link} to={PENDING_ORDERS}>
            <Trans>See them in Pending</Trans>
          </Button>
          <Button variant="default" onClick={onAgain}>
            <Trans>Upload another file</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
