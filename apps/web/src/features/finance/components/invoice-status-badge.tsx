import type { MantineColor } from '@mantine/core';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';

const COLORS: Record<InvoiceStatus, MantineColor> = { paid: 'teal', unpaid: 'yellow', overdue: 'red' };

/** Paid, Unpaid or Overdue. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge status={status} colors={COLORS} labels={INVOICE_STATUS_LABELS} />;
}
