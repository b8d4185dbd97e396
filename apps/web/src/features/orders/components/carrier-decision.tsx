import { Text } from '@mantine/core';
import { DISPATCH_CARRIER_LABELS, DISPATCH_SERVICE_LABELS, type StoredDecision } from '@sameday/contract';
import { useOrderDecision } from '../api/get-order-decision';
import { Fact } from './fact';

/** Who carries it: "Desert Freight (Standard)", "Held for review", "Refused". */
function carrierOf(decision: StoredDecision): string {
  if (decision.outcome === 'hold') return 'Held for review';
  if (decision.outcome === 'refuse') return 'Refused';
  if (!decision.carrier) return '—';
  const name = DISPATCH_CARRIER_LABELS[decision.carrier];
  return decision.service ? `${name} (${DISPATCH_SERVICE_LABELS[decision.service] ?? decision.service})` : name;
}

/** Why: the rule that matched, or which default applied. */
function reasonOf(decision: StoredDecision): string {
  const rule = decision.rule?.name;
  switch (decision.source) {
    case 'operations_rules':
      return `because operations rule “${rule}” matched`;
    case 'partner_rules':
      return `because rule “${rule}” matched`;
    case 'partner_default':
      return 'because no rule matched: your default';
    case 'operations_default':
      return 'by the default operations keep for your account';
    case 'platform_default':
      return 'by default: no shipping rule applies';
    case 'no_carrier':
      return 'because no carrier can take it';
  }
}

/**
 * The order's carrier and the reason, from the decision stored on it when it was placed
 * (immutable). Nothing is shown while it loads, when it could not be read or when none was made.
 */
export function CarrierDecision({ orderId }: { orderId: string }) {
  const decision = useOrderDecision(orderId);
  if (!decision.data) return null;
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Fact label="Carrier">
        <Text size="sm" fw={600} component="span">
          {carrierOf(decision.data)}
        </Text>{' '}
        <Text size="sm" c="dimmed" component="span" dir="auto">
          {reasonOf(decision.data)}
          {decision.data.outcome !== 'carrier' && decision.data.reason ? ` (${decision.data.reason})` : ''}
        </Text>
      </Fact>
    </div>
  );
}
