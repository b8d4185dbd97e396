import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type BulkImportResult, type BulkRowError, WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api';
import { useSessionManager } from '../../shared/session';
import { usePickups } from './api/get-pickups';
import { type ImportProgress, importFile } from './api/import-file';
import { ErrorsTable } from './components/errors-table';
import { TemplateCard } from './components/template-card';
import type { FileCheck } from './lib/check-file';
import { downloadBadRows } from './lib/downloads';
import { runCheck } from './lib/run-check';

type Checked = Extract<FileCheck, { ok: true }>;
type Stage =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'problem'; file: File; message: string }
  | { kind: 'checked'; file: File; check: Checked; key: string; error?: string; serverErrors?: BulkRowError[] }
  | { kind: 'importing'; file: File; check: Checked; key: string; progress: ImportProgress }
  | { kind: 'done'; result: BulkImportResult };

const PENDING_ORDERS = '/?tab=pending';
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `bulk-${crypto.randomUUID()}`
    : `bulk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function DoneCard({ result, onAgain }: { result: BulkImportResult; onAgain: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" role="status">
        <Group gap="xs">
          <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
          <Title order={2} fz="h3">
            {plural(result.createdCount, 'order created', 'orders created')}
          </Title>
        </Group>
        <Text>
          {result.createdCount > 0
            ? 'They are in the Pending tab of your orders. Mark them Ready for Collection when the parcels are prepared.'
            : 'Nothing new was placed.'}
        </Text>
        {result.duplicateCount > 0 && (
          <Text size="sm" c="dimmed">
            {plural(result.duplicateCount, 'row was', 'rows were')} already placed before (same reference or same row)
            and {result.duplicateCount === 1 ? 'was' : 'were'} not placed again.
          </Text>
        )}
        {result.invalidCount > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {plural(result.invalidCount, 'row with errors was', 'rows with errors were')} left out.
            </Text>
            {result.errors.length > 0 && <ErrorsTable errors={result.errors} />}
          </>
        )}
        <Group gap="sm">
          <Button component={Link} to={PENDING_ORDERS}>
            See them in Pending
          </Button>
          <Button variant="default" onClick={onAgain}>
            Upload another file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ImportingCard({ progress, count }: { progress: ImportProgress; count: number }) {
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

/** /bulk-orders: many orders from one .csv or .xlsx file, checked in the browser and on the server. */
export default function BulkUploadPage() {
  const pickups = usePickups();
  const session = useSessionManager();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [isDragging, setDragging] = useState(false);

  const choose = async (file: File | null) => {
    if (!file || !pickups.data) return;
    setStage({ kind: 'checking', file });
    try {
      const check = await runCheck({ name: file.name, bytes: await file.arrayBuffer(), pickups: pickups.data });
      setStage(
        check.ok ? { kind: 'checked', file, check, key: newKey() } : { kind: 'problem', file, message: check.message },
      );
    } catch (error) {
      setStage({
        kind: 'problem',
        file,
        message: error instanceof Error && error.message ? error.message : 'The file could not be checked.',
      });
    }
  };

  const start = async () => {
    if (stage.kind !== 'checked') return;
    const { file, check, key } = stage;
    setStage({ kind: 'importing', file, check, key, progress: { phase: 'uploading', percent: 0 } });
    try {
      const result = await importFile(file, {
        currentToken: session.currentToken,
        idempotencyKey: key,
        onProgress: (progress) =>
          setStage((current) => (current.kind === 'importing' ? { ...current, progress } : current)),
      });
      setStage({ kind: 'done', result });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'The import failed. Nothing was placed; try again.';
      // Rows only the server can judge (service windows, the rate card, the schedule) come back listed.
      const listed = isApiError(error) ? (error.shape.details as { errors?: BulkRowError[] }).errors : undefined;
      setStage({ kind: 'checked', file, check, key, error: message, serverErrors: listed });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0] ?? null);
  };

  const busy = stage.kind === 'checking' || stage.kind === 'importing';
  const file = stage.kind === 'idle' || stage.kind === 'done' ? null : stage.file;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz="h2">
          Bulk Upload
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Place many orders at once from a spreadsheet. Each row is checked like the Single Shipment form; rows with
          errors are listed so you can fix them.
        </Text>
      </div>

      <TemplateCard />

      {stage.kind === 'done' ? (
        <DoneCard result={stage.result} onAgain={() => setStage({ kind: 'idle' })} />
      ) : (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={busy ? undefined : onDrop}
          style={isDragging ? { borderColor: 'var(--mantine-primary-color-filled)', borderStyle: 'dashed' } : undefined}
        >
          <Stack gap="sm">
            <Title order={2} fz="h4">
              2. Upload your file
            </Title>
            {pickups.isPending ? (
              <Skeleton h={60} radius="md" aria-label="Loading your pickup addresses" role="status" />
            ) : pickups.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Pickup addresses">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">Your pickup addresses could not be loaded, so the file cannot be checked.</Text>
                  <Button size="xs" variant="light" onClick={() => void pickups.refetch()}>
                    Try again
                  </Button>
                </Stack>
              </Alert>
            ) : pickups.data.length === 0 ? (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
                Each row names its pickup address, and you have no saved pickup address with a name yet.{' '}
                <Anchor component={Link} to={WEB_ROUTES.pickupAddresses} underline="always">
                  Add one in Pickup addresses
                </Anchor>{' '}
                first.
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  Drop the file here or choose it. Pickup names your file may use:{' '}
                  {pickups.data.map((pickup) => `"${pickup.name}"`).join(', ')}.
                </Text>
                <FileInput
                  label="Orders file (.csv or .xlsx)"
                  placeholder="Choose a file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  value={file}
                  onChange={(chosen) => void choose(chosen)}
                  disabled={busy}
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                  clearable={false}
                />
              </>
            )}

            {stage.kind === 'checking' && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text size="sm">Checking {stage.file.name}…</Text>
              </Group>
            )}

            {stage.kind === 'problem' && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="This file cannot be imported"
                role="alert"
              >
                {stage.message}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}

      {(stage.kind === 'checked' || stage.kind === 'importing') && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              3. Check and import
            </Title>
            <Group gap="lg" role="status" aria-label="Check result">
              <Group gap={6} wrap="nowrap">
                <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
                <Text fw={600}>
                  {plural(stage.check.validCount, 'order ready to import', 'orders ready to import')}
                </Text>
              </Group>
              {stage.check.invalid.length > 0 && (
                <Group gap={6} wrap="nowrap">
                  <IconAlertCircle size={20} color="var(--mantine-color-red-8)" aria-hidden />
                  <Text fw={600}>{plural(stage.check.invalid.length, 'row with errors', 'rows with errors')}</Text>
                </Group>
              )}
            </Group>
            {stage.check.invalid.length > 0 && (
              <>
                <Text size="sm">
                  Rows with errors are not imported. Download them with the reason in an extra Error column, fix them
                  and upload that file.
                </Text>
                <ErrorsTable invalid={stage.check.invalid} />
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    onClick={() => downloadBadRows(stage.file.name, stage.check.header, stage.check.invalid)}
                  >
                    Download rows with errors
                  </Button>
                </Group>
              </>
            )}
            {stage.kind === 'checked' && stage.error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                role="alert"
                title="Not imported"
              >
                {stage.error}
              </Alert>
            )}
            {stage.kind === 'checked' && stage.serverErrors && stage.serverErrors.length > 0 && (
              <ErrorsTable errors={stage.serverErrors} />
            )}
            {stage.kind === 'importing' ? (
              <ImportingCard progress={stage.progress} count={stage.check.validCount} />
            ) : (
              <Group>
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => void start()}
                  disabled={stage.check.validCount === 0}
                >
                  {stage.check.validCount === 0
                    ? 'Nothing to import'
                    : `Import ${plural(stage.check.validCount, 'order', 'orders')}`}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
