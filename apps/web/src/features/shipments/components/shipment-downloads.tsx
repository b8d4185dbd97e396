import { Button, Group } from '@mantine/core';
import { SHIPMENT_DOCUMENT_LABELS, type Shipment, type ShipmentDocument } from '@sameday/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { downloadDocument, downloadLabel } from '../api/shipments-api';

/** The label and each document of a shipment, each a download with the session's token. */
export function ShipmentDownloads({ shipment, size = 'sm' }: { shipment: Shipment; size?: 'xs' | 'sm' }) {
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, download: () => Promise<string>) => {
    setBusy(key);
    try {
      await download();
    } catch (error) {
      showToast({ message: serverMessage(error, 'Could not download the file. Please try again.'), tone: 'error' });
    } finally {
      setBusy(undefined);
    }
  };
  // In a table row the buttons say which shipment they belong to; on their own they say what they do.
  const inRow = size === 'xs';
  const text = (name: string) => (inRow ? name : `Download ${name.toLowerCase()}`);
  const name = (name: string) => (inRow ? `${name} of ${shipment.trackingNumber}` : undefined);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size={size}
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy === 'label'}
        onClick={() => void run('label', () => downloadLabel(shipment))}
        aria-label={name('Label')}
      >
        {text('Label')}
      </Button>
      {shipment.documents.map((document: ShipmentDocument) => (
        <Button
          key={document}
          size={size}
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === document}
          onClick={() => void run(document, () => downloadDocument(shipment, document))}
          aria-label={name(SHIPMENT_DOCUMENT_LABELS[document])}
        >
          {text(SHIPMENT_DOCUMENT_LABELS[document])}
        </Button>
      ))}
    </Group>
  );
}
