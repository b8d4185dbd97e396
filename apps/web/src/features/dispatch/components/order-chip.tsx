import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Mission } from '@sameday/contract';
import { IconArrowsMove, IconGripVertical } from '@tabler/icons-react';

export type MoveTarget = { missionId: string; label: string };

/** The id of a dragged order; its data names the order and the mission it is on, if any. */
export const orderDragId = (orderId: string) => `order:${orderId}`;
export type OrderDragData = { orderId: string; fromMissionId: string | null };

/**
 * One order on the board: dragged by its handle (mouse, touch or keyboard) onto a courier or a
 * mission, or moved with its "Move to…" menu.
 */
export function OrderChip({
  orderId,
  reference,
  detail,
  fromMission,
  targets,
  onMove,
  disabled,
  draggable = true,
}: {
  orderId: string;
  reference: string;
  detail?: string;
  fromMission: Mission | null;
  targets: MoveTarget[];
  onMove: (orderId: string, missionId: string) => void;
  disabled?: boolean;
  /** Orders on a stop move with their menu only (the stops' own list is sorted by dragging). */
  draggable?: boolean;
}) {
  const { t } = useLingui();
  const data: OrderDragData = { orderId, fromMissionId: fromMission?.id ?? null };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: orderDragId(orderId),
    data,
    disabled: disabled || !draggable,
  });
  const choices = targets.filter((target) => target.missionId !== fromMission?.id);
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      // The menu's button is never cut: the detail gives way first (it takes what is left of the
      // line, down to nothing), then the button goes under the reference.
      wrap="wrap"
      data-order={orderId}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      {draggable ? (
        <UnstyledButton
          disabled={disabled}
          style={{ cursor: 'grab', touchAction: 'none', display: 'flex', alignItems: 'center', gap: 2 }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} aria-hidden />
          <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {reference}
          </Text>
        </UnstyledButton>
      ) : (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {reference}
        </Text>
      )}
      {detail && (
        <Text size="xs" c="dimmed" truncate style={{ flex: '1 1 0', minWidth: 0 }}>
          {detail}
        </Text>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            ms="auto"
            style={{ flexShrink: 0 }}
            leftSection={<IconArrowsMove size={12} aria-hidden />}
            aria-label={t`Move to… ${reference}`}
            disabled={disabled || choices.length === 0}
          >
            {t`Move to…`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t`Missions`}</Menu.Label>
          {choices.map((target) => (
            <Menu.Item key={target.missionId} onClick={() => onMove(orderId, target.missionId)}>
              {target.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
