import { Button, Group, Modal, Text } from '@mantine/core';
import { type CreditNote, formatAed, periodLabel } from '@sameday/contract';
import { isApiError } from '../../../shared/api';
import { showToast } from '../../../shared/ui/toast';
import { useConfirmCod } from '../api/finance-api';

/** Asks before a statement's cash is confirmed as received: it cannot be undone. */
export function ConfirmReceiptDialog({ note, onClose }: { note: CreditNote | null; onClose: () => void }) {
  const confirm = useConfirmCod();
  const submit = async () => {
    if (!note) return;
    try {
      await confirm.mutateAsync(note.id);
      showToast({ message: `Receipt of ${formatAed(note.codTotalFils)} confirmed.`, tone: 'success' });
      onClose();
    } catch (error) {
      showToast({
        message: isApiError(error) ? error.message : 'The receipt was not confirmed. Try again.',
        tone: 'error',
      });
    }
  };
  return (
    <Modal opened={note !== null} onClose={onClose} title="Confirm receipt" centered>
      {note && (
        <>
          <Text size="sm">
            Confirm that you received <strong>{formatAed(note.codTotalFils)}</strong> for{' '}
            {periodLabel(note.periodStart, note.periodEnd)} ({note.orderCount}{' '}
            {note.orderCount === 1 ? 'order' : 'orders'}, statement {note.number}). This cannot be undone.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={confirm.isPending}>
              Yes, I received it
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
