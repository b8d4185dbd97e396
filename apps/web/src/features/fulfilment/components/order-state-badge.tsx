import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { FulfilmentOrderState } from '@sameday/contract';
import { FULFILMENT_ORDER_STATE_COLORS, FULFILMENT_ORDER_STATE_LABELS } from '../../../entities/fulfilment-order';

export function OrderStateBadge({ state }: { state: FulfilmentOrderState }) {
  const { t } = useLingui();
  return (
    <Badge color={FULFILMENT_ORDER_STATE_COLORS[state]} variant="light">
      {t(FULFILMENT_ORDER_STATE_LABELS[state])}
    </Badge>
  );
}
