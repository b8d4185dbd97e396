import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/i18n';
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
  const { t } = useLingui();
  const invoices = useInvoices('all');
  const outstanding = (invoices.data ?? []).filter((invoice) => invoice.status !== 'paid');
  const overdue = outstanding.filter((invoice) => invoice.status === 'overdue');
  const payment = usePayInvoice('invoices');
  return (
    <FinanceLayout
      title={t`Finance`}
      description={t`Monthly invoices of your delivered orders at your rate card, with UAE VAT at 5%.`}
    >
      <PaymentReturnNotice />
      {invoices.isPending ? (
        <LoadingRows label={t`Loading invoices`} />
      ) : invoices.isError ? (
        <FinanceLoadFailed what={t`your invoices`} error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyPanel title={t`No invoices yet`}>
          <Trans>Each month's delivered orders are invoiced at the start of the next month.</Trans>
        </EmptyPanel>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                <Trans>Outstanding</Trans>
              </Text>
              <Text fw={700} fz="xl">
                <bdi>{formatMoney(outstanding.reduce((sum, invoice) => sum + invoice.totalFils, 0))}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {plural(outstanding.length, { one: '# unpaid invoice', other: '# unpaid invoices' })}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                <Trans>Overdue</Trans>
              </Text>
              <Text fw={700} fz="xl" c={overdue.length ? 'red.8' : undefined}>
                <bdi>{formatMoney(overdue.reduce((sum, invoice) => sum + invoice.totalFils, 0))}</bdi>
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {plural(overdue.length, { one: '# past the due date.', other: '# past the due date.' })}
                </Text>
                {outstanding.length > 0 && (
                  <Anchor component={Link} to={WEB_ROUTES.accountInvoices} size="xs" fw={600} underline="always">
                    <Trans>See outstanding invoices</Trans>
                  </Anchor>
                )}
              </Group>
            </Paper>
          </SimpleGrid>
          {/* Overdue invoices are said by the shell's banner, in the spec's words: not a second time here. */}
          <InvoicesTable
            invoices={invoices.data}
            onPay={payment.start}
            isCardPaymentOpen={payment.isCardPaymentOpen}
            openingInvoiceId={payment.openingInvoiceId}
          />
          {outstanding.length > 0 && <BankTransferPanel />}
          {payment.dialogs}
        </>
      )}
    </FinanceLayout>
  );
}
