import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus, WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The form's place while its pickups, cut-offs and profile (and the order to edit or copy) load. */
export function FormSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the shipment form">
      {[120, 320, 180].map((height) => (
        <Skeleton key={height} h={height} radius="lg" />
      ))}
    </Stack>
  );
}

/** The order has moved past the states that may be edited. */
export function NotEditable({ orderId, status }: { orderId: string; status: OrderStatus }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title="This order can no longer be edited"
    >
      <Text size="sm">
        Order {orderId} is {ORDER_STATUS_LABELS[status]}: only orders that are Pending or Ready for Collection can be
        edited.{' '}
        <Anchor
          component={Link}
          to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(orderId)}`}
          size="sm"
          underline="always"
        >
          Back to the order
        </Anchor>
      </Text>
    </Alert>
  );
}
