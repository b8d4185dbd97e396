import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { DISPATCH_CARRIER_LABELS, DISPATCH_SERVICE_LABELS, type StoredDecision } from '@sameday/contract';
import { translateContractText } from '../../../shared/i18n';
import { useOrderDecision } from '../api/get-order-decision';
import { Fact } from './fact';

/** Who carries it: "Desert Freight (Standard)", "Held for review", "Refused". */
function carrierOf(decision: StoredDecision): string {
  if (decision.outcome === 'hold') return t`Held for review`;
  if (decision.outcome === 'refuse') return t`Refused`;
  if (!decision.carrier) return '—';
  const name = DISPATCH_CARRIER_LABELS[decision.carrier];
  return decision.service ? `${name} (${DISPATCH_SERVICE_LABELS[decision.service] ?? decision.service})` : name;
}

/** Why: the rule that matched, or which default applied. */
function reasonOf(decision: StoredDecision): string {
  const rule = decision.rule?.name ?? '';
  switch (decision.source) {
    case 'operations_rules':
      return t`because operations rule “${rule}” matched`;
    case 'partner_rules':
      return t`because rule “${rule}” matched`;
    case 'partner_default':
      return t`because no rule matched: your default`;
    case 'operations_default':
      return t`by the default operations keep for your account`;
    case 'platform_default':
      return t`by default: no shipping rule applies`;
    case 'no_carrier':
      return t`because no carrier can take it`;
  }
}

/**
 * The order's carrier and the reason, from the decision stored on it when it was placed
 * (immutable). Nothing is shown while it loads, when it could not be read or when none was made.
 */
export function CarrierDecision({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const decision = useOrderDecision(orderId);
  if (!decision.data) return null;
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Fact label={t`Carrier`}>
        <Text size="sm" fw={600} component="span">
          {carrierOf(decision.data)}
        </Text>{' '}
        <Text size="sm" c="dimmed" component="span" dir="auto">
          {reasonOf(decision.data)}
          {decision.data.outcome !== 'carrier' && decision.data.reason
            ? ` (${translateContractText(decision.data.reason)})`
            : ''}
        </Text>
      </Fact>
    </div>
  );
}
