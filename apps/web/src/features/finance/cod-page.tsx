import { Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type CreditNote, dayLabel, dubaiClock, formatAed, periodLabel } from '@sameday/contract';
import { useState } from 'react';
import { isApiError } from '../../shared/api';
import { useIsPhone } from '../../shared/hooks/use-is-phone';
import { EmptyPanel, LoadingRows } from '../../shared/ui/query-states';
import { showToast } from '../../shared/ui/toast';
import { downloadCreditNotePdf, useConfirmCod, useCreditNotes } from './api/finance-api';
import { DownloadButton } from './components/download-button';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';

const dubaiDay = (iso: string) => dayLabel(dubaiClock(new Date(iso)).date);

/** /finance/cod: weekly COD statements with their totals, receipt confirmation and the cash not yet stated. */
export default function CodPage() {
  const list = useCreditNotes();
  const [confirming, setConfirming] = useState<CreditNote | null>(null);
  const [showUnstated, setShowUnstated] = useState(false);
  const isPhone = useIsPhone();
  return (
    <FinanceLayout
      title="Finance"
      description="Cash collected on your delivered orders, stated weekly (Monday to Sunday, Dubai time)."
    >
      {list.isPending ? (
        <LoadingRows label="Loading COD statements" />
      ) : list.isError ? (
        <FinanceLoadFailed what="your COD statements" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Stated, awaiting your confirmation
              </Text>
              <Text fw={700} fz="xl">
                {formatAed(
                  list.data.creditNotes
                    .filter((note) => !note.confirmedAt)
                    .reduce((sum, note) => sum + note.codTotalFils, 0),
                )}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Delivered, not yet on a statement
              </Text>
              <Text fw={700} fz="xl">
                {formatAed(list.data.unstated.codTotalFils)}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {list.data.unstated.orderCount} {list.data.unstated.orderCount === 1 ? 'order' : 'orders'} this week
                  or since the last statement
                </Text>
                {list.data.unstated.orderCount > 0 && (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setShowUnstated((shown) => !shown)}
                    aria-expanded={showUnstated}
                  >
                    {showUnstated ? 'Hide orders' : 'Show orders'}
                  </Button>
                )}
              </Group>
            </Paper>
          </SimpleGrid>
          {showUnstated && (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" aria-label="Delivered COD orders not yet on a statement">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Order</Table.Th>
                      <Table.Th scope="col">Recipient</Table.Th>
                      <Table.Th scope="col">Delivered</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Cash collected
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.unstated.orders.map((order) => (
                      <Table.Tr key={order.orderId}>
                        <Table.Td ff="monospace" fz="sm">
                          {order.orderId}
                        </Table.Td>
                        <Table.Td fz="sm">{order.recipientName}</Table.Td>
                        <Table.Td fz="sm">{dubaiDay(order.deliveredAt)}</Table.Td>
                        <Table.Td fz="sm" ta="right">
                          {formatAed(order.codAmountFils)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          {list.data.creditNotes.length === 0 ? (
            <EmptyPanel title="No COD statements yet">
              Each week's cash on delivery is stated after the week ends, on Monday.
            </EmptyPanel>
          ) : isPhone ? (
            <Stack
              gap="sm"
              component="ul"
              aria-label="COD statements"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.data.creditNotes.map((note) => (
                <Paper key={note.id} withBorder radius="md" p="md" component="li">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Text fw={600}>{periodLabel(note.periodStart, note.periodEnd)}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {note.number}
                      </Text>
                    </div>
                    <div style={{ textAlign: 'right' }}>
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {formatAed(note.codTotalFils)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {note.orderCount} {note.orderCount === 1 ? 'order' : 'orders'}
                      </Text>
                    </div>
                  </Group>
                  <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
                    <ReceiptState confirmedAt={note.confirmedAt} />
                    <StatementActions note={note} onConfirm={setConfirming} />
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" horizontalSpacing="md" striped aria-label="COD statements">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Period and statement</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Orders
                      </Table.Th>
                      <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                        Cash collected
                      </Table.Th>
                      <Table.Th scope="col">Receipt</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.creditNotes.map((note) => {
                      const period = periodLabel(note.periodStart, note.periodEnd);
                      return (
                        <Table.Tr key={note.id}>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Text size="sm" fw={600}>
                              {period}
                            </Text>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {note.number}
                            </Text>
                          </Table.Td>
                          <Table.Td fz="sm" ta="right">
                            {note.orderCount}
                          </Table.Td>
                          <Table.Td fz="sm" ta="right" fw={600}>
                            {formatAed(note.codTotalFils)}
                          </Table.Td>
                          <Table.Td>
                            <ReceiptState confirmedAt={note.confirmedAt} />
                          </Table.Td>
                          <Table.Td>
                            <StatementActions note={note} onConfirm={setConfirming} />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </>
      )}
      <ConfirmReceiptDialog note={confirming} onClose={() => setConfirming(null)} />
    </FinanceLayout>
  );
}

function ConfirmReceiptDialog({ note, onClose }: { note: CreditNote | null; onClose: () => void }) {
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

/** Confirmed (with the day) or awaiting confirmation: a dot in the colour, the words in dark text. */
function ReceiptState({ confirmedAt }: { confirmedAt: string | null }) {
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

function StatementActions({ note, onConfirm }: { note: CreditNote; onConfirm: (note: CreditNote) => void }) {
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
