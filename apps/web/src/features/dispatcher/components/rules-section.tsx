import { arrayMove } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ConditionField, DISPATCHER_LIMITS, type Rule, type RuleSetDetail } from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useCreateRule, useDeleteRule, useReorderRules, useToggleRule, useUpdateRule } from '../api/dispatcher-api';
import type { DescribeNames } from '../lib/describe';
import type { Choice } from './condition-fields';
import { RuleFormModal } from './rule-form-modal';
import { RuleList } from './rule-list';

type Props = {
  ruleSet: RuleSetDetail;
  canEdit: boolean;
  fields: ConditionField[];
  pickupChoices?: Choice[];
  names: DescribeNames;
};

type Editing = { rule?: Rule } | null;

/** The rules of a rule set: the ordered list, adding, editing, (de)activating, reordering and deleting. */
export function RulesSection({ ruleSet, canEdit, fields, pickupChoices, names }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const create = useCreateRule();
  const update = useUpdateRule();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const reorder = useReorderRules(ruleSet.id);
  const { rules } = ruleSet;
  const deletingName = deleting?.name ?? '';

  const fail = (error: unknown) => showToast({ message: translateContractText(serverMessage(error)), tone: 'error' });
  const onMove = (from: number, to: number) => {
    const moved = rules[from];
    if (!moved || to < 0 || to >= rules.length) return;
    const ids = arrayMove(
      rules.map((rule) => rule.id),
      from,
      to,
    );
    const name = moved.name;
    const position = to + 1;
    const count = rules.length;
    setAnnouncement(t`“${name}” is now rule ${position} of ${count}.`);
    reorder.mutate(ids, { onError: fail });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rules-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} fz="h4" id="rules-title">
              <Trans>Rules</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Tried from the top: the first active rule whose conditions all hold decides.</Trans>
            </Text>
          </div>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({})}
              disabled={rules.length >= DISPATCHER_LIMITS.rulesPerSet}
            >
              <Trans>Add a rule</Trans>
            </Button>
          )}
        </Group>
        {rules.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No rules yet: every order gets the default below.</Trans>
          </Text>
        ) : (
          <RuleList
            rules={rules}
            canEdit={canEdit}
            names={names}
            onMove={onMove}
            onEdit={(rule) => setEditing({ rule })}
            onToggle={(rule, active) => toggle.mutate({ id: rule.id, active }, { onError: fail })}
            onDelete={setDeleting}
          />
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Stack>
      <RuleFormModal
        opened={editing !== null}
        rule={editing?.rule}
        fields={fields}
        pickupChoices={pickupChoices}
        names={names}
        onClose={() => setEditing(null)}
        onSave={async (rule) => {
          if (editing?.rule) await update.mutateAsync({ id: editing.rule.id, rule });
          else await create.mutateAsync({ ruleSetId: ruleSet.id, rule });
          showToast({ message: t`Rule saved.`, tone: 'success' });
        }}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={
          <Text fw={700}>
            <Trans>Delete this rule?</Trans>
          </Text>
        }
        closeButtonProps={{ 'aria-label': t`Keep the rule` }}
      >
        <Stack gap="md">
          <Text size="sm" dir="auto">
            <Trans>“{deletingName}” will no longer decide any order. Decisions already made keep it.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    showToast({ message: t`Rule deleted.`, tone: 'success' });
                  },
                  onError: fail,
                })
              }
            >
              <Trans>Delete rule</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
