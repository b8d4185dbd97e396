import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  type Mission,
  type OrderMoveBody,
  renderServerText,
  type Stop,
  type StopKind,
  type StopRisk,
} from '@sameday/contract';
import { IconGripVertical, IconLock, IconLockOpen } from '@tabler/icons-react';
import { translateServerText } from '../../../shared/i18n';
import { clock, missionRisk } from '../lib/board';
import { type MoveTarget, OrderChip } from './order-chip';
import { RecordMoveMenu } from './record-move';
import { StopNotes } from './stop-notes';

export const STOP_KIND_LABELS: Record<StopKind, MessageDescriptor> = {
  pickup: msg`Pickup`,
  depot: msg`Depot`,
  load: msg`Load at depot`,
  dropoff: msg`Drop-off`,
};
export const RISK_LABELS: Record<StopRisk, MessageDescriptor> = {
  late: msg`Late`,
  at_risk: msg`At risk`,
  on_time: msg`On time`,
};

export const missionDropId = (missionId: string) => `mission:${missionId}`;

/**
 * One mission: its courier, its state and its stops in order. Orders are dropped on it (or moved
 * with their menu); its stops are reordered by dragging their handle (or with the keyboard: Space
 * picks a stop up, the arrows move it, Space puts it down); a locked stop keeps its place.
 */
export function MissionCard({
  mission,
  color,
  conflict,
  targets,
  busy,
  onMoveOrder,
  onReorder,
  onLock,
  onRecord,
}: {
  mission: Mission;
  color: string;
  conflict: boolean;
  targets: MoveTarget[];
  busy: boolean;
  onMoveOrder: (orderId: string, missionId: string) => void;
  onReorder: (mission: Mission, stopIds: string[]) => void;
  onLock: (mission: Mission, stop: Stop) => void;
  onRecord: (body: OrderMoveBody) => void;
}) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: missionDropId(mission.id), data: { missionId: mission.id } });
  const risk = missionRisk(mission);
  const late = risk !== 'on_time';
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const stopIds = mission.stops.map((stop) => stop.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = stopIds.indexOf(String(active.id));
    const to = stopIds.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(mission, arrayMove(stopIds, from, to));
  };
  const courierName = mission.courierName;
  const km = (mission.distanceMeters / 1000).toFixed(1);
  const minutes = Math.round(mission.travelSeconds / 60);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={t`Mission of ${courierName}`}
      withBorder
      p="sm"
      style={{
        borderColor: late ? 'var(--mantine-color-red-6)' : isOver ? 'var(--mantine-color-blue-5)' : undefined,
        borderWidth: late || isOver ? 2 : undefined,
        borderInlineStart: `6px solid ${color}`,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>
              <bdi>{courierName}</bdi>
            </Text>
            <Badge variant="light" color="gray">
              {t(VEHICLE_LABELS[mission.vehicleKind])}
            </Badge>
            {late && (
              <Badge color="red" variant="filled">
                {t(RISK_LABELS[risk])}
              </Badge>
            )}
            {!mission.pooled && (
              <Badge variant="outline" color="gray">
                {t`Not pooled`}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              {km} km · {minutes} min driving
            </Trans>
          </Text>
        </Group>
        {mission.explanation && (
          <Text size="xs" c="dimmed" dir="auto">
            {translateServerText(mission.explanationText, mission.explanation)}
          </Text>
        )}
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t`Changed by someone else`}>
            <Trans>
              Someone changed the mission of <bdi>{courierName}</bdi> while you were working on it. Nothing of yours was
              saved: it now shows the latest plan. Make your change again.
            </Trans>
          </Alert>
        )}
        {mission.stops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No stops yet: drop an order here.`}
          </Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={stopIds} strategy={verticalListSortingStrategy}>
              <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Stops`}>
                {mission.stops.map((stop, index) => (
                  <StopRow
                    key={stop.id}
                    mission={mission}
                    stop={stop}
                    position={index + 1}
                    targets={targets}
                    busy={busy}
                    onMoveOrder={onMoveOrder}
                    onLock={onLock}
                    onRecord={onRecord}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </Paper>
  );
}

export const VEHICLE_LABELS: Record<Mission['vehicleKind'], MessageDescriptor> = {
  bike: msg`Bike`,
  car: msg`Car`,
  van: msg`Van`,
};

function StopRow({
  mission,
  stop,
  position,
  targets,
  busy,
  onMoveOrder,
  onLock,
  onRecord,
}: {
  mission: Mission;
  stop: Stop;
  /** The stop's place in its mission (1, 2, 3…), as on the map: a re-plan leaves gaps in `sequence`. */
  position: number;
  targets: MoveTarget[];
  busy: boolean;
  onMoveOrder: (orderId: string, missionId: string) => void;
  onLock: (mission: Mission, stop: Stop) => void;
  onRecord: (body: OrderMoveBody) => void;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: stop.id,
    disabled: stop.locked || busy || stop.state !== 'pending',
  });
  const late = stop.risk !== 'on_time';
  const sequence = position;
  const window = `${clock(stop.window.from)}–${clock(stop.window.to)}`;
  const predicted = stop.predictedArrival ? clock(stop.predictedArrival) : null;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-stop={stop.id}
      data-kind={stop.kind}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        background: late ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-0)',
        borderInlineStart: late ? '3px solid var(--mantine-color-red-6)' : '3px solid transparent',
        borderRadius: 4,
        padding: '6px 8px',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton
          disabled={stop.locked || busy || stop.state !== 'pending'}
          style={{ cursor: stop.locked ? 'not-allowed' : 'grab', touchAction: 'none', paddingTop: 2 }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} aria-hidden />
          <VisuallyHidden>{t`Move stop ${sequence}`}</VisuallyHidden>
        </UnstyledButton>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {sequence}.
            </Text>
            <Badge
              size="sm"
              variant="light"
              color={stop.kind === 'dropoff' ? 'blue' : stop.kind === 'pickup' ? 'teal' : 'grape'}
            >
              {t(STOP_KIND_LABELS[stop.kind])}
            </Badge>
            <Text size="sm" dir="auto" truncate style={{ minWidth: 0 }}>
              {stop.label}
            </Text>
            {late && (
              <Text size="xs" fw={700} c="red.8">
                {t(RISK_LABELS[stop.risk])}
              </Text>
            )}
          </Group>
          <Text size="xs" c={late ? 'red.8' : 'dimmed'}>
            {predicted ? (
              <Trans>
                Promised {window} · expected {predicted}
              </Trans>
            ) : (
              <Trans>Promised {window}</Trans>
            )}
          </Text>
          {(stop.kind === 'depot' || stop.kind === 'load') && stop.explanationText && (
            // A depot hand-in or load (decisions 073, 078): its parcels, the depot and why, in the board's language.
            <Text size="xs" data-hand-in>
              {translateServerText(stop.explanationText, renderServerText(stop.explanationText) ?? '')}
            </Text>
          )}
          {stop.orderIds.map((orderId) => (
            <OrderChip
              key={orderId}
              orderId={orderId}
              reference={orderId}
              fromMission={mission}
              targets={targets}
              onMove={onMoveOrder}
              disabled={busy || stop.state !== 'pending'}
              draggable={false}
            />
          ))}
          <StopNotes notes={stop.notes} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button
            size="compact-xs"
            variant={stop.locked ? 'filled' : 'default'}
            aria-pressed={stop.locked}
            aria-label={t`Lock stop ${sequence}`}
            leftSection={stop.locked ? <IconLock size={12} aria-hidden /> : <IconLockOpen size={12} aria-hidden />}
            disabled={busy || stop.state !== 'pending'}
            onClick={() => onLock(mission, stop)}
          >
            {t`Lock`}
          </Button>
          <RecordMoveMenu stop={stop} disabled={busy || stop.state !== 'pending'} onRecord={onRecord} />
        </Stack>
      </Group>
    </Box>
  );
}
