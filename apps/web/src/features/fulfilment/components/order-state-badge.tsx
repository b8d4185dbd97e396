import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { FulfilmentOrderState } from '@sameday/contract';
import { ORDER_STATE_LABELS } from '../lib/labels';

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
  const { t } = useLingui();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(ORDER_STATE_LABELS[state])}
    </Badge>
  );
}
