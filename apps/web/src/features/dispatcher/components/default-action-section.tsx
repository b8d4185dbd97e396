import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type CarrierWarning,
  type DefaultActionInput,
  DefaultActionSchema,
  type RuleSetDetail,
} from '@sameday/contract';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { type RuleSetSource, useUpdateRuleSet } from '../api/dispatcher-api';
import { describeDefault } from '../lib/describe';
import { ActionFields } from './action-fields';
import { NotConnectedWarning } from './not-connected-warning';

/** What happens when no rule matches: every rule set has a default, shown in words and changed here. */
export function DefaultActionSection({
  source,
  ruleSet,
  canEdit,
  notConnected,
  warning,
}: {
  source: RuleSetSource;
  ruleSet: RuleSetDetail;
  canEdit: boolean;
  /** The carriers not connected on this platform. */
  notConnected?: readonly string[];
  /** The server's warning when the default sends orders to a carrier not connected now. */
  warning?: CarrierWarning;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<DefaultActionInput | null>(null);
  const [errors, setErrors] = useState<{ service?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateRuleSet(source, ruleSet.id);
  const canDefer = source.kind === 'operations';

  const save = () => {
    if (!draft) return;
    const parsed = DefaultActionSchema.safeParse(draft);
    if (!parsed.success) {
      const byField = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path.at(-1)), translateContractText(issue.message)]),
      );
      setErrors(byField);
      return;
    }
    setErrors({});
    setFormError(undefined);
    update.mutate(
      // Only operations' rule sets may defer; the picker offers it to them alone.
      { defaultAction: parsed.data as Exclude<typeof parsed.data, { type: 'defer' }> },
      {
        onSuccess: () => {
          setDraft(null);
          showToast({ message: t`Default saved.`, tone: 'success' });
        },
        onError: (error) => setFormError(translateContractText(serverMessage(error))),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="default-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="default-title">
          <Trans>Default</Trans>
        </Title>
        <Text size="sm">{describeDefault(ruleSet.defaultAction)}</Text>
        {warning && <NotConnectedWarning warning={warning} />}
        {canEdit && draft === null && (
          <Button
            variant="default"
            w="fit-content"
            onClick={() => setDraft(ruleSet.defaultAction as DefaultActionInput)}
          >
            <Trans>Change the default</Trans>
          </Button>
        )}
        {draft !== null && (
          <Stack gap="sm">
            <ActionFields
              value={draft}
              onChange={setDraft}
              canDefer={canDefer}
              notConnected={notConnected}
              errors={errors}
              labelPrefix={t`Default: `}
            />
            {formError && <FormAlert>{formError}</FormAlert>}
            <Group gap="sm">
              <Button onClick={save} loading={update.isPending}>
                <Trans>Save the default</Trans>
              </Button>
              <Button variant="default" onClick={() => setDraft(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
