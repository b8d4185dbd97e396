import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { type RuleSetSource, useRuleSet } from '../api/dispatcher-api';
import type { DescribeNames } from '../lib/describe';
import { fieldsFor } from '../lib/rule-defaults';
import type { Choice } from './condition-fields';
import { DefaultActionSection } from './default-action-section';
import { RuleSetStatus } from './rule-set-status';
import { RulesSection } from './rules-section';
import { SimulationPanel } from './simulation-panel';
import { TryOrderPanel } from './try-order-panel';

export type RuleSetEditorProps = {
  /** Whose rules: the merchant's own (PARTNER_RULE_SETS) or operations' for a merchant (operationsRuleSets(id)). */
  source: RuleSetSource;
  ruleSetId: string;
  /** Whether the viewer may change this rule set (the rule set's own `editable` is also honoured). */
  canEdit: boolean;
  /** The merchant's pickup addresses, to choose from and to name in sentences. */
  pickupChoices?: Choice[];
};

/**
 * One rule set, whole: its status (activate after a 30-day simulation), the ordered rules,
 * the default, "try an order" and the simulation. The merchant's /settings/shipping-rules
 * and the operations console show the same editor with a different `source`.
 */
export function RuleSetEditor({ source, ruleSetId, canEdit, pickupChoices }: RuleSetEditorProps) {
  const { t } = useLingui();
  const ruleSet = useRuleSet(ruleSetId);
  if (ruleSet.isPending) return <LoadingRows label={t`Loading the rules`} />;
  if (ruleSet.error || !ruleSet.data)
    return <LoadFailed what={t`the rules`} error={ruleSet.error} onRetry={() => void ruleSet.refetch()} />;
  const detail = ruleSet.data.ruleSet;
  // The server says which carriers are not connected now, and which rules send orders to one.
  const notConnected = ruleSet.data.notConnected ?? [];
  const warnings = ruleSet.data.warnings ?? [];
  const isEditable = canEdit && detail.editable;
  const names: DescribeNames = {
    pickupLocations: Object.fromEntries((pickupChoices ?? []).map((choice) => [choice.value, choice.label])),
    notConnected,
    warnings,
  };
  return (
    <Stack gap="md">
      <RuleSetStatus source={source} ruleSet={detail} canEdit={isEditable} />
      <RulesSection
        ruleSet={detail}
        canEdit={isEditable}
        fields={fieldsFor(source.kind)}
        pickupChoices={pickupChoices}
        names={names}
      />
      <DefaultActionSection
        source={source}
        ruleSet={detail}
        canEdit={isEditable}
        notConnected={notConnected}
        warning={warnings.find((warning) => warning.ruleId === null)}
      />
      <TryOrderPanel source={source} ruleSetId={detail.id} />
      <SimulationPanel ruleSetId={detail.id} version={detail.version} />
    </Stack>
  );
}
