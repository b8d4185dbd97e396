import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isEditable, ORDER_STATUS_LABELS, WEB_ROUTES } from '@sameday/contract';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useOrder } from './api/get-order';
import { useOrderSetup } from './api/get-order-setup';
import { OrderForm } from './components/order-form';
import { emptyOrderForm, orderToForm } from './lib/order-form';
import { GuidedTour } from './tour/guided-tour';

function FormSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the shipment form">
      {[120, 320, 180].map((height) => (
        <Skeleton key={height} h={height} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /single-shipment places one order (?duplicate={id} prefills it from another);
 * /order?id={id} edits an order while it is pending or ready for collection.
 */
export default function SingleShipmentPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const editId = pathname === WEB_ROUTES.order ? (search.get('id') ?? undefined) : undefined;
  const duplicateId = editId ? undefined : (search.get('duplicate') ?? undefined);
  const setup = useOrderSetup();
  const source = useOrder(editId ?? duplicateId);

  if (pathname === WEB_ROUTES.order && !editId) return <Navigate to={WEB_ROUTES.singleShipment} replace />;

  const title = editId ? `Edit order ${editId}` : 'Single Shipment';
  const header = (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {editId
            ? 'Changes are priced again and keep the order where it is in the lifecycle.'
            : duplicateId
              ? `A copy of order ${duplicateId}: check the details, then place it.`
              : 'One order from your pickup address to one recipient. A courier collects it once you mark it Ready for Collection.'}
        </Text>
      </div>
      {!editId && (
        <Button
          component={Link}
          to={WEB_ROUTES.bulkOrders}
          variant="default"
          leftSection={<IconFileUpload size={16} aria-hidden />}
        >
          Bulk Upload
        </Button>
      )}
    </Group>
  );

  const failure = setup.error ?? (editId || duplicateId ? source.error : null);
  let body: React.ReactNode;
  if (failure) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="The form could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failure.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              setup.retry();
              if (editId || duplicateId) void source.refetch();
            }}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (setup.isPending || ((editId || duplicateId) && source.isPending)) {
    body = <FormSkeleton />;
  } else if (editId && source.data && !isEditable(source.data.status)) {
    body = (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title="This order can no longer be edited"
      >
        <Text size="sm">
          Order {editId} is {ORDER_STATUS_LABELS[source.data.status]}: only orders that are Pending or Ready for
          Collection can be edited.{' '}
          <Anchor
            component={Link}
            to={`${WEB_ROUTES.orders}?order=${encodeURIComponent(editId)}`}
            size="sm"
            underline="always"
          >
            Back to the order
          </Anchor>
        </Text>
      </Alert>
    );
  } else {
    const defaultPickup =
      setup.pickups.find((pickup) => pickup.id === setup.defaultPickupId) ??
      (setup.pickups.length === 1 ? setup.pickups[0] : undefined);
    const initialValues = source.data
      ? orderToForm(source.data, editId ? 'edit' : 'duplicate')
      : emptyOrderForm({
          pickupLocationId: defaultPickup?.id,
          emirate: defaultPickup?.emirate,
          profile: setup.profile,
        });
    body = (
      <OrderForm
        key={editId ?? duplicateId ?? 'new'}
        mode={editId ? 'edit' : 'create'}
        orderId={editId}
        initialValues={initialValues}
        pickups={setup.pickups}
        cutOffs={setup.preferences}
        profile={source.data ? undefined : setup.profile}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      {header}
      {body}
      <GuidedTour />
    </Stack>
  );
}
