import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Radio, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DispatchDay, PlanWaveBody } from '@sameday/contract';
import { useState } from 'react';
import { serverMessage } from '../../../shared/server-error';

/** The planner's time budgets offered, in seconds (the API takes 0.2–30). */
export const PLANNING_SECONDS = [5, 15, 30] as const;

/** The couriers on shift to plan on, as checkboxes (Plan the wave, Re-plan the rest). */
export function CouriersChoice({
  couriers,
  value,
  onChange,
}: {
  couriers: DispatchDay['couriers'];
  value: string[];
  onChange: (courierIds: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <Checkbox.Group label={t`Couriers on shift`} value={value} onChange={onChange}>
      <ScrollArea.Autosize mah={260} mt="xs">
        <Stack gap={4}>
          {couriers.map((courier) => (
            <Checkbox key={courier.courierId} value={courier.courierId} label={courier.name} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

/** Why the server refused a planning, when it did. */
export function PlanningError({ error }: { error: unknown }) {
  if (error == null) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {serverMessage(error)}
    </Alert>
  );
}

/** The planner's time budget, in seconds as text. */
export function PlanningTime({ seconds, onChange }: { seconds: string; onChange: (seconds: string) => void }) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Time to plan`}
      description={t`A longer time lets the planner try more routes: worth it for a large wave.`}
      value={seconds}
      onChange={onChange}
    >
      <Group gap="lg" mt="xs">
        {PLANNING_SECONDS.map((value) => (
          <Radio key={value} value={String(value)} label={plural(value, { one: '# second', other: '# seconds' })} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** "Plan the wave": which ready orders and which couriers on shift the planner builds missions for. */
export function PlanWaveModal({
  day,
  opened,
  isPending,
  error,
  onPlan,
  onClose,
}: {
  day: DispatchDay;
  opened: boolean;
  isPending: boolean;
  error: unknown;
  onPlan: (body: PlanWaveBody) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const onShift = day.couriers.filter((courier) => courier.shift !== null);
  const [orderIds, setOrderIds] = useState<string[]>(() => day.unassignedOrders.map((order) => order.orderId));
  const [courierIds, setCourierIds] = useState<string[]>(() => onShift.map((courier) => courier.courierId));
  const [seconds, setSeconds] = useState(String(PLANNING_SECONDS[0]));
  const nothing = orderIds.length === 0 || courierIds.length === 0;
  const orders = orderIds.length;
  const couriers = courierIds.length;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Plan the wave`} size="lg">
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The planner builds missions for the chosen orders and couriers: pickups before drop-offs, each vehicle’s
            capacity, each shift and each promised window. What it cannot plan stays unassigned, with the reason.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Checkbox.Group label={t`Ready orders`} value={orderIds} onChange={setOrderIds}>
            <ScrollArea.Autosize mah={260} mt="xs">
              <Stack gap={4}>
                {day.unassignedOrders.map(({ orderId, reference, depot }) => (
                  <Checkbox
                    key={orderId}
                    value={orderId}
                    label={reference}
                    // Waiting at a depot since an earlier day: loaded there, then delivered (decision 078).
                    description={depot ? t`At ${depot}, to deliver` : undefined}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <CouriersChoice couriers={onShift} value={courierIds} onChange={setCourierIds} />
        </SimpleGrid>
        <HeldAtDepot held={day.heldAtDepot ?? []} />
        <PlanningTime seconds={seconds} onChange={setSeconds} />
        <PlanningError error={error} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(orders, { one: '# order', other: '# orders' })} ·{' '}
          {plural(couriers, { one: '# courier', other: '# couriers' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button
            loading={isPending}
            disabled={nothing}
            onClick={() => onPlan({ date: day.date, orderIds, courierIds, seconds: Number(seconds) })}
          >
            {t`Plan the wave`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Orders back at a depot after a failed attempt that the wave does not offer, and why (decision
 * 078, later): held for the merchant's choice, or chosen to be returned to the merchant.
 */
function HeldAtDepot({ held }: { held: NonNullable<DispatchDay['heldAtDepot']> }) {
  const { t } = useLingui();
  if (held.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t`At a depot, not offered`}>
      <Text size="sm" fw={600}>{t`At a depot, not offered`}</Text>
      {held.map(({ orderId, reference, depot, status }) => (
        <Text key={orderId} size="xs" c="dimmed" dir="auto" data-held-at-depot>
          {reference}:{' '}
          {status === 'on_hold'
            ? t`At ${depot}, held for the merchant’s choice (reattempt on a day, or return).`
            : t`At ${depot}, the merchant chose to return it: not delivered.`}
        </Text>
      ))}
    </Stack>
  );
}
