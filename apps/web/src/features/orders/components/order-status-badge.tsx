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

export function OrderStatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      style={{ flex: 'none', overflow: 'visible' }}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
