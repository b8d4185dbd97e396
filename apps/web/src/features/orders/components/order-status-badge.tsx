import type { MantineColor } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';

const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
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

/** The state of an order, in the colour of its step. */
export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge status={status} colors={STATUS_COLORS} labels={ORDER_STATUS_LABELS} size={size} />;
}
