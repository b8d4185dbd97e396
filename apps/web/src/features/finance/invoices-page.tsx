import { Alert, Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatAed, WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { EmptyPanel, LoadingRows } from '../../shared/ui/page';
import { useInvoices } from './api/finance-api';
import { BankTransferPanel } from './components/bank-transfer-panel';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';
import { InvoicesTable } from './components/invoices-table';
import { usePayInvoice } from './components/pay-invoice-dialogs';
import { PaymentReturnNotice } from './components/payment-return-notice';

/** /finance/invoices: every invoice of the account, newest first. */
export default function InvoicesPage() {
  const invoices = useInvoices('all');
  const outstanding = (invoices.data ?? []).filter((invoice) => invoice.status !== 'paid');
  const overdue = outstanding.filter((invoice) => invoice.status === 'overdue');
  const payment = usePayInvoice('invoices');
  return (
    <FinanceLayout
      title="Finance"
      description="Monthly invoices of your delivered orders at your rate card, with UAE VAT at 5%."
    >
      <PaymentReturnNotice />
      {invoices.isPending ? (
        <LoadingRows label="Loading invoices" />
      ) : invoices.isError ? (
        <FinanceLoadFailed what="your invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyPanel title="No invoices yet">
          Each month's delivered orders are invoiced at the start of the next month.
        </EmptyPanel>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Outstanding
              </Text>
              <Text fw={700} fz="xl">
                {formatAed(outstanding.reduce((sum, invoice) => sum + invoice.totalFils, 0))}
              </Text>
              <Text size="xs" c="dimmed">
                {outstanding.length} unpaid {outstanding.length === 1 ? 'invoice' : 'invoices'}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Overdue
              </Text>
              <Text fw={700} fz="xl" c={overdue.length ? 'red.8' : undefined}>
                {formatAed(overdue.reduce((sum, invoice) => sum + invoice.totalFils, 0))}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {overdue.length} past the due date.
                </Text>
                {outstanding.length > 0 && (
                  <Anchor component={Link} to={WEB_ROUTES.accountInvoices} size="xs" fw={600} underline="always">
                    See outstanding invoices
                  </Anchor>
                )}
              </Group>
            </Paper>
          </SimpleGrid>
          {overdue.length > 0 && (
            <Alert color="red" variant="light" title="Payment overdue">
              Please pay the overdue invoices to avoid service disruptions.
            </Alert>
          )}
          <InvoicesTable invoices={invoices.data} onPay={payment.start} openingInvoiceId={payment.openingInvoiceId} />
          {outstanding.length > 0 && <BankTransferPanel />}
          {payment.dialogs}
        </>
      )}
    </FinanceLayout>
  );
}
