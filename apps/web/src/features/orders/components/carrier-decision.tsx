import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import {
  DISPATCH_CARRIER_LABELS,
  DISPATCH_SERVICE_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  type StoredDecision,
} from '@sameday/contract';
import { translateContractText } from '../../../shared/i18n';
import { useOrderDecision } from '../api/get-order-decision';
import { type OrderLabels, useOrderLabels } from '../lib/labels';
import { Fact } from './fact';

const isServiceKind = (service: string): service is ServiceKind =>
  (SERVICE_KINDS as readonly string[]).includes(service);

/**
 * Who carries it: "Aramex (Domestic Overnight)", "Held for review", "Refused". The Sameday fleet
 * and the platform's services in the reader's language; the partners' names and services are brands.
 */
function carrierOf(decision: StoredDecision, labels: OrderLabels): string {
  if (decision.outcome === 'hold') return t`Held for review`;
  if (decision.outcome === 'refuse') return t`Refused`;
  if (!decision.carrier) return '—';
  const name = translateContractText(DISPATCH_CARRIER_LABELS[decision.carrier]);
  const { service } = decision;
  if (!service) return name;
  return `${name} (${isServiceKind(service) ? labels.service(service) : (DISPATCH_SERVICE_LABELS[service] ?? service)})`;
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
  const labels = useOrderLabels();
  if (!decision.data) return null;
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Fact label={t`Carrier`}>
        <Text size="sm" fw={600} component="span">
          {carrierOf(decision.data, labels)}
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
