import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, FileInput, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateServerText } from '../../../shared/i18n';
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
  const { t } = useLingui();
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
          <Trans>2. Upload your file</Trans>
        </Title>
        <FilePicker rules={rules} file={file} isBusy={isBusy} onChoose={onChoose} />
        {stage.kind === 'checking' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">
              <Trans>
                Checking <bdi>{stage.file.name}</bdi>…
              </Trans>
            </Text>
          </Group>
        )}
        {stage.kind === 'problem' && (
          <FormAlert title={t`This file cannot be imported`}>
            {translateServerText(stage.text, stage.message)}
          </FormAlert>
        )}
      </Stack>
    </Paper>
  );
}

/** The file input, or why there is none yet: the account's pickups and rules loading, failing, or no named pickup. */
function FilePicker({ rules, file, isBusy, onChoose }: Omit<Props, 'stage'>) {
  const { t } = useLingui();
  if (rules.isPending)
    return <Skeleton h={60} radius="md" aria-label={t`Loading your pickup addresses and rates`} role="status" />;
  if (rules.isError)
    return (
      <LoadFailed
        what={t`your pickup addresses and rates`}
        title={t`Pickup addresses and rates`}
        error={rules.error}
        message={t`Your pickup addresses, cut-off times or rates could not be loaded, so the file cannot be checked.`}
        onRetry={() => void rules.refetch()}
      />
    );
  const pickups = rules.data.pickups;
  const names = pickups.map((pickup) => `"${pickup.name}"`).join(', ');
  if (pickups.length === 0)
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Trans>
          Each row names its pickup address, and you have no saved pickup address with a name yet.{' '}
          <Anchor component={Link} to={WEB_ROUTES.pickupAddresses} underline="always">
            Add one in Pickup addresses
          </Anchor>{' '}
          first.
        </Trans>
      </Alert>
    );
  return (
    <>
      <Text size="sm" c="dimmed">
        {t`Drop the file here or choose it. Pickup names your file may use: ${names}.`}
      </Text>
      <FileInput
        label={t`Orders file (.csv or .xlsx)`}
        placeholder={t`Choose a file`}
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
