import { Stack } from '@mantine/core';
import { isEditable, WEB_ROUTES } from '@sameday/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../shared/ui/page';
import { useOrder } from './api/get-order';
import { useOrderSetup } from './api/get-order-setup';
import { OrderForm } from './components/order-form';
import { SingleShipmentHeader } from './components/single-shipment-header';
import { FormSkeleton, NotEditable } from './components/single-shipment-states';
import { emptyOrderForm, orderToForm } from './lib/order-form';
import { GuidedTour } from './tour/guided-tour';

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

  const failure = setup.error ?? (editId || duplicateId ? source.error : null);
  let body: ReactNode;
  if (failure) {
    body = (
      <LoadFailed
        what="the form"
        title="The form could not be loaded"
        error={failure}
        message={failure.message}
        onRetry={() => {
          setup.retry();
          if (editId || duplicateId) void source.refetch();
        }}
      />
    );
  } else if (setup.isPending || ((editId || duplicateId) && source.isPending)) {
    body = <FormSkeleton />;
  } else if (editId && source.data && !isEditable(source.data.status)) {
    body = <NotEditable orderId={editId} status={source.data.status} />;
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
      <SingleShipmentHeader editId={editId} duplicateId={duplicateId} />
      {body}
      <GuidedTour />
    </Stack>
  );
}
