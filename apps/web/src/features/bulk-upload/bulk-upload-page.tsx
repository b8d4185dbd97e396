import { Stack, Text, Title } from '@mantine/core';
import { usePickups } from './api/get-pickups';
import { CheckCard } from './components/check-card';
import { DoneCard } from './components/done-card';
import { TemplateCard } from './components/template-card';
import { UploadCard } from './components/upload-card';
import { useBulkUpload } from './lib/use-bulk-upload';

/** /bulk-orders: many orders from one .csv or .xlsx file, checked in the browser and on the server. */
export default function BulkUploadPage() {
  const pickups = usePickups();
  const { stage, choose, start, restart, isBusy, file } = useBulkUpload(pickups.data);
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
        <DoneCard result={stage.result} onAgain={restart} />
      ) : (
        <UploadCard
          pickups={pickups}
          stage={stage}
          file={file}
          isBusy={isBusy}
          onChoose={(chosen) => void choose(chosen)}
        />
      )}
      {(stage.kind === 'checked' || stage.kind === 'importing') && (
        <CheckCard stage={stage} onImport={() => void start()} />
      )}
    </Stack>
  );
}
