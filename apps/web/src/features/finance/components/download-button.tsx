import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api';
import { showToast } from '../../../shared/ui/toast';

/** A download with its own busy state; a failure is said in a toast. */
export function DownloadButton({
  label,
  accessibleName,
  download,
}: {
  label: string;
  accessibleName: string;
  download: () => Promise<unknown>;
}) {
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showToast({
        message: isApiError(error) ? error.message : 'The file could not be downloaded. Try again.',
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={isBusy}
      onClick={run}
      aria-label={accessibleName}
    >
      {label}
    </Button>
  );
}
