import { Alert, Anchor, FileInput, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../shared/forms/form-errors';
import { LoadFailed } from '../../../shared/ui/page';
import type { CheckRulesState } from '../api/get-check-rules';
import type { Stage } from '../lib/use-bulk-upload';

type Props = {
  rules: CheckRulesState;
  stage: Stage;
  file: File | null;
  isBusy: boolean;
  onChoose: (file: File | null) => void;
};

/** Step 2: the file, dropped or chosen, once what its check reads of the account is known; then its check. */
export function UploadCard({ rules, stage, file, isBusy, onChoose }: Props) {
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
        <FilePicker rules={rules} file={file} isBusy={isBusy} onChoose={onChoose} />
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

/** The file input, or why there is none yet: the account's pickups and rules loading, failing, or no named pickup. */
function FilePicker({ rules, file, isBusy, onChoose }: Omit<Props, 'stage'>) {
  if (rules.isPending)
    return <Skeleton h={60} radius="md" aria-label="Loading your pickup addresses and rates" role="status" />;
  if (rules.isError)
    return (
      <LoadFailed
        what="your pickup addresses and rates"
        title="Pickup addresses and rates"
        error={rules.error}
        message="Your pickup addresses, cut-off times or rates could not be loaded, so the file cannot be checked."
        onRetry={() => void rules.refetch()}
      />
    );
  const pickups = rules.data.pickups;
  if (pickups.length === 0)
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
        {pickups.map((pickup) => `"${pickup.name}"`).join(', ')}.
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
