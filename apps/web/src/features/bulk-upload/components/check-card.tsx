import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { ErrorsTable } from '../../../shared/ui/errors-table';
import { importOrders, readyToImport, rowsWithErrorsCount } from '../lib/plural';
import type { Stage } from '../lib/use-bulk-upload';
import { DownloadErrorsButton } from './download-errors-button';
import { ImportingCard } from './importing-card';

type Props = { stage: Extract<Stage, { kind: 'checked' | 'importing' }>; onImport: () => void };

/** Step 3: what the check found, the rows with errors to download, and the import. */
export function CheckCard({ stage, onImport }: Props) {
  const { t } = useLingui();
  const { check } = stage;
  const serverErrors = stage.kind === 'checked' ? stage.serverErrors : undefined;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>3. Check and import</Trans>
        </Title>
        <Group gap="lg" role="status" aria-label={t`Check result`}>
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={600}>{readyToImport(check)}</Text>
          </Group>
          {check.invalid.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
              <Text fw={600}>{rowsWithErrorsCount(check.invalid.length)}</Text>
            </Group>
          )}
        </Group>
        {check.invalid.length > 0 && (
          <>
            <Text size="sm">
              <Trans>
                Rows with errors are not imported. Download them with the reason in an extra Error column, fix them and
                upload that file.
              </Trans>
            </Text>
            <ErrorsTable invalid={check.invalid} />
          </>
        )}
        {stage.kind === 'checked' && stage.error && (
          <FormAlert title={t`Not imported`}>{translateContractText(stage.error)}</FormAlert>
        )}
        {serverErrors && serverErrors.length > 0 && <ErrorsTable errors={serverErrors} />}
        {(check.invalid.length > 0 || (serverErrors?.length ?? 0) > 0) && (
          <DownloadErrorsButton file={stage.file} check={check} serverErrors={serverErrors} />
        )}
        {stage.kind === 'importing' ? (
          <ImportingCard progress={stage.progress} count={check.orderCount} />
        ) : (
          <Group>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={onImport}
              disabled={check.orderCount === 0}
            >
              {check.orderCount === 0 ? t`Nothing to import` : importOrders(check.orderCount)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
