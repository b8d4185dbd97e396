import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { PRODUCT_CSV_COLUMNS, type ProductImportResult } from '@sameday/contract';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadProgress } from '../../../shared/api';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { ErrorsTable } from '../../../shared/ui/errors-table';
import { exportProducts, useImportProducts } from '../api/fulfilment-api';

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** The products list's file actions: export as CSV, and import a .csv or .xlsx with its rows' errors. */
export function ProductFileActions() {
  const [isImporting, setImporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string>();
  const [isExporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    setExportProblem(undefined);
    try {
      await exportProducts();
    } catch (error) {
      setExportProblem(serverMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
        Import CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={isExporting}
        onClick={() => void runExport()}
      >
        Export CSV
      </Button>
      {exportProblem && <FormAlert title="Not exported">{exportProblem}</FormAlert>}
      <ImportModal opened={isImporting} onClose={() => setImporting(false)} />
    </>
  );
}

function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
    <Modal opened={opened} onClose={close} title="Import products" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A .csv or .xlsx file with the columns {PRODUCT_CSV_COLUMNS.join(', ')}. A row with a SKU you already have
          updates that product. Export CSV gives a file with these columns.
        </Text>
        <FileInput
          label="Products file (.csv or .xlsx)"
          placeholder="Choose a file"
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
            <Text size="sm">{progress.phase === 'uploading' ? 'Uploading…' : 'Reading the rows…'}</Text>
            <Progress
              value={progress.phase === 'uploading' ? progress.percent : 100}
              animated={progress.phase === 'processing'}
              aria-label="Import progress"
            />
          </Stack>
        )}
        {upload.isError && <FormAlert title="This file cannot be imported">{serverMessage(upload.error)}</FormAlert>}
        {upload.data && <ImportResult result={upload.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {upload.data ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={start} disabled={!file} loading={upload.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportResult({ result }: { result: ProductImportResult }) {
  const rows = result.errors.flatMap((entry) =>
    entry.errors.map((error) => ({ row: entry.row, column: error.field, message: error.message })),
  );
  return (
    <Stack gap="xs">
      <Alert color={result.errors.length ? 'yellow' : 'teal'} variant="light" role="status">
        {plural(result.created, 'product')} created, {plural(result.updated, 'product')} updated
        {result.errors.length ? `; ${plural(result.errors.length, 'row')} not saved.` : '.'}
      </Alert>
      {rows.length > 0 && <ErrorsTable errors={rows} />}
    </Stack>
  );
}
