import { Button, Group, Text } from '@mantine/core';
import { type CreditNote, formatAed, periodLabel } from '@sameday/contract';
import { downloadCreditNotePdf } from '../api/finance-api';
import { dubaiDay } from '../lib/dubai-day';
import { DownloadButton } from './download-button';

/** Confirmed (with the day) or awaiting confirmation: a dot in the colour, the words in dark text. */
export function ReceiptState({ confirmedAt }: { confirmedAt: string | null }) {
  const color = confirmedAt ? 'teal' : 'yellow';
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          display: 'block',
          flex: 'none',
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: `var(--mantine-color-${color}-${confirmedAt ? 6 : 7})`,
        }}
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {confirmedAt ? `Confirmed ${dubaiDay(confirmedAt)}` : 'Awaiting confirmation'}
      </Text>
    </Group>
  );
}

/** A statement's PDF, and its receipt to confirm while it is awaited. */
export function StatementActions({ note, onConfirm }: { note: CreditNote; onConfirm: (note: CreditNote) => void }) {
  const period = periodLabel(note.periodStart, note.periodEnd);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <DownloadButton
        label="PDF"
        accessibleName={`Download COD statement ${note.number} (${period}) as PDF`}
        download={() => downloadCreditNotePdf(note.id, note.number)}
      />
      {!note.confirmedAt && (
        <Button
          size="compact-sm"
          onClick={() => onConfirm(note)}
          aria-label={`Confirm receipt of ${formatAed(note.codTotalFils)} for ${period}`}
        >
          Confirm receipt
        </Button>
      )}
    </Group>
  );
}
