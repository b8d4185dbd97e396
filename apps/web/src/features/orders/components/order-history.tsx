import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@sameday/contract';
import { translateContractText, translateServerText } from '../../../shared/i18n';
import { useOrderHistory } from '../api/get-order-history';
import { formatDateTime } from '../lib/format';
import { useOrderLabels } from '../lib/labels';

function useEventTitle(): (event: OrderEvent) => string {
  const { t } = useLingui();
  const { status: statusLabel } = useOrderLabels();
  return (event) => {
    if (!event.fromStatus) {
      const placedAs = statusLabel(event.toStatus);
      return t`Placed as ${placedAs}`;
    }
    if (event.fromStatus === event.toStatus)
      return event.reason ? translateServerText(event.reasonText, event.reason) : t`Changed`;
    const from = statusLabel(event.fromStatus);
    const to = statusLabel(event.toStatus);
    return t`${from} → ${to}`;
  };
}

/** Every change of the order (who, when, from, to, why), oldest first. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const eventTitle = useEventTitle();
  const history = useOrderHistory(orderId);
  const actorName = (actor: string) =>
    actor === 'courier' ? t`courier` : actor === 'system' ? t`system` : actor === 'admin' ? t`admin` : actor;
  if (history.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t`Loading the history`}>
        <Skeleton h={16} w="60%" />
        <Skeleton h={16} w="40%" />
      </Stack>
    );
  }
  if (history.isError) {
    const problem = translateContractText(history.error.message);
    return (
      <Alert color="red" variant="light">
        <Trans>The history could not be loaded: {problem}</Trans>
      </Alert>
    );
  }
  const events = history.data;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t`History`}>
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            <Text size="sm" fw={600}>
              {eventTitle(event)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <bdi>{formatDateTime(event.createdAt)}</bdi> ·{' '}
            <bdi>{translateServerText(event.actorNameText, event.actorName)}</bdi>
            {event.actor !== 'merchant' ? ` (${actorName(event.actor)})` : ''}
          </Text>
          {event.reason && event.fromStatus && event.fromStatus !== event.toStatus && (
            <Text size="xs" mt={2}>
              {translateServerText(event.reasonText, event.reason)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
