import { Badge } from '@mantine/core';
import { FULFILMENT_ORDER_STATE_LABELS, type FulfilmentOrderState } from '@sameday/contract';

const COLORS: Record<FulfilmentOrderState, string> = {
  new: 'gray',
  awaiting_stock: 'orange',
  reserved: 'blue',
  picking: 'indigo',
  packed: 'violet',
  handed_over: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

export function OrderStateBadge({ state }: { state: FulfilmentOrderState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {FULFILMENT_ORDER_STATE_LABELS[state]}
    </Badge>
  );
}
