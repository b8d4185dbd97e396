import type { MantineColor } from '@mantine/core';
import { SHIPMENT_STATE_LABELS, type ShipmentState } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';

const COLORS: Record<ShipmentState, MantineColor> = {
  booked: 'blue',
  picked_up: 'cyan',
  in_transit: 'indigo',
  out_for_delivery: 'grape',
  delivered: 'green',
  exception: 'orange',
  returned: 'gray',
  cancelled: 'red',
};

export function ShipmentStateBadge({ state }: { state: ShipmentState }) {
  return <StatusBadge status={state} colors={COLORS} labels={SHIPMENT_STATE_LABELS} size="sm" />;
}
