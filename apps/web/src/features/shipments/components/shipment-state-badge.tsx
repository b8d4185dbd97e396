import { useLingui } from '@lingui/react';
import type { MantineColor } from '@mantine/core';
import { SHIPMENT_STATES, type ShipmentState } from '@sameday/contract';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SHIPMENT_STATE_NAMES } from '../lib/labels';

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
  const { i18n } = useLingui();
  const labels = Object.fromEntries(
    SHIPMENT_STATES.map((code) => [code, i18n._(SHIPMENT_STATE_NAMES[code])]),
  ) as Record<ShipmentState, string>;
  return <StatusBadge status={state} colors={COLORS} labels={labels} size="sm" />;
}
