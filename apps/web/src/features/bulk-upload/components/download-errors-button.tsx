import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { BulkRowError } from '@sameday/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { downloadRowsWithErrors } from '../lib/error-rows';
import type { Checked } from '../lib/use-bulk-upload';

type Props = { file: File; check: Checked; serverErrors?: readonly BulkRowError[] };

/**
 * Saves the rows to fix with an Error column: those the check found and those the server
 * refused (their cells read again from the file), before and after the import alike.
 */
export function DownloadErrorsButton({ file, check, serverErrors }: Props) {
  const { t } = useLingui();
  const [isPreparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const download = async () => {
    setPreparing(true);
    setProblem(undefined);
    try {
      await downloadRowsWithErrors(file, check, serverErrors);
    } catch {
      setProblem(t`The rows with errors could not be read from the file again. Choose the file and check it again.`);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={isPreparing}
        >
          <Trans>Download rows with errors</Trans>
        </Button>
      </Group>
      {problem && <FormAlert title={t`Not downloaded`}>{problem}</FormAlert>}
    </>
  );
}
