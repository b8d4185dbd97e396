import { Button, Flex, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { dayLabel, dubaiClock, formatAed, type Invoice, monthLabel } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { downloadInvoiceCsv, downloadInvoicePdf } from '../api/finance-api';
import { CardList } from './card-list';
import { DownloadButton } from './download-button';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { PayMethod } from './pay-invoice-dialogs';
import { TablePanel } from './table-panel';

type Props = {
  invoices: readonly Invoice[];
  /** Pays an unpaid invoice by card or bank transfer. */
  onPay: (invoice: Invoice, method: PayMethod) => void;
  /** The invoice whose payment page is opening. */
  openingInvoiceId?: string;
};

/** Period, number, amount, due date, status, the ways to pay and the downloads of each invoice (newest first). */
export function InvoicesTable({ invoices, onPay, openingInvoiceId }: Props) {
  const isPhone = useIsPhone();
  if (isPhone) return <InvoiceCards invoices={invoices} onPay={onPay} openingInvoiceId={openingInvoiceId} />;
  return (
    <TablePanel minWidth={900} verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Period</Table.Th>
          <Table.Th scope="col">Invoice number</Table.Th>
          <Table.Th scope="col" ta="right">
            Amount
          </Table.Th>
          <Table.Th scope="col">Due date</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Payment</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Downloads</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => {
          const period = monthLabel(invoice.periodStart);
          return (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {period}
                </Text>
                <Text size="xs" c="dimmed">
                  {invoice.orderCount} {invoice.orderCount === 1 ? 'order' : 'orders'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {invoice.number}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatAed(invoice.totalFils)}
                </Text>
                <Text size="xs" c="dimmed">
                  incl. VAT {formatAed(invoice.vatFils)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(invoice.dueDate)}</Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 100 }}>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <PayButtons invoice={invoice} onPay={onPay} isOpening={openingInvoiceId === invoice.id} isStacked />
              </Table.Td>
              <Table.Td>
                <Downloads invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </TablePanel>
  );
}

/** Pay by card (the provider's page) or by bank transfer; a paid invoice says when. */
function PayButtons({
  invoice,
  onPay,
  isOpening,
  isStacked = false,
}: {
  invoice: Invoice;
  onPay: Props['onPay'];
  isOpening: boolean;
  /** In the table: one button under the other, so the columns keep their room. */
  isStacked?: boolean;
}) {
  if (invoice.status === 'paid')
    return (
      <Text size="sm" c="dimmed">
        {invoice.paidAt ? `Paid ${dayLabel(dubaiClock(new Date(invoice.paidAt)).date)}` : 'Paid'}
      </Text>
    );
  return (
    <Flex gap={6} direction={isStacked ? 'column' : 'row'} align={isStacked ? 'stretch' : 'center'} wrap="wrap">
      <Button
        size="compact-sm"
        loading={isOpening}
        onClick={() => onPay(invoice, 'card')}
        aria-label={`Pay by card: invoice ${invoice.number}`}
      >
        Pay by card
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onPay(invoice, 'transfer')}
        aria-label={`Pay by bank transfer: invoice ${invoice.number}`}
      >
        Pay by bank transfer
      </Button>
    </Flex>
  );
}

function Downloads({ invoice }: { invoice: Invoice }) {
  const period = monthLabel(invoice.periodStart);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <DownloadButton
        label="PDF"
        accessibleName={`Download invoice ${invoice.number} (${period}) as PDF`}
        download={() => downloadInvoicePdf(invoice.id, invoice.number)}
      />
      <DownloadButton
        label="CSV"
        accessibleName={`Download the orders of invoice ${invoice.number} (${period}) as CSV`}
        download={() => downloadInvoiceCsv(invoice.id, invoice.number)}
      />
    </Group>
  );
}

/** On phones: one card an invoice, the same facts and downloads. */
function InvoiceCards({ invoices, onPay, openingInvoiceId }: Props) {
  return (
    <CardList aria-label="Invoices">
      {invoices.map((invoice) => (
        <Paper key={invoice.id} withBorder radius="md" p="md" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{monthLabel(invoice.periodStart)}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {invoice.number}
              </Text>
            </div>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-end">
            <div>
              <Text fw={700}>{formatAed(invoice.totalFils)}</Text>
              <Text size="xs" c="dimmed">
                Due {formatDate(invoice.dueDate)} · {invoice.orderCount} {invoice.orderCount === 1 ? 'order' : 'orders'}
              </Text>
            </div>
            <Downloads invoice={invoice} />
          </Group>
          {invoice.status !== 'paid' && (
            <Group mt="sm">
              <PayButtons invoice={invoice} onPay={onPay} isOpening={openingInvoiceId === invoice.id} />
            </Group>
          )}
        </Paper>
      ))}
    </CardList>
  );
}
