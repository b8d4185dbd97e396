import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type {
  ConditionCheck,
  ConditionInput,
  DecisionResult,
  DecisionStage,
  RuleSetKind,
  TraceStep,
} from '@sameday/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { translateContractText, translateServerText } from '../../../shared/i18n';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { countryName, describeCarrier, describeCondition } from '../lib/describe';
import { emirateName, serviceName } from '../lib/labels';

const OUTCOME_LABELS: Record<TraceStep['outcome'], MessageDescriptor> = {
  matched: msg`Matched`,
  not_matched: msg`Did not match`,
  inactive: msg`Inactive, skipped`,
  carrier_cannot_carry: msg`Matched, but the carrier cannot take this order`,
  deferred: msg`Left to the merchant’s rules`,
};
const OUTCOME_COLORS: Record<TraceStep['outcome'], string> = {
  matched: 'green',
  not_matched: 'gray',
  inactive: 'gray',
  carrier_cannot_carry: 'orange',
  deferred: 'blue',
};

/** Where a step comes from, seen by the merchant or by operations. */
export function stageLabel(stage: DecisionStage, viewer: RuleSetKind): string {
  const own = viewer === 'partner';
  switch (stage) {
    case 'operations_rules':
      return t`Operations rules`;
    case 'partner_rules':
      return own ? t`Your rules` : t`Merchant’s rules`;
    case 'operations_default':
      return t`Operations default`;
    case 'partner_default':
      return own ? t`Your default` : t`Merchant’s default`;
    case 'platform_default':
      return t`Platform default`;
  }
}

/** The decision in a few words: the carrier and service, or held, or refused. */
export function decisionHeadline(decision: Pick<DecisionResult, 'outcome' | 'carrier' | 'service' | 'reason'>): string {
  if (decision.outcome === 'carrier' && decision.carrier) return describeCarrier(decision.carrier, decision.service);
  const reason = translateContractText(decision.reason ?? '');
  if (decision.outcome === 'hold') return reason ? t`Held for review: ${reason}` : t`Held for review`;
  return reason ? t`Refused: ${reason}` : t`Refused`;
}

const formatFact = (value: unknown): string => {
  if (value === null || value === undefined) return t`not given`;
  if (typeof value === 'boolean') return value ? t`yes` : t`no`;
  if (Array.isArray(value)) return value.length ? value.join(', ') : t`none`;
  if (typeof value === 'object') return Object.values(value).join('–');
  return String(value);
};

/** The order's value of a fact as the page's language names it: an emirate, a country, a service. */
function namedFact(field: string, value: unknown): string {
  const name =
    field === 'destination_emirate' || field === 'pickup_emirate'
      ? emirateName
      : field === 'destination_country'
        ? countryName
        : field === 'service_kind'
          ? serviceName
          : undefined;
  if (!name) return formatFact(value);
  if (typeof value === 'string') return name(value);
  if (Array.isArray(value)) return formatFact(value.map((item) => (typeof item === 'string' ? name(item) : item)));
  return formatFact(value);
}

function CheckLine({ check }: { check: ConditionCheck }) {
  const { t } = useLingui();
  const actual = namedFact(check.field, check.actual);
  let clause: string;
  try {
    clause = describeCondition({
      field: check.field,
      operator: check.operator,
      value: check.expected,
    } as ConditionInput);
  } catch {
    clause = `${check.field} ${check.operator} ${formatFact(check.expected)}`;
  }
  return (
    <List.Item
      icon={
        <ThemeIcon size={18} radius="xl" color={check.passed ? 'green' : 'red'} variant="light">
          {check.passed ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text size="sm" component="span">
        <VisuallyHidden>{check.passed ? t`Holds: ` : t`Does not hold: `}</VisuallyHidden>
        <bdi>{clause}</bdi>{' '}
        <Text span c="dimmed" size="sm">
          <Trans>(this order: {actual})</Trans>
        </Text>
      </Text>
    </List.Item>
  );
}

/** A decision and how it was reached: each rule tried, each condition checked, in order. */
export function DecisionView({ decision, viewer }: { decision: DecisionResult; viewer: RuleSetKind }) {
  const { t } = useLingui();
  const outcomeLabels = Object.fromEntries(
    Object.entries(OUTCOME_LABELS).map(([outcome, label]) => [outcome, t(label)]),
  ) as Record<TraceStep['outcome'], string>;
  return (
    <Stack gap="sm" aria-label={t`Decision`} component="section">
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          <Trans>Decision</Trans>
        </Text>
        <Text fw={700}>{decisionHeadline(decision)}</Text>
        <Text size="sm">{translateServerText(decision.explanationText, decision.explanation)}</Text>
      </Paper>
      <Text fw={600} size="sm">
        <Trans>How it was decided</Trans>
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Trace`}>
        {decision.trace.map((step, index) => (
          <li key={`${step.stage}-${step.ruleId ?? index}`}>
            <Paper withBorder radius="sm" p="xs">
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="sm" fw={600} dir="auto">
                  {index + 1}. {stageLabel(step.stage, viewer)}
                  {step.ruleId ? (
                    <>
                      : <bdi>{step.ruleName}</bdi>
                    </>
                  ) : (
                    ''
                  )}
                </Text>
                <StatusBadge status={step.outcome} colors={OUTCOME_COLORS} labels={outcomeLabels} size="sm" />
              </Group>
              {step.note && (
                <Text size="xs" c="dimmed">
                  {translateServerText(step.noteText, step.note)}
                </Text>
              )}
              {step.conditions.length > 0 && (
                <List spacing={2} size="sm" mt={4} center>
                  {step.conditions.map((check, checkIndex) => (
                    <CheckLine key={check.conditionId ?? checkIndex} check={check} />
                  ))}
                </List>
              )}
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
