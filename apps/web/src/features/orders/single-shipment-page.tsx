import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FixAndImport, isEditable, type Order, WEB_ROUTES } from '@sameday/contract';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlacementBlockedAlert, useOrderPlacementBlock } from '../../entities/account-standing';
import { translateContractText } from '../../shared/i18n';
import { LoadFailed } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useOrder } from './api/get-order';
import { useOrderSetup } from './api/get-order-setup';
import { linkShopOrder, type ShopOrderSource } from './api/link-shop-order';
import { OrderForm } from './components/order-form';
import { OrderPlaced } from './components/order-placed';
import { SingleShipmentHeader } from './components/single-shipment-header';
import { FormSkeleton, NotEditable } from './components/single-shipment-states';
import { emptyOrderForm, fixAndImportToForm, orderToForm } from './lib/order-form';
import { GuidedTour } from './tour/guided-tour';

/** Where the next order starts after one is placed: the same pickup and emirate. */
type NextStart = { pickupLocationId: string; emirate: string };

/**
 * /single-shipment places one order (?duplicate={id} prefills it from another), then
 * shows what was placed with its next steps; /order?id={id} edits an order while it is
 * pending or ready for collection. A shop order that could not be imported opens it
 * pre-filled ("Fix and import": the router state's `fixAndImport`).
 */
export default function SingleShipmentPage() {
  const { t } = useLingui();
  const { pathname, state } = useLocation();
  const routed = state as { fixAndImport?: FixAndImport; shopOrderSource?: ShopOrderSource } | null;
  const fix = routed?.fixAndImport;
  const [search] = useSearchParams();
  const editId = pathname === WEB_ROUTES.order ? (search.get('id') ?? undefined) : undefined;
  const duplicateId = editId ? undefined : (search.get('duplicate') ?? undefined);
  const setup = useOrderSetup();
  const source = useOrder(editId ?? duplicateId);
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<Order>();
  const [nextStart, setNextStart] = useState<NextStart>();
  const [formRound, setFormRound] = useState(0);
  const block = useOrderPlacementBlock();

  if (pathname === WEB_ROUTES.order && !editId) return <Navigate to={WEB_ROUTES.singleShipment} replace />;

  const failure = setup.error ?? (editId || duplicateId ? source.error : null);
  let body: ReactNode;
  if (placed) {
    body = (
      <OrderPlaced
        order={placed}
        onPlaceAnother={() => {
          setPlaced(undefined);
          setFormRound((round) => round + 1);
          if (duplicateId) navigate(WEB_ROUTES.singleShipment);
        }}
      />
    );
  } else if (failure) {
    body = (
      <LoadFailed
        what={t`the form`}
        title={t`The form could not be loaded`}
        error={failure}
        message={translateContractText(failure.message)}
        onRetry={() => {
          setup.retry();
          if (editId || duplicateId) void source.refetch();
        }}
      />
    );
  } else if (setup.isPending || ((editId || duplicateId) && source.isPending)) {
    body = <FormSkeleton />;
  } else if (!editId && block.isBlocked) {
    // Said at once, before anything is filled in: a blocked account places no order.
    body = <PlacementBlockedAlert block={block} />;
  } else if (editId && source.data && !isEditable(source.data.status)) {
    body = <NotEditable orderId={editId} status={source.data.status} />;
  } else {
    const defaultPickup =
      setup.pickups.find((pickup) => pickup.id === setup.defaultPickupId) ??
      (setup.pickups.length === 1 ? setup.pickups[0] : undefined);
    const empty = emptyOrderForm({
      pickupLocationId: nextStart?.pickupLocationId ?? defaultPickup?.id,
      emirate: nextStart?.emirate ?? defaultPickup?.emirate,
      profile: setup.profile,
    });
    const initialValues = source.data
      ? orderToForm(source.data, editId ? 'edit' : 'duplicate')
      : fix && formRound === 0 && !editId
        ? fixAndImportToForm(fix, empty)
        : empty;
    body = (
      <OrderForm
        key={`${editId ?? duplicateId ?? 'new'}-${formRound}`}
        mode={editId ? 'edit' : 'create'}
        orderId={editId}
        initialValues={initialValues}
        pickups={setup.pickups}
        cutOffs={setup.preferences}
        onPlaced={(order, input) => {
          // Placed from a failed shop order: the shop order now stands for this order.
          if (fix && routed?.shopOrderSource && formRound === 0 && !editId) {
            linkShopOrder(routed.shopOrderSource, order.id).catch(() =>
              showToast({
                message: t`Order ${order.id} was placed, but it could not be linked to the shop order: its later changes in the shop will not reach it.`,
                tone: 'error',
              }),
            );
          }
          setNextStart({ pickupLocationId: input.pickupLocationId, emirate: input.recipient.emirate });
          setPlaced(order);
        }}
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
