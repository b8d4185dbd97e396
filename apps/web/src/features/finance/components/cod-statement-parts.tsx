import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { CreditNote } from '@sameday/contract';
import { formatMoney } from '../../../shared/i18n';
import { downloadCreditNotePdf } from '../api/finance-api';
import { dubaiDay } from '../lib/dubai-day';
import { periodText } from '../lib/labels';
import { DownloadButton } from './download-button';

/** Confirmed (with the day) or awaiting confirmation: a dot in the colour, the words in dark text. */
export function ReceiptState({ confirmedAt }: { confirmedAt: string | null }) {
  const { t } = useLingui();
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
        {confirmedAt ? t`Confirmed ${dubaiDay(confirmedAt)}` : t`Awaiting confirmation`}
      </Text>
    </Group>
  );
}

/** A statement's PDF, and its receipt to confirm while it is awaited. */
export function StatementActions({ note, onConfirm }: { note: CreditNote; onConfirm: (note: CreditNote) => void }) {
  const { t } = useLingui();
  const period = periodText(note.periodStart, note.periodEnd);
  const amount = formatMoney(note.codTotalFils);
  const number = note.number;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <DownloadButton
        label="PDF"
        accessibleName={t`Download COD statement ${number} (${period}) as PDF`}
        download={() => downloadCreditNotePdf(note.id, note.number)}
      />
      {!note.confirmedAt && (
        <Button
          size="compact-sm"
          onClick={() => onConfirm(note)}
          aria-label={t`Confirm receipt of ${amount} for ${period}`}
        >
          <Trans>Confirm receipt</Trans>
        </Button>
      )}
    </Group>
  );
}
