import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DispatchDay, Wave } from '@sameday/contract';
import { useState } from 'react';
import { CouriersChoice, PLANNING_SECONDS, PlanningError, PlanningTime } from './plan-wave-modal';

/**
 * The couriers a re-plan starts with (decision 073): the wave's, and every courier on shift with no
 * open mission that day, so couriers who wait for work can take what the re-plan frees.
 */
export function replanDefaultCouriers(day: DispatchDay, wave: Wave): string[] {
  const open = day.missions.filter((mission) => mission.state === 'planned' || mission.state === 'in_progress');
  const ofWave = new Set(day.missions.filter((m) => m.waveId === wave.id).map((mission) => mission.courierId));
  const busy = new Set(open.map((mission) => mission.courierId));
  return day.couriers
    .filter((courier) => courier.shift !== null && (ofWave.has(courier.courierId) || !busy.has(courier.courierId)))
    .map((courier) => courier.courierId);
}

/** "Re-plan the rest": the wave's unlocked stops planned again, on the couriers on shift chosen. */
export function ReplanWaveModal({
  day,
  wave,
  isPending,
  error,
  onReplan,
  onClose,
}: {
  day: DispatchDay;
  wave: Wave;
  isPending: boolean;
  error: unknown;
  onReplan: (courierIds: string[], seconds: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const onShift = day.couriers.filter((courier) => courier.shift !== null);
  const [courierIds, setCourierIds] = useState<string[]>(() => replanDefaultCouriers(day, wave));
  const [seconds, setSeconds] = useState(String(PLANNING_SECONDS[0]));
  const couriers = courierIds.length;
  return (
    <Modal opened onClose={onClose} title={t`Re-plan the rest`} size="md">
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The wave’s stops that are not locked or done are planned again on the couriers chosen: at first the wave’s
            couriers and those on shift without a mission. Locked stops keep their courier and place.
          </Trans>
        </Text>
        <CouriersChoice couriers={onShift} value={courierIds} onChange={setCourierIds} />
        <PlanningTime seconds={seconds} onChange={setSeconds} />
        <PlanningError error={error} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(couriers, { one: '# courier', other: '# couriers' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button loading={isPending} disabled={couriers === 0} onClick={() => onReplan(courierIds, Number(seconds))}>
            {t`Re-plan`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
