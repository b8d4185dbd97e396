import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { CourierOnMap, DispatchDay, Mission, Stop, Wave } from '@sameday/contract';
import { IconRefresh, IconRoute } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { translateServerText } from '../../shared/i18n';
import { runtimeConfig } from '../../shared/runtime-config';
import { EmptyPanel, LoadFailed, LoadingRows, useDocumentTitle } from '../../shared/ui/page';
import { useCouriersOnMap } from './api/courier-positions-api';
import { useDispatchDay } from './api/dispatch-api';
import { DayNumbersStrip } from './components/day-numbers';
import { MissionCard, STOP_KIND_LABELS, VEHICLE_LABELS } from './components/mission-card';
import { type MoveTarget, OrderChip, type OrderDragData } from './components/order-chip';
import { PlanWaveModal } from './components/plan-wave-modal';
import { ReplanWaveModal } from './components/replan-wave-modal';
import classes from './dispatch-board.module.css';
import { clock, dubaiToday } from './lib/board';
import { type DispatchCourier, useBoardActions } from './use-board-actions';

const DispatchMap = lazy(() => import('./components/dispatch-map'));

/** The tile style configured for the map (MAP_STYLE_URL in /env.json), if any. */
function mapStyleUrl(): string | undefined {
  try {
    return runtimeConfig().mapStyleUrl || undefined;
  } catch {
    return undefined;
  }
}

/** Whether this browser can draw the map (MapLibre GL needs WebGL). */
const canDrawMap = () => typeof window !== 'undefined' && typeof window.WebGLRenderingContext !== 'undefined';

/** Keeps a map that fails to start from taking the board down with it. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * /admin/dispatch: the operations board of one Dubai day. Today's waves, the ready orders no
 * mission carries yet, the couriers with their load and shift, and the missions as lists of
 * stops (late and at-risk first, in red) and on a map. Operations plan a wave, move an order onto a
 * courier's mission (drag and drop, or its "Move to…" menu), reorder and lock stops, and re-plan
 * the rest. Every change carries the mission's version; a change made meanwhile by someone else is
 * refused, said, and the mission shown as it now is.
 */
export default function DispatchBoardPage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Dispatch board`} · Operations`);
  const [date, setDate] = useState(dubaiToday);
  const day = useDispatchDay(date);
  return (
    <Box maw={1400}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t`Dispatch board`}
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>
                Plan the day’s waves, move orders between couriers and keep every promised window. Late and at-risk
                stops come first, in red.
              </Trans>
            </Text>
          </Stack>
          <TextInput
            type="date"
            label={t`Day`}
            value={date}
            onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
            w={170}
          />
        </Group>
        <DayNumbersStrip date={date} today={dubaiToday()} />
        {day.isPending ? (
          <LoadingRows label={t`Loading the dispatch board`} rows={6} />
        ) : day.isError ? (
          <LoadFailed what={t`the dispatch board`} error={day.error} onRetry={() => void day.refetch()} />
        ) : (
          <Board day={day.data} date={date} />
        )}
      </Stack>
    </Box>
  );
}

/** `date` is the day the page asked for: the board's cache key, which every change reads again. */
function Board({ day, date }: { day: DispatchDay; date: string }) {
  const { t } = useLingui();
  const {
    missions,
    colorOf,
    targets,
    missionOfCourier,
    conflicts,
    replanConflict,
    setReplanConflict,
    planning,
    setPlanning,
    busy,
    plan,
    replan,
    moveOrder,
    moveToCourier,
    reorderStops,
    toggleLock,
    replanWave,
    replanning,
    setReplanning,
    confirmReplan,
    recordMove,
    planWave,
  } = useBoardActions(day, date);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as OrderDragData | undefined;
    const target = over?.data.current as { missionId?: string; courierId?: string } | undefined;
    if (!data || !target) return;
    if (target.missionId && target.missionId !== data.fromMissionId) moveOrder(data.orderId, target.missionId);
    if (target.courierId) {
      const courier = day.couriers.find((c) => c.courierId === target.courierId);
      if (courier) moveToCourier(data.orderId, courier);
    }
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd}>
      <Stack gap="md">
        <WavesPanel
          day={day}
          busy={busy}
          replanning={replan.isPending}
          onPlan={() => {
            plan.reset();
            setPlanning(true);
          }}
          onReplan={replanWave}
        />
        {replanConflict && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            title={t`Changed by someone else`}
            withCloseButton
            onClose={() => setReplanConflict(false)}
          >
            <Trans>
              A mission of this wave was changed by someone else while you were looking at it, so nothing was planned
              again. The board now shows the latest plan: re-plan once more if you still need to.
            </Trans>
          </Alert>
        )}
        <Box className={classes.board}>
          <Stack gap="md">
            <UnassignedPanel day={day} targets={targets} busy={busy} onMove={moveOrder} />
            <CouriersPanel
              couriers={day.couriers}
              hasMission={(courierId) =>
                missionOfCourier(courierId) !== undefined || missions.some((m) => m.courierId === courierId)
              }
            />
          </Stack>
          <Stack gap="sm" component="section" aria-label={t`Missions`}>
            <Group justify="space-between">
              <Title order={2} fz="h4">
                {t`Missions`}
              </Title>
              <Text size="sm" c="dimmed">
                {plural(missions.length, { one: '# mission', other: '# missions' })}
              </Text>
            </Group>
            <MapPanel missions={missions} colorOf={colorOf} isToday={day.date === dubaiToday()} />
            {missions.length === 0 ? (
              <EmptyPanel title={t`No missions for this day yet`}>
                <Trans>Plan the wave to build missions from the ready orders and the couriers on shift.</Trans>
              </EmptyPanel>
            ) : (
              missions.map((mission) => (
                <MissionCard
                  key={mission.id}
                  mission={mission}
                  color={colorOf(mission.id)}
                  conflict={conflicts.has(mission.id)}
                  targets={targets}
                  busy={busy}
                  onMoveOrder={moveOrder}
                  onReorder={reorderStops}
                  onLock={toggleLock}
                  onRecord={recordMove}
                />
              ))
            )}
          </Stack>
        </Box>
      </Stack>
      {planning && (
        <PlanWaveModal
          day={day}
          opened={planning}
          isPending={plan.isPending}
          error={plan.error}
          onPlan={planWave}
          onClose={() => setPlanning(false)}
        />
      )}
      {replanning && (
        <ReplanWaveModal
          day={day}
          wave={replanning}
          isPending={replan.isPending}
          error={replan.error}
          onReplan={confirmReplan}
          onClose={() => setReplanning(null)}
        />
      )}
    </DndContext>
  );
}

/** The missions on the map, in a chunk of its own loaded after the lists; a note where it cannot be drawn. */
function MapPanel({
  missions,
  colorOf,
  isToday,
}: {
  missions: Mission[];
  colorOf: (id: string) => string;
  isToday: boolean;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  const styleUrl = mapStyleUrl();
  const couriers = useCouriersOnMap(isToday).data?.items;
  const courierLabel = useCallback(
    (courier: CourierOnMap) => {
      const name = courier.firstName;
      const vehicle = t(VEHICLE_LABELS[courier.vehicleKind]);
      const time = clock(courier.at);
      return t`${name} · ${vehicle} · here at ${time}`;
    },
    [t],
  );
  const stopLabel = useCallback(
    (mission: Mission, stop: Stop, position: number) =>
      `${mission.courierName} · ${position}. ${t(STOP_KIND_LABELS[stop.kind])} · ${stop.label}`,
    [t],
  );
  const mapFallback = (
    <Center h="100%" p="md">
      <Text size="sm" c="dimmed" ta="center">
        {t`The map cannot be drawn in this browser (it needs WebGL). The lists beside it show every stop.`}
      </Text>
    </Center>
  );

  return (
    <Paper withBorder h={360} style={{ overflow: 'hidden' }}>
      {canDrawMap() && !failed ? (
        <MapBoundary fallback={mapFallback}>
          <Suspense
            fallback={
              <Center h="100%">
                <Loader aria-label={t`Loading the map`} />
              </Center>
            }
          >
            <DispatchMap
              missions={missions}
              styleUrl={styleUrl}
              colorOf={colorOf}
              label={t`Map of the missions`}
              stopLabel={stopLabel}
              couriers={isToday ? couriers : undefined}
              courierLabel={courierLabel}
              onFail={onFail}
            />
          </Suspense>
        </MapBoundary>
      ) : (
        mapFallback
      )}
    </Paper>
  );
}

function WavesPanel({
  day,
  busy,
  replanning,
  onPlan,
  onReplan,
}: {
  day: DispatchDay;
  busy: boolean;
  replanning: boolean;
  onPlan: () => void;
  onReplan: (wave: Wave) => void;
}) {
  const { t } = useLingui();
  const ready = day.unassignedOrders.length;
  const live = new Set(day.missions.filter((mission) => mission.state !== 'cancelled').map((mission) => mission.id));
  return (
    <Paper withBorder p="sm" component="section" aria-label={t`Waves`}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        {/* The waves wrap among themselves; the button keeps its line. */}
        <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h4">
            {t`Waves`}
          </Title>
          {day.waves.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`No wave planned for this day yet.`}
            </Text>
          ) : (
            day.waves.map((wave, index) => {
              const number = index + 1;
              const at = clock(wave.createdAt);
              // A mission a re-plan cancelled is no longer one of the wave's (as in the Missions list).
              const missions = wave.missionIds.filter((id) => live.has(id)).length;
              const left = wave.unassigned.length;
              return (
                <Group key={wave.id} gap={6} wrap="wrap">
                  <Badge variant="light" size="lg">
                    {t`Wave ${number} · ${at}`}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {plural(missions, { one: '# mission', other: '# missions' })}
                    {left > 0 && <> · {plural(left, { one: '# not planned', other: '# not planned' })}</>}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    loading={replanning}
                    disabled={busy}
                    onClick={() => onReplan(wave)}
                  >
                    {t`Re-plan the rest`}
                    {day.waves.length > 1 && <VisuallyHidden> {t`of wave ${number}`}</VisuallyHidden>}
                  </Button>
                </Group>
              );
            })
          )}
        </Group>
        <Button
          leftSection={<IconRoute size={16} aria-hidden />}
          onClick={onPlan}
          disabled={ready === 0 || busy}
          style={{ flexShrink: 0 }}
        >
          {t`Plan the wave`}
        </Button>
      </Group>
    </Paper>
  );
}

function UnassignedPanel({
  day,
  targets,
  busy,
  onMove,
}: {
  day: DispatchDay;
  targets: MoveTarget[];
  busy: boolean;
  onMove: (orderId: string, missionId: string) => void;
}) {
  const { t } = useLingui();
  const orders = day.unassignedOrders;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t`Unassigned orders`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t`Unassigned orders`}
          </Title>
          <Badge variant="light" color={orders.length ? 'orange' : 'gray'}>
            {orders.length}
          </Badge>
        </Group>
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No ready orders wait for a mission on this day.`}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {orders.map((order) => {
              const window = `${clock(order.window.from)}–${clock(order.window.to)}`;
              const depot = order.depot;
              return (
                <Box component="li" key={order.orderId}>
                  <OrderChip
                    orderId={order.orderId}
                    reference={order.reference}
                    detail={`${order.service} · ${window}`}
                    fromMission={null}
                    // An order at a depot is planned with the wave, loaded at its depot (decision 078).
                    targets={order.depot ? [] : targets}
                    draggable={!order.depot}
                    onMove={onMove}
                    disabled={busy}
                  />
                  {depot && (
                    <Text size="xs" c="grape" ps={22} dir="auto" data-at-depot>
                      {t`At ${depot}: delivered from the depot on this day.`}
                    </Text>
                  )}
                  {(order.reason || order.unpooled) && (
                    <Text size="xs" c="dimmed" ps={22} dir="auto">
                      {order.unpooled ? t`Kept out of pooling: planned alone.` : null}{' '}
                      {order.reason && translateServerText(order.reasonText, order.reason)}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CouriersPanel({
  couriers,
  hasMission,
}: {
  couriers: DispatchCourier[];
  /** Whether the courier has a mission this day (open or done): "no mission yet" is said only before the first. */
  hasMission: (courierId: string) => boolean;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t`Couriers`}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t`Couriers`}
        </Title>
        {couriers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No courier has a shift on this day.`}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {couriers.map((courier) => (
              <CourierRow key={courier.courierId} courier={courier} hasMission={hasMission(courier.courierId)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A courier: a place to drop an order (it goes on the courier's open mission), with load and shift. */
function CourierRow({ courier, hasMission }: { courier: DispatchCourier; hasMission: boolean }) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({
    id: `courier:${courier.courierId}`,
    data: { courierId: courier.courierId },
  });
  const load = courier.loadParcels;
  const capacity = courier.capacityParcels;
  const kg = courier.loadKg;
  const capacityKg = courier.capacityKg;
  const full = load >= capacity || kg >= capacityKg;
  const name = courier.name;
  const shift = courier.shift ? `${clock(courier.shift.startsAt)}–${clock(courier.shift.endsAt)}` : null;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-courier={courier.courierId}
      p={6}
      style={{
        borderRadius: 4,
        outline: isOver ? '2px solid var(--mantine-color-blue-5)' : undefined,
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          <bdi>{name}</bdi>
        </Text>
        <Group gap={4} wrap="wrap">
          <Badge size="sm" variant="light" color="gray">
            {t(VEHICLE_LABELS[courier.vehicleKind])}
          </Badge>
          {courier.inQueue && (
            <Badge size="sm" variant="light" color="teal">
              {t`Waiting for work`}
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {shift ? t`Shift ${shift}` : t`No shift`}
        {!hasMission && shift ? ` · ${t`no mission yet`}` : ''}
      </Text>
      <Group gap={6} wrap="wrap">
        <Progress
          miw={80}
          value={Math.min(100, Math.max(load / Math.max(1, capacity), kg / Math.max(1, capacityKg)) * 100)}
          color={full ? 'red' : 'blue'}
          style={{ flex: 1 }}
          aria-label={t`Load of ${name}`}
        />
        <Text size="xs" c={full ? 'red.8' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {t`${load} of ${capacity} parcels`} · {t`${kg} of ${capacityKg} kg`}
        </Text>
      </Group>
    </Box>
  );
}
