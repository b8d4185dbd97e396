import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sameday/contract';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  ready_for_collection: 'blue',
  collected: 'indigo',
  received_at_depot: 'indigo',
  out_for_delivery: 'cyan',
  delivery_complete: 'teal',
  delivery_failed: 'red',
  on_hold: 'orange',
  return_to_origin: 'grape',
  returned_to_origin: 'grape',
  cancelled: 'gray',
};

/**
 * The state of an order: a tint and a dot in the state's colour, the words in
 * dark text (Mantine's coloured text on a light tint falls short of 4.5:1).
 */
export function OrderStatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  const color = STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
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
      style={
        {
          flex: 'none',
          overflow: 'visible',
          '--badge-color': 'var(--mantine-color-dark-7)',
        } as React.CSSProperties
      }
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
