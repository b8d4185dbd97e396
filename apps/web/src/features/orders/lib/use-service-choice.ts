import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type CutOffTimes, type Location, OrderItemInputSchema } from '@sameday/contract';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { translateContractText } from '../../../shared/i18n';
import { type RatesRequest, useRates } from '../api/find-rates';
import { useOrderLabels } from './labels';
import { type OrderForm, type OrderFormValues, typedNumber } from './order-form';
import { serviceOptions } from './service-options';
import { useDebounced } from './use-debounced';
import { useNow } from './use-now';

/** The cut-off sentence counts down in steps of 30 seconds. */
export const CUT_OFF_TICK_MS = 30_000;
/** Rates are asked once typing pauses. */
const RATES_DEBOUNCE_MS = 300;

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

/** A stand-in parcel, so the services can be shown before the weights are typed. */
const AVAILABILITY_ITEMS = [{ quantity: 1, weightKg: 0.5 }];

/**
 * The delivery services for the route and parcels being typed: their prices
 * (from the rates, once the weights are known), their cut-offs, the chosen one
 * and its quote. A chosen service that stops being offered is unchosen.
 */
export function useServiceChoice(form: OrderForm, pickups: Location[], cutOffs: CutOffTimes | undefined) {
  const { i18n } = useLingui();
  const labels = useOrderLabels();
  const { control, setValue } = form;
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
        labels,
      }).map((option) => {
        const price = option.price;
        return hasWeights || !price ? option : { ...option, price: i18n._(msg`from ${price}`) };
      }),
    [rates.data, now, emirate, pickup?.emirate, cutOffs, hasWeights, labels, i18n],
  );
  const chosen = options.find((option) => option.kind === serviceKind);
  const quote = hasWeights ? rates.data?.find((rate) => rate.serviceKind === serviceKind)?.quote : undefined;

  // A service that is no longer offered for the route (another emirate, a cut-off passed) is unchosen.
  useEffect(() => {
    if (!serviceKind || !rates.data || rates.isPlaceholderData) return;
    const rate = rates.data.find((candidate) => candidate.serviceKind === serviceKind);
    if (rate && !rate.isAvailable) setValue('serviceKind', '', { shouldDirty: true });
  }, [rates.data, rates.isPlaceholderData, serviceKind, setValue]);

  const ratesError = rates.error ? translateContractText(rates.error.message) : '';
  const notice = !emirate
    ? t`Choose the recipient's emirate to see the delivery services.`
    : rates.isError
      ? t`The delivery services could not be loaded: ${ratesError}`
      : undefined;

  return { options, chosen, quote, notice, emirate, isLoading: rates.isPending };
}
