import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api';
import { translateContractText } from '../../../shared/i18n';
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
  const { t } = useLingui();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showToast({
        message: isApiError(error)
          ? translateContractText(error.message)
          : t`The file could not be downloaded. Try again.`,
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
