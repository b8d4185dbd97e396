import { arrayMove } from '@dnd-kit/sortable';
import { Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ConditionField, DISPATCHER_LIMITS, type Rule, type RuleSetDetail } from '@sameday/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const create = useCreateRule();
  const update = useUpdateRule();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const reorder = useReorderRules(ruleSet.id);
  const { rules } = ruleSet;

  const fail = (error: unknown) => showToast({ message: serverMessage(error), tone: 'error' });
  const onMove = (from: number, to: number) => {
    const moved = rules[from];
    if (!moved || to < 0 || to >= rules.length) return;
    const ids = arrayMove(
      rules.map((rule) => rule.id),
      from,
      to,
    );
    setAnnouncement(`“${moved.name}” is now rule ${to + 1} of ${rules.length}.`);
    reorder.mutate(ids, { onError: fail });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rules-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} fz="h4" id="rules-title">
              Rules
            </Title>
            <Text size="sm" c="dimmed">
              Tried from the top: the first active rule whose conditions all hold decides.
            </Text>
          </div>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({})}
              disabled={rules.length >= DISPATCHER_LIMITS.rulesPerSet}
            >
              Add a rule
            </Button>
          )}
        </Group>
        {rules.length === 0 ? (
          <Text size="sm" c="dimmed">
            No rules yet: every order gets the default below.
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
          showToast({ message: 'Rule saved.', tone: 'success' });
        }}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={<Text fw={700}>Delete this rule?</Text>}
        closeButtonProps={{ 'aria-label': 'Keep the rule' }}
      >
        <Stack gap="md">
          <Text size="sm" dir="auto">
            “{deleting?.name}” will no longer decide any order. Decisions already made keep it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    showToast({ message: 'Rule deleted.', tone: 'success' });
                  },
                  onError: fail,
                })
              }
            >
              Delete rule
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
