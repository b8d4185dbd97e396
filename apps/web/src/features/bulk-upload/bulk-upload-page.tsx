import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PlacementBlockedAlert, useOrderPlacementBlock } from '../../entities/account-standing';
import { useCheckRules } from './api/get-check-rules';
import { CheckCard } from './components/check-card';
import { DoneCard } from './components/done-card';
import { TemplateCard } from './components/template-card';
import { UploadCard } from './components/upload-card';
import { useBulkUpload } from './lib/use-bulk-upload';

/** /bulk-orders: many orders from one .csv or .xlsx file, checked in the browser and on the server. */
export default function BulkUploadPage() {
  const rules = useCheckRules();
  const { stage, choose, start, restart, isBusy, file } = useBulkUpload(rules.data);
  const block = useOrderPlacementBlock();
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz="h2">
          <Trans>Bulk Upload</Trans>
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          <Trans>
            Place many orders at once from a spreadsheet. Each row is checked like the Single Shipment form, with the
            same rules the import applies; rows with errors are listed so you can fix them.
          </Trans>
        </Text>
      </div>
      <PlacementBlockedAlert block={block} />
      <TemplateCard />
      {block.isBlocked && stage.kind !== 'done' ? null : stage.kind === 'done' ? (
        <DoneCard stage={stage} onAgain={restart} />
      ) : (
        <UploadCard
          rules={rules}
          stage={stage}
          file={file}
          isBusy={isBusy}
          onChoose={(chosen) => void choose(chosen)}
        />
      )}
      {!block.isBlocked && (stage.kind === 'checked' || stage.kind === 'importing') && (
        <CheckCard stage={stage} onImport={() => void start()} />
      )}
    </Stack>
  );
}
