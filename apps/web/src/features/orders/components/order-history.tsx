import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderEvent, type OrderStatus } from '@sameday/contract';
import { useOrderHistory } from '../api/get-order-history';
import { formatDateTime } from '../lib/format';

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

function eventTitle(event: OrderEvent): string {
  if (!event.fromStatus) return `Placed as ${statusLabel(event.toStatus)}`;
  if (event.fromStatus === event.toStatus) return event.reason ?? 'Changed';
  return `${statusLabel(event.fromStatus)} → ${statusLabel(event.toStatus)}`;
}

/** Every change of the order (who, when, from, to, why), oldest first. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const history = useOrderHistory(orderId);
  if (history.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the history">
        <Skeleton h={16} w="60%" />
        <Skeleton h={16} w="40%" />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light">
        The history could not be loaded: {history.error.message}
      </Alert>
    );
  }
  const events = history.data;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="History">
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
            {formatDateTime(event.createdAt)} · {event.actorName}
            {event.actor !== 'merchant' ? ` (${event.actor})` : ''}
          </Text>
          {event.reason && event.fromStatus && event.fromStatus !== event.toStatus && (
            <Text size="xs" mt={2}>
              {event.reason}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
