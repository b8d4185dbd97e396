import type { MantineColor } from '@mantine/core';
import type { OrderStatus } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useOrderLabels } from '../lib/labels';

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
  const { statusNames } = useOrderLabels();
  return <StatusBadge status={status} colors={STATUS_COLORS} labels={statusNames} size={size} />;
}
