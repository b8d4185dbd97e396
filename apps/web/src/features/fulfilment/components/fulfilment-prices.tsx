import { useLingui } from '@lingui/react/macro';
import { List, Skeleton, Stack, Text } from '@mantine/core';
import { formatAed, fulfilmentFeesOf, type PricingModel } from '@sameday/contract';
import { usePricingModel } from '../../../entities/pricing-model';

/** The lowest same-day price of the rate card (any service's when it has no same-day rate). */
function deliveryFromFils(model: PricingModel): number | undefined {
  const sameDay = model.rates.filter((rate) => rate.serviceKind === 'same_day');
  const rates = sameDay.length > 0 ? sameDay : model.rates;
  return rates.length > 0 ? Math.min(...rates.map((rate) => rate.baseFils)) : undefined;
}

/** The entry page's prices, as the account's rate card has them: storage, pick and pack, delivery. */
export function FulfilmentPrices() {
  const { t } = useLingui();
  const pricing = usePricingModel();
  if (pricing.isPending)
    return (
      <Stack gap={6} aria-busy="true" aria-label={t`Loading prices`}>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  if (pricing.isError || !pricing.data)
    return (
      <Text size="sm" c="dimmed">
        {t`Our prices could not be loaded. Our fulfilment team sends them with your quote.`}
      </Text>
    );
  const fees = fulfilmentFeesOf(pricing.data);
  const shelf = formatAed(fees.storageShelfFilsPerMonth);
  const pallet = formatAed(fees.storagePalletFilsPerMonth);
  const perOrder = formatAed(fees.pickPackFilsPerOrder);
  const perItem = formatAed(fees.pickPackFilsPerExtraItem);
  const from = deliveryFromFils(pricing.data);
  const delivery = from === undefined ? undefined : formatAed(from);
  return (
    <>
      <List size="sm" spacing={4}>
        <List.Item>{t`Storage: ${shelf} a shelf position a month, ${pallet} a pallet position a month`}</List.Item>
        <List.Item>{t`Pick and pack: ${perOrder} an order, plus ${perItem} for each extra item`}</List.Item>
        <List.Item>
          {delivery
            ? t`Delivery: from ${delivery} an order, at your account's delivery rates`
            : t`Delivery: at your account's delivery rates`}
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        {t`Prices are before VAT, which is added on your monthly invoice. For larger volumes, our fulfilment team sends you a quote.`}
      </Text>
    </>
  );
}
