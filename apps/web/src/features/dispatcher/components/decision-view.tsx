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
import { StatusBadge } from '../../../shared/ui/status-badge';
import { describeCarrier, describeCondition } from '../lib/describe';

const OUTCOME_LABELS: Record<TraceStep['outcome'], string> = {
  matched: 'Matched',
  not_matched: 'Did not match',
  inactive: 'Inactive, skipped',
  carrier_cannot_carry: 'Matched, but the carrier cannot take this order',
  deferred: 'Left to the merchant’s rules',
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
      return 'Operations rules';
    case 'partner_rules':
      return own ? 'Your rules' : 'Merchant’s rules';
    case 'operations_default':
      return 'Operations default';
    case 'partner_default':
      return own ? 'Your default' : 'Merchant’s default';
    case 'platform_default':
      return 'Platform default';
  }
}

/** The decision in a few words: the carrier and service, or held, or refused. */
export function decisionHeadline(decision: Pick<DecisionResult, 'outcome' | 'carrier' | 'service' | 'reason'>): string {
  if (decision.outcome === 'carrier' && decision.carrier) return describeCarrier(decision.carrier, decision.service);
  if (decision.outcome === 'hold') return decision.reason ? `Held for review: ${decision.reason}` : 'Held for review';
  return `Refused: ${decision.reason ?? ''}`;
}

const formatFact = (value: unknown): string => {
  if (value === null || value === undefined) return 'not given';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'object') return Object.values(value).join('–');
  return String(value);
};

function CheckLine({ check }: { check: ConditionCheck }) {
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
        <VisuallyHidden>{check.passed ? 'Holds: ' : 'Does not hold: '}</VisuallyHidden>
        {clause}{' '}
        <Text span c="dimmed" size="sm">
          (this order: {formatFact(check.actual)})
        </Text>
      </Text>
    </List.Item>
  );
}

/** A decision and how it was reached: each rule tried, each condition checked, in order. */
export function DecisionView({ decision, viewer }: { decision: DecisionResult; viewer: RuleSetKind }) {
  return (
    <Stack gap="sm" aria-label="Decision" component="section">
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          Decision
        </Text>
        <Text fw={700}>{decisionHeadline(decision)}</Text>
        <Text size="sm">{decision.explanation}</Text>
      </Paper>
      <Text fw={600} size="sm">
        How it was decided
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Trace">
        {decision.trace.map((step, index) => (
          <li key={`${step.stage}-${step.ruleId ?? index}`}>
            <Paper withBorder radius="sm" p="xs">
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="sm" fw={600} dir="auto">
                  {index + 1}. {stageLabel(step.stage, viewer)}
                  {step.ruleId ? `: ${step.ruleName}` : ''}
                </Text>
                <StatusBadge status={step.outcome} colors={OUTCOME_COLORS} labels={OUTCOME_LABELS} size="sm" />
              </Group>
              {step.note && (
                <Text size="xs" c="dimmed">
                  {step.note}
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
