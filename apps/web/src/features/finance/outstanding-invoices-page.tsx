import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/i18n';
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
  const { t } = useLingui();
  const invoices = useInvoices('outstanding');
  const financeEmail = runtimeConfig().financeEmail;
  const total = (invoices.data ?? []).reduce((sum, invoice) => sum + invoice.totalFils, 0);
  const payment = usePayInvoice('outstanding');
  return (
    <FinanceLayout
      title={t`Outstanding invoices`}
      description={t`Invoices not yet paid, the overdue ones included.`}
      actions={
        <Anchor component={Link} to={WEB_ROUTES.invoices} size="sm" fw={600} underline="always">
          <Trans>All invoices</Trans>
        </Anchor>
      }
    >
      <PaymentReturnNotice />
      {invoices.isPending ? (
        <LoadingRows label={t`Loading outstanding invoices`} />
      ) : invoices.isError ? (
        <FinanceLoadFailed what={t`your invoices`} error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyPanel title={t`Nothing outstanding`}>
          <Trans>Every invoice is paid. Thank you.</Trans>
        </EmptyPanel>
      ) : (
        <>
          <Text>
            <Trans>
              Total outstanding:{' '}
              <strong>
                <bdi>{formatMoney(total)}</bdi>
              </strong>
            </Trans>
            {financeEmail && (
              <>
                {' '}
                · <Trans>Questions about an invoice?</Trans>{' '}
                <Anchor href={`mailto:${financeEmail}`} underline="always" dir="ltr">
                  {financeEmail}
                </Anchor>
              </>
            )}
          </Text>
          <InvoicesTable
            invoices={invoices.data}
            onPay={payment.start}
            isCardPaymentOpen={payment.isCardPaymentOpen}
            openingInvoiceId={payment.openingInvoiceId}
          />
          <BankTransferPanel />
          {payment.dialogs}
        </>
      )}
    </FinanceLayout>
  );
}
