import { Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatAed, type Invoice, monthLabel } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { downloadInvoiceCsv, downloadInvoicePdf } from '../api/finance-api';
import { CardList } from './card-list';
import { DownloadButton } from './download-button';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { TablePanel } from './table-panel';

/** Period, number, amount, due date, status and the downloads of each invoice (newest first). */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const isPhone = useIsPhone();
  if (isPhone) return <InvoiceCards invoices={invoices} />;
  return (
    <TablePanel minWidth={760} verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Period</Table.Th>
          <Table.Th scope="col">Invoice number</Table.Th>
          <Table.Th scope="col" ta="right">
            Amount
          </Table.Th>
          <Table.Th scope="col">Due date</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
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
                <Text size="sm" ff="monospace">
                  {invoice.number}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {formatAed(invoice.totalFils)}
                </Text>
                <Text size="xs" c="dimmed">
                  incl. VAT {formatAed(invoice.vatFils)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(invoice.dueDate)}</Text>
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
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
function InvoiceCards({ invoices }: { invoices: readonly Invoice[] }) {
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
        </Paper>
      ))}
    </CardList>
  );
}
