import { Badge } from '@mantine/core';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@sameday/contract';

const COLORS: Record<InvoiceStatus, string> = { paid: 'teal', unpaid: 'yellow', overdue: 'red' };

/** Paid, Unpaid or Overdue: a tint and a dot in the colour, the words in dark text. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const color = COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'block',
            width: 7,
            height: 7,
            borderRadius: '50%',
            background: `var(--mantine-color-${color}-${color === 'yellow' ? 7 : 6})`,
          }}
        />
      }
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
