import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { PRODUCT_CSV_COLUMNS, type ProductImportResult } from '@sameday/contract';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadProgress } from '../../../shared/api';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { ErrorsTable } from '../../../shared/ui/errors-table';
import { exportProducts, useImportProducts } from '../api/fulfilment-api';

/** The products list's file actions: export as CSV, and import a .csv or .xlsx with its rows' errors. */
export function ProductFileActions() {
  const { t } = useLingui();
  const [isImporting, setImporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string>();
  const [isExporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    setExportProblem(undefined);
    try {
      await exportProducts();
    } catch (error) {
      setExportProblem(translateContractText(serverMessage(error)));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
        <Trans>Import CSV</Trans>
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={isExporting}
        onClick={() => void runExport()}
      >
        <Trans>Export CSV</Trans>
      </Button>
      {exportProblem && <FormAlert title={t`Not exported`}>{exportProblem}</FormAlert>}
      <ImportModal opened={isImporting} onClose={() => setImporting(false)} />
    </>
  );
}

function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const columns = PRODUCT_CSV_COLUMNS.join(', ');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress>();
  const upload = useImportProducts();
  const close = () => {
    setFile(null);
    setProgress(undefined);
    upload.reset();
    onClose();
  };
  const start = () => file && upload.mutate({ file, onProgress: setProgress });
  return (
    <Modal opened={opened} onClose={close} title={t`Import products`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            A .csv or .xlsx file with the columns <bdi>{columns}</bdi>. A row with a SKU you already have updates that
            product. Export CSV gives a file with these columns.
          </Trans>
        </Text>
        <FileInput
          label={t`Products file (.csv or .xlsx)`}
          placeholder={t`Choose a file`}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          disabled={upload.isPending}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        />
        {upload.isPending && progress && (
          <Stack gap={4} role="status">
            <Text size="sm">{progress.phase === 'uploading' ? t`Uploading…` : t`Reading the rows…`}</Text>
            <Progress
              value={progress.phase === 'uploading' ? progress.percent : 100}
              animated={progress.phase === 'processing'}
              aria-label={t`Import progress`}
            />
          </Stack>
        )}
        {upload.isError && (
          <FormAlert title={t`This file cannot be imported`}>
            {translateContractText(serverMessage(upload.error))}
          </FormAlert>
        )}
        {upload.data && <ImportResult result={upload.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {upload.data ? t`Close` : t`Cancel`}
          </Button>
          <Button onClick={start} disabled={!file} loading={upload.isPending}>
            <Trans>Import</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportResult({ result }: { result: ProductImportResult }) {
  const { t } = useLingui();
  const rows = result.errors.flatMap((entry) =>
    entry.errors.map((error) => ({
      row: entry.row,
      column: error.field,
      message: translateContractText(error.message),
    })),
  );
  const created = plural(result.created, { one: '# product created', other: '# products created' });
  const updated = plural(result.updated, { one: '# product updated', other: '# products updated' });
  const failed = plural(result.errors.length, { one: '# row not saved', other: '# rows not saved' });
  return (
    <Stack gap="xs">
      <Alert color={result.errors.length ? 'yellow' : 'teal'} variant="light" role="status">
        {result.errors.length ? t`${created}, ${updated}; ${failed}.` : t`${created}, ${updated}.`}
      </Alert>
      {rows.length > 0 && <ErrorsTable errors={rows} />}
    </Stack>
  );
}
