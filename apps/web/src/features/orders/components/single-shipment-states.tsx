import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { type OrderStatus, WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOrderLabels } from '../lib/labels';

/** The form's place while its pickups, cut-offs and profile (and the order to edit or copy) load. */
export function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" role="status" aria-label={t`Loading the shipment form`}>
      {[120, 320, 180].map((height) => (
        <Skeleton key={height} h={height} radius="lg" />
      ))}
    </Stack>
  );
}

/** The order has moved past the states that may be edited. */
export function NotEditable({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { t } = useLingui();
  const statusName = useOrderLabels().status(status);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t`This order can no longer be edited`}
    >
      <Text size="sm">
        <Trans>
          Order {orderId} is {statusName}: only orders that are Pending or Ready for Collection can be edited.
        </Trans>{' '}
        <Anchor
          component={Link}
          to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(orderId)}`}
          size="sm"
          underline="always"
        >
          <Trans>Back to the order</Trans>
        </Anchor>
      </Text>
    </Alert>
  );
}
