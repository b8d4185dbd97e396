import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { CreditNote } from '@sameday/contract';
import { isApiError } from '../../../shared/api';
import { formatMoney, translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { useConfirmCod } from '../api/finance-api';
import { periodText } from '../lib/labels';

/** Asks before a statement's cash is confirmed as received: it cannot be undone. */
export function ConfirmReceiptDialog({ note, onClose }: { note: CreditNote | null; onClose: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirmCod();
  const submit = async () => {
    if (!note) return;
    try {
      await confirm.mutateAsync(note.id);
      const amount = formatMoney(note.codTotalFils);
      showToast({ message: t`Receipt of ${amount} confirmed.`, tone: 'success' });
      onClose();
    } catch (error) {
      showToast({
        message: isApiError(error)
          ? translateContractText(error.message)
          : t`The receipt was not confirmed. Try again.`,
        tone: 'error',
      });
    }
  };
  return (
    <Modal opened={note !== null} onClose={onClose} title={t`Confirm receipt`} centered>
      {note && (
        <>
          <Text size="sm">
            <ConfirmSentence note={note} />
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={submit} loading={confirm.isPending}>
              <Trans>Yes, I received it</Trans>
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

/** "Confirm that you received AED 1,234.50 for 3 – 9 Nov 2026 (12 orders, statement CN-…). This cannot be undone." */
function ConfirmSentence({ note }: { note: CreditNote }) {
  const amount = formatMoney(note.codTotalFils);
  const period = periodText(note.periodStart, note.periodEnd);
  const orders = plural(note.orderCount, { one: '# order', other: '# orders' });
  const number = note.number;
  return (
    <Trans>
      Confirm that you received{' '}
      <strong>
        <bdi>{amount}</bdi>
      </strong>{' '}
      for {period} ({orders}, statement <bdi>{number}</bdi>). This cannot be undone.
    </Trans>
  );
}
