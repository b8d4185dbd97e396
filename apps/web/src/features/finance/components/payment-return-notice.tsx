import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { PAYMENT_RETURN_QUERY } from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { financeKeys, useInvoices } from '../api/finance-api';

const POLL_MS = 2_000;
/** How long the notice waits for the provider's webhook before saying the payment is still pending. */
export const CONFIRMATION_PATIENCE_MS = 60_000;

/**
 * Back from the payment provider's page (?payment=success|cancelled&invoice={id}): the invoice is
 * read again every two seconds until the provider's webhook has marked it paid, then the account's
 * standing is read again too, so the overdue banner lifts. A cancelled payment says so.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(PAYMENT_RETURN_QUERY.outcome);
  const invoiceId = params.get(PAYMENT_RETURN_QUERY.invoice);
  if (!invoiceId || (outcome !== 'success' && outcome !== 'cancelled')) return null;
  const dismiss = () => setParams({}, { replace: true });
  return <ReturnNotice key={`${outcome}:${invoiceId}`} outcome={outcome} invoiceId={invoiceId} onDismiss={dismiss} />;
}

function ReturnNotice({
  outcome,
  invoiceId,
  onDismiss,
}: {
  outcome: 'success' | 'cancelled';
  invoiceId: string;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [isPatient, setPatient] = useState(true);
  const [wasPaid, setWasPaid] = useState(false);
  const isWaiting = outcome === 'success' && isPatient && !wasPaid;
  const invoices = useInvoices('all', { refetchInterval: isWaiting ? POLL_MS : false });
  const invoice = invoices.data?.find((entry) => entry.id === invoiceId);
  const isPaid = invoice?.status === 'paid';

  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(() => setPatient(false), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  useEffect(() => {
    if (!isPaid || wasPaid) return;
    setWasPaid(true);
    // Every finance answer, the standing behind the overdue banner included.
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  }, [isPaid, wasPaid, queryClient]);

  const number = invoice?.number ?? t`this invoice`;
  const dismissButton = (
    <Button variant="subtle" size="compact-sm" onClick={onDismiss}>
      <Trans>Dismiss</Trans>
    </Button>
  );
  if (outcome === 'cancelled')
    return (
      <Alert role="status" color="yellow" variant="light" title={t`Payment cancelled`}>
        <Text size="sm">
          <Trans>Invoice {number} was not paid. You can pay it by card again, or by bank transfer.</Trans>
        </Text>
        <Group mt="xs">{dismissButton}</Group>
      </Alert>
    );
  if (isPaid)
    return (
      <Alert role="status" color="green" variant="light" title={t`Payment received`}>
        <Text size="sm">
          <Trans>Invoice {number} is paid. Thank you.</Trans>
        </Text>
        <Group mt="xs">{dismissButton}</Group>
      </Alert>
    );
  if (isPatient)
    return (
      <Alert role="status" color="brand" variant="light" title={t`Confirming your payment`} icon={<Loader size={16} />}>
        <Text size="sm">
          <Trans>
            We are waiting for the payment provider to confirm the payment of invoice {number}. This takes a few
            seconds.
          </Trans>
        </Text>
      </Alert>
    );
  return (
    <Alert role="status" color="yellow" variant="light" title={t`Payment pending`}>
      <Text size="sm">
        <Trans>
          The payment provider has not confirmed the payment of invoice {number} yet. It shows as paid as soon as it
          does: you don&rsquo;t need to pay again.
        </Trans>
      </Text>
      <Group mt="xs">
        <Button variant="default" size="compact-sm" onClick={() => void invoices.refetch()}>
          <Trans>Check again</Trans>
        </Button>
        {dismissButton}
      </Group>
    </Alert>
  );
}
