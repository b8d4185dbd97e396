import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, type FlexProps, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@sameday/contract';
import { formatDate } from '../../../shared/date-formats';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { formatMoney } from '../../../shared/i18n';
import { downloadInvoiceCsv, downloadInvoicePdf } from '../api/finance-api';
import { dubaiDay } from '../lib/dubai-day';
import { monthText } from '../lib/labels';
import { CardList } from './card-list';
import { DownloadButton } from './download-button';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { PayMethod } from './pay-invoice-dialogs';
import { TablePanel } from './table-panel';

type Props = {
  invoices: readonly Invoice[];
  /** Pays an unpaid invoice by card or bank transfer. */
  onPay: (invoice: Invoice, method: PayMethod) => void;
  /** Whether cards are taken (a payment provider is configured); else only the bank transfer is offered. */
  isCardPaymentOpen: boolean;
  /** The invoice whose payment page is opening. */
  openingInvoiceId?: string;
};

/** Period, number, amount, due date, status, the ways to pay and the downloads of each invoice (newest first). */
export function InvoicesTable(props: Props) {
  const { invoices, ...pay } = props;
  const { t } = useLingui();
  const isPhone = useIsPhone();
  if (isPhone) return <InvoiceCards {...props} />;
  return (
    <TablePanel minWidth={900} verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t`Period`}</Table.Th>
          <Table.Th scope="col">{t`Invoice number`}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t`Amount`}
          </Table.Th>
          <Table.Th scope="col">{t`Due date`}</Table.Th>
          <Table.Th scope="col">{t`Status`}</Table.Th>
          <Table.Th scope="col">{t`Payment`}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{t`Downloads`}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => {
          const period = monthText(invoice.periodStart);
          const vat = formatMoney(invoice.vatFils);
          return (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {period}
                </Text>
                <Text size="xs" c="dimmed">
                  {plural(invoice.orderCount, { one: '# order', other: '# orders' })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{invoice.number}</bdi>
                </Text>
              </Table.Td>
              <Table.Td ta="end">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{formatMoney(invoice.totalFils)}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>
                    incl. VAT <bdi>{vat}</bdi>
                  </Trans>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(invoice.dueDate)}</Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 130 }}>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <PayButtons invoice={invoice} {...pay} isStacked />
              </Table.Td>
              <Table.Td>
                <Downloads invoice={invoice} isStacked />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </TablePanel>
  );
}

/** An invoice's buttons side by side, or in the table one under the other, as wide as the widest. */
function Buttons({ isStacked, ...flex }: FlexProps & { isStacked: boolean }) {
  return <Flex gap={6} direction={isStacked ? 'column' : 'row'} align={isStacked ? 'stretch' : 'center'} {...flex} />;
}

/** Pay by card (the provider's page, when cards are taken) or by bank transfer; a paid invoice says when. */
function PayButtons({
  invoice,
  onPay,
  isCardPaymentOpen,
  openingInvoiceId,
  isStacked = false,
}: Omit<Props, 'invoices'> & {
  invoice: Invoice;
  /** In the table: one button under the other, so the columns keep their room. */
  isStacked?: boolean;
}) {
  const { t } = useLingui();
  if (invoice.status === 'paid')
    return (
      <Text size="sm" c="dimmed">
        {invoice.paidAt ? t`Paid ${dubaiDay(invoice.paidAt)}` : t`Paid`}
      </Text>
    );
  const number = invoice.number;
  return (
    <Buttons isStacked={isStacked} wrap="wrap">
      {isCardPaymentOpen && (
        <Button
          size="compact-sm"
          loading={openingInvoiceId === invoice.id}
          onClick={() => onPay(invoice, 'card')}
          aria-label={t`Pay by card: invoice ${number}`}
        >
          <Trans>Pay by card</Trans>
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onPay(invoice, 'transfer')}
        aria-label={t`Pay by bank transfer: invoice ${number}`}
      >
        <Trans>Pay by bank transfer</Trans>
      </Button>
    </Buttons>
  );
}

/** The invoice's PDF and its orders' CSV; in the table one under the other, so the row fits a laptop's width. */
function Downloads({ invoice, isStacked = false }: { invoice: Invoice; isStacked?: boolean }) {
  const { t } = useLingui();
  const period = monthText(invoice.periodStart);
  const number = invoice.number;
  return (
    <Buttons isStacked={isStacked} gap={isStacked ? 6 : 'xs'} justify="flex-end" wrap="nowrap">
      <DownloadButton
        label="PDF"
        accessibleName={t`Download invoice ${number} (${period}) as PDF`}
        download={() => downloadInvoicePdf(invoice.id, invoice.number)}
      />
      <DownloadButton
        label="CSV"
        accessibleName={t`Download the orders of invoice ${number} (${period}) as CSV`}
        download={() => downloadInvoiceCsv(invoice.id, invoice.number)}
      />
    </Buttons>
  );
}

/** On phones: one card an invoice, the same facts and downloads. */
function InvoiceCards({ invoices, ...pay }: Props) {
  const { t } = useLingui();
  return (
    <CardList aria-label={t`Invoices`}>
      {invoices.map((invoice) => (
        <Paper key={invoice.id} withBorder radius="md" p="md" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{monthText(invoice.periodStart)}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                <bdi>{invoice.number}</bdi>
              </Text>
            </div>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-end">
            <div>
              <Text fw={700}>
                <bdi>{formatMoney(invoice.totalFils)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                <DueAndOrders invoice={invoice} />
              </Text>
            </div>
            <Downloads invoice={invoice} />
          </Group>
          {invoice.status !== 'paid' && (
            <Group mt="sm">
              <PayButtons invoice={invoice} {...pay} />
            </Group>
          )}
        </Paper>
      ))}
    </CardList>
  );
}

/** "Due 15/11/2026 · 12 orders" on an invoice's card. */
function DueAndOrders({ invoice }: { invoice: Invoice }) {
  const due = formatDate(invoice.dueDate);
  const orders = plural(invoice.orderCount, { one: '# order', other: '# orders' });
  return (
    <Trans>
      Due {due} · {orders}
    </Trans>
  );
}
