import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { Shipment, ShipmentDocument } from '@sameday/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { downloadDocument, downloadLabel } from '../api/shipments-api';
import { SHIPMENT_DOCUMENT_NAMES } from '../lib/labels';

/** The label and each document of a shipment, each a download with the session's token. */
export function ShipmentDownloads({ shipment, size = 'sm' }: { shipment: Shipment; size?: 'xs' | 'sm' }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, download: () => Promise<string>) => {
    setBusy(key);
    try {
      await download();
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`Could not download the file. Please try again.`)),
        tone: 'error',
      });
    } finally {
      setBusy(undefined);
    }
  };
  // In a table row the buttons say which shipment they belong to; on their own they say what they do.
  const inRow = size === 'xs';
  const tracking = shipment.trackingNumber;
  const text = (name: string) => {
    const lower = name.toLowerCase();
    return inRow ? name : t`Download ${lower}`;
  };
  const name = (name: string) => (inRow ? t`${name} of ${tracking}` : undefined);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size={size}
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy === 'label'}
        onClick={() => void run('label', () => downloadLabel(shipment))}
        aria-label={name(t`Label`)}
      >
        {text(t`Label`)}
      </Button>
      {shipment.documents.map((document: ShipmentDocument) => (
        <Button
          key={document}
          size={size}
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === document}
          onClick={() => void run(document, () => downloadDocument(shipment, document))}
          aria-label={name(t(SHIPMENT_DOCUMENT_NAMES[document]))}
        >
          {text(t(SHIPMENT_DOCUMENT_NAMES[document]))}
        </Button>
      ))}
    </Group>
  );
}
