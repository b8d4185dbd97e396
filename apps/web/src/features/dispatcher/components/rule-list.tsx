import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import type { Rule } from '@sameday/contract';
import { IconArrowDown, IconArrowUp, IconDots, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { type DescribeNames, describeRule } from '../lib/describe';
import { NotConnectedWarning, warningOf } from './not-connected-warning';

type Props = {
  rules: Rule[];
  canEdit: boolean;
  names: DescribeNames;
  /** Moves the rule at `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  onEdit: (rule: Rule) => void;
  onToggle: (rule: Rule, active: boolean) => void;
  onDelete: (rule: Rule) => void;
};

/**
 * The rules in the order they are tried: the first active rule whose conditions all hold
 * decides. Reordered by drag (pointer or keyboard on the handle) or by the move buttons.
 */
export function RuleList({ rules, canEdit, names, onMove, ...actions }: Props) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rules.findIndex((rule) => rule.id === active.id);
    const to = rules.findIndex((rule) => rule.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t`To pick up a rule, press space or enter. Use the arrow keys to move it, space or enter to drop it, escape to cancel.`,
        },
      }}
    >
      <SortableContext items={rules.map((rule) => rule.id)} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap="xs"
          aria-label={t`Rules, in the order they are tried`}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {rules.map((rule, index) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              index={index}
              count={rules.length}
              canEdit={canEdit}
              names={names}
              onMove={onMove}
              {...actions}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

type ItemProps = Omit<Props, 'rules'> & { rule: Rule; index: number; count: number };

function RuleItem({ rule, index, count, canEdit, names, onMove, onEdit, onToggle, onDelete }: ItemProps) {
  const { t } = useLingui();
  const sortable = useSortable({ id: rule.id, disabled: !canEdit });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative' as const,
  };
  const name = rule.name;
  const position = index + 1;
  const warning = warningOf(names.warnings, rule.id);
  return (
    <li ref={sortable.setNodeRef} style={style} aria-label={t`Rule ${position}: ${name}`}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        shadow={sortable.isDragging ? 'md' : undefined}
        opacity={rule.active ? 1 : 0.75}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          {canEdit && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t`Drag to reorder “${name}”`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" fw={700}>
                {index + 1}.
              </Text>
              <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {rule.name}
              </Text>
              {!rule.active && (
                <StatusBadge
                  status="inactive"
                  colors={{ inactive: 'gray' }}
                  labels={{ inactive: t`Inactive` }}
                  size="sm"
                />
              )}
            </Group>
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {describeRule(rule, names)}
            </Text>
            {warning && <NotConnectedWarning warning={warning} ruleName={rule.name} />}
            {canEdit && (
              <Group gap="xs" mt={4} wrap="wrap">
                <Switch
                  size="sm"
                  label={t({ message: 'Active', context: 'rule' })}
                  checked={rule.active}
                  onChange={(event) => onToggle(rule, event.currentTarget.checked)}
                  aria-label={t`Active: ${name}`}
                />
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(rule)}
                  aria-label={t`Edit “${name}”`}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconArrowUp size={14} aria-hidden />}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={t`Move “${name}” up`}
                >
                  <Trans>Up</Trans>
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconArrowDown size={14} aria-hidden />}
                  disabled={index === count - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={t`Move “${name}” down`}
                >
                  <Trans>Down</Trans>
                </Button>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t`More for “${name}”`}>
                      <IconDots size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => onDelete(rule)}
                    >
                      <Trans>Delete rule</Trans>
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}
