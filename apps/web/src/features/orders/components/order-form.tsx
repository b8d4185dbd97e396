import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack } from '@mantine/core';
import {
  type CutOffTimes,
  formatAed,
  type Location,
  type OrderInput,
  OrderItemInputSchema,
  type ShippingProfile,
  WEB_ROUTES,
} from '@sameday/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { track } from '../../../shared/analytics';
import { isApiError } from '../../../shared/api';
import { applyServerErrors, FormAlert } from '../../../shared/forms';
import { showToast } from '../../../shared/ui/toast';
import { useCreateOrder } from '../api/create-order';
import { type RatesRequest, useRates } from '../api/find-rates';
import { useUpdateOrder } from '../api/update-order';
import { IdempotencyKeys } from '../lib/idempotency';
import {
  emptyOrderForm,
  formFieldOf,
  OrderFormSchema,
  type OrderForm as OrderFormType,
  type OrderFormValues,
  typedNumber,
} from '../lib/order-form';
import { serviceOptions } from '../lib/service-options';
import { useDebounced } from '../lib/use-debounced';
import { useNow } from '../lib/use-now';
import { ItemsSection } from './items-section';
import { PaymentSection } from './payment-section';
import { PickupSection } from './pickup-section';
import { QuoteSummary } from './quote-summary';
import { RecipientSection } from './recipient-section';
import { ReferenceSection } from './reference-section';
import { ServiceSection } from './service-section';

/** The cut-off sentence counts down in steps of 30 seconds. */
export const CUT_OFF_TICK_MS = 30_000;
/** Rates are asked once typing pauses. */
const RATES_DEBOUNCE_MS = 300;

type Props = {
  mode: 'create' | 'edit';
  orderId?: string;
  initialValues: OrderFormValues;
  pickups: Location[];
  cutOffs: CutOffTimes | undefined;
  /** The account's shipping profile: a new order starts from it, and so does the next one after placing. */
  profile?: Pick<ShippingProfile, 'serviceKind' | 'parcel'>;
};

const PricedItemSchema = OrderItemInputSchema.pick({ quantity: true, weightKg: true });

/** The items the price can be worked out from; none while the weights are still being typed. */
function pricedItems(items: OrderFormValues['items']): RatesRequest['items'] {
  const valid: RatesRequest['items'] = [];
  for (const item of items) {
    const parsed = PricedItemSchema.safeParse({
      quantity: typedNumber(item.quantity),
      weightKg: typedNumber(item.weightKg),
    });
    if (parsed.success) valid.push(parsed.data);
  }
  return valid.length === items.length ? valid : [];
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/** A stand-in parcel, so the services can be shown before the weights are typed. */
const AVAILABILITY_ITEMS = [{ quantity: 1, weightKg: 0.5 }];

export function OrderForm({ mode, orderId, initialValues, pickups, cutOffs, profile }: Props) {
  const navigate = useNavigate();
  const form: OrderFormType = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, setValue, reset, setFocus, getValues } = form;
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder();
  const keys = useRef(new IdempotencyKeys());
  const [formError, setFormError] = useState<{ title?: string; message: string }>();
  const now = useNow(CUT_OFF_TICK_MS);

  const [pickupLocationId, emirate, items, paymentMode, serviceKind] = useWatch({
    control,
    name: ['pickupLocationId', 'recipient.emirate', 'items', 'payment.mode', 'serviceKind'],
  });
  const pickup = pickups.find((candidate) => candidate.id === pickupLocationId);
  const priced = pricedItems(items);
  const hasWeights = priced.length > 0;
  const ratesRequest = useDebounced<RatesRequest | undefined>(
    emirate
      ? {
          destinationEmirate: emirate,
          pickupEmirate: pickup?.emirate,
          items: hasWeights ? priced : AVAILABILITY_ITEMS,
          isCashOnDelivery: paymentMode === 'cod',
        }
      : undefined,
    RATES_DEBOUNCE_MS,
  );
  const rates = useRates(ratesRequest);
  const options = useMemo(
    () =>
      serviceOptions({
        rates: rates.data,
        now,
        destinationEmirate: emirate,
        pickupEmirate: pickup?.emirate,
        cutOffs,
      }).map((option) => (hasWeights || !option.price ? option : { ...option, price: `from ${option.price}` })),
    [rates.data, now, emirate, pickup?.emirate, cutOffs, hasWeights],
  );
  const chosen = options.find((option) => option.kind === serviceKind);
  const quote = hasWeights ? rates.data?.find((rate) => rate.serviceKind === serviceKind)?.quote : undefined;

  // A service that is no longer offered for the route (another emirate, a cut-off passed) is unchosen.
  useEffect(() => {
    if (!serviceKind || !rates.data || rates.isPlaceholderData) return;
    const rate = rates.data.find((candidate) => candidate.serviceKind === serviceKind);
    if (rate && !rate.isAvailable) setValue('serviceKind', '', { shouldDirty: true });
  }, [rates.data, rates.isPlaceholderData, serviceKind, setValue]);

  const notice = !emirate
    ? "Choose the recipient's emirate to see the delivery services."
    : rates.isError
      ? `The delivery services could not be loaded: ${rates.error.message}`
      : undefined;

  const onValid = async (input: OrderInput) => {
    setFormError(undefined);
    try {
      if (mode === 'edit' && orderId) {
        const order = await updateOrder.mutateAsync({ id: orderId, input });
        showToast({ message: `Order ${order.id} updated. New price ${formatAed(order.priceFils)}.`, tone: 'success' });
        navigate(`${WEB_ROUTES.orders}?order=${encodeURIComponent(order.id)}&tab=${order.status}`);
        return;
      }
      const order = await createOrder.mutateAsync({ input, idempotencyKey: keys.current.keyFor(input) });
      keys.current.succeeded();
      track({ event: 'new order', category: 'single shipment', serviceKind: order.serviceKind });
      showToast({
        message: `Order ${order.id} placed: ${formatAed(order.priceFils)}.`,
        tone: 'success',
        link: { text: 'View order', url: `${WEB_ROUTES.orders}?order=${encodeURIComponent(order.id)}` },
      });
      reset(emptyOrderForm({ pickupLocationId: input.pickupLocationId, emirate: input.recipient.emirate, profile }));
      window.scrollTo({ top: 0 });
      requestAnimationFrame(() => setFocus('recipient.name'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const message = applyServerErrors(error, setError, {
        fields: (name) => hasPath(getValues(), name),
        fieldOf: formFieldOf,
      });
      if (message === undefined) return;
      if (error.code === 'failed_precondition') {
        setFormError({ title: 'The order was not placed', message: error.message });
      } else if (error.httpStatus === 0 || error.code === 'aborted' || error.code === 'unavailable') {
        setFormError({
          message: `${error.message} Press “${mode === 'edit' ? 'Save changes' : 'Place order'}” again: the order will not be placed twice.`,
        });
      } else {
        setFormError({ message });
      }
    }
  };

  const isSubmitting = createOrder.isPending || updateOrder.isPending;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={mode === 'edit' ? 'Edit order' : 'New shipment'}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PickupSection form={form} pickups={pickups} />
            <RecipientSection form={form} />
            <ItemsSection form={form} />
            <PaymentSection form={form} />
            <ServiceSection form={form} options={options} isLoading={rates.isPending} notice={notice} />
            <ReferenceSection form={form} earliestDate={chosen?.serviceDate} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} style={{ position: 'sticky', top: 16 }}>
          <QuoteSummary
            option={chosen}
            quote={quote}
            destination={emirate}
            submitLabel={mode === 'edit' ? 'Save changes' : 'Place order'}
            isSubmitting={isSubmitting}
            alert={formError && <FormAlert title={formError.title}>{formError.message}</FormAlert>}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
