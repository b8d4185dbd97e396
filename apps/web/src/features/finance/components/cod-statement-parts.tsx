import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { type CreditNote, WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/i18n';
import { downloadCreditNotePdf } from '../api/finance-api';
import { dubaiDay } from '../lib/dubai-day';
import { periodText } from '../lib/labels';
import { DownloadButton } from './download-button';

/**
 * What happened to a statement's cash: paid out (the day, the bank's reference, the IBAN's last 4
 * digits, and the merchant's confirmation), waiting for its payout, or waiting for bank details
 * (nothing can be paid out without them). A dot in the colour, the words in dark text.
 */
export function PayoutState({ note, bankDetailsOnFile }: { note: CreditNote; bankDetailsOnFile: boolean }) {
  const { t } = useLingui();
  const { payout, confirmedAt } = note;
  const color = payout ? 'teal.6' : bankDetailsOnFile ? 'yellow.7' : 'red.7';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Box
        aria-hidden
        mt={6}
        bg={color}
        style={{ display: 'block', flex: 'none', width: 8, height: 8, borderRadius: '50%' }}
      />
      <Stack gap={0}>
        {payout ? (
          <>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t`Paid out ${dubaiDay(payout.paidAt)}`}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Ref. <bdi>{payout.reference}</bdi> · to IBAN ending <bdi>{payout.ibanLast4}</bdi>
              </Trans>
            </Text>
            <Text size="xs" c="dimmed">
              {confirmedAt ? t`Receipt confirmed ${dubaiDay(confirmedAt)}` : t`Receipt not confirmed yet`}
            </Text>
          </>
        ) : bankDetailsOnFile ? (
          <Text size="sm">{t`Payout on its way to your bank account`}</Text>
        ) : (
          <>
            <Text size="sm">{t`Waiting for your bank details`}</Text>
            <Anchor component={Link} to={WEB_ROUTES.bankDetails} size="xs" fw={600} underline="always">
              <Trans>Add bank details</Trans>
            </Anchor>
          </>
        )}
      </Stack>
    </Group>
  );
}

/**
 * Cash a courier recorded at the door that differs from the orders' cash on delivery: what the
 * statement owes is what was collected, and the difference is said beside it (its PDF lists the orders).
 */
export function CashDifference({ note }: { note: CreditNote }) {
  const { t } = useLingui();
  if (note.differenceFils === 0) return null;
  const amount = formatMoney(Math.abs(note.differenceFils));
  return (
    <Text size="xs" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
      {note.differenceFils < 0 ? t`${amount} less than due` : t`${amount} more than due`}
    </Text>
  );
}

/** A statement's PDF, and the receipt of its payout to confirm once it is paid out. */
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
      {note.payout && !note.confirmedAt && (
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
