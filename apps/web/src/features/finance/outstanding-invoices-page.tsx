import { Anchor, Text } from '@mantine/core';
import { formatAed, WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { runtimeConfig } from '../../shared/runtime-config';
import { EmptyPanel, LoadingRows } from '../../shared/ui/page';
import { useInvoices } from './api/finance-api';
import { BankTransferPanel } from './components/bank-transfer-panel';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';
import { InvoicesTable } from './components/invoices-table';
import { usePayInvoice } from './components/pay-invoice-dialogs';
import { PaymentReturnNotice } from './components/payment-return-notice';

/** /account/invoices: the unpaid and overdue invoices, where the overdue banner leads. */
export default function OutstandingInvoicesPage() {
  const invoices = useInvoices('outstanding');
  const financeEmail = runtimeConfig().financeEmail;
  const total = (invoices.data ?? []).reduce((sum, invoice) => sum + invoice.totalFils, 0);
  const payment = usePayInvoice('outstanding');
  return (
    <FinanceLayout
      title="Outstanding invoices"
      description="Invoices not yet paid, the overdue ones included."
      actions={
        <Anchor component={Link} to={WEB_ROUTES.invoices} size="sm" fw={600} underline="always">
          All invoices
        </Anchor>
      }
    >
      <PaymentReturnNotice />
      {invoices.isPending ? (
        <LoadingRows label="Loading outstanding invoices" />
      ) : invoices.isError ? (
        <FinanceLoadFailed what="your invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyPanel title="Nothing outstanding">Every invoice is paid. Thank you.</EmptyPanel>
      ) : (
        <>
          <Text>
            Total outstanding: <strong>{formatAed(total)}</strong>
            {financeEmail && (
              <>
                {' '}
                · Questions about an invoice?{' '}
                <Anchor href={`mailto:${financeEmail}`} underline="always">
                  {financeEmail}
                </Anchor>
              </>
            )}
          </Text>
          <InvoicesTable invoices={invoices.data} onPay={payment.start} openingInvoiceId={payment.openingInvoiceId} />
          <BankTransferPanel />
          {payment.dialogs}
        </>
      )}
    </FinanceLayout>
  );
}
