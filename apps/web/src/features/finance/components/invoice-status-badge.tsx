import { useLingui } from '@lingui/react/macro';
import type { MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { INVOICE_STATUS_TEXT } from '../lib/labels';

const COLORS: Record<InvoiceStatus, MantineColor> = { paid: 'teal', unpaid: 'yellow', overdue: 'red' };

/** Paid, Unpaid or Overdue. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useLingui();
  const labels: Record<InvoiceStatus, string> = {
    paid: t(INVOICE_STATUS_TEXT.paid),
    unpaid: t(INVOICE_STATUS_TEXT.unpaid),
    overdue: t(INVOICE_STATUS_TEXT.overdue),
  };
  return <StatusBadge status={status} colors={COLORS} labels={labels} />;
}
