import { Alert, Anchor, FileInput, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../shared/forms/form-errors';
import { LoadFailed } from '../../../shared/ui/page';
import type { PickupsState } from '../api/get-pickups';
import type { Stage } from '../lib/use-bulk-upload';

type Props = {
  pickups: PickupsState;
  stage: Stage;
  file: File | null;
  isBusy: boolean;
  onChoose: (file: File | null) => void;
};

/** Step 2: the file, dropped or chosen, once the pickup names it may use are known; then its check. */
export function UploadCard({ pickups, stage, file, isBusy, onChoose }: Props) {
  const [isDragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isBusy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={isBusy ? undefined : onDrop}
      style={isDragging ? { borderColor: 'var(--mantine-primary-color-filled)', borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          2. Upload your file
        </Title>
        <FilePicker pickups={pickups} file={file} isBusy={isBusy} onChoose={onChoose} />
        {stage.kind === 'checking' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Checking {stage.file.name}…</Text>
          </Group>
        )}
        {stage.kind === 'problem' && <FormAlert title="This file cannot be imported">{stage.message}</FormAlert>}
      </Stack>
    </Paper>
  );
}

/** The file input, or why there is none yet: the pickups loading, failing, or none with a name. */
function FilePicker({ pickups, file, isBusy, onChoose }: Omit<Props, 'stage'>) {
  if (pickups.isPending)
    return <Skeleton h={60} radius="md" aria-label="Loading your pickup addresses" role="status" />;
  if (pickups.isError)
    return (
      <LoadFailed
        what="your pickup addresses"
        title="Pickup addresses"
        error={pickups.error}
        message="Your pickup addresses could not be loaded, so the file cannot be checked."
        onRetry={() => void pickups.refetch()}
      />
    );
  if (pickups.data.length === 0)
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
        Each row names its pickup address, and you have no saved pickup address with a name yet.{' '}
        <Anchor component={Link} to={WEB_ROUTES.pickupAddresses} underline="always">
          Add one in Pickup addresses
        </Anchor>{' '}
        first.
      </Alert>
    );
  return (
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
        onChange={onChoose}
        disabled={isBusy}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        clearable={false}
      />
    </>
  );
}
