import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Grid, Stack } from '@mantine/core';
import type { CutOffTimes, Location, Order, OrderInput } from '@sameday/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../shared/forms/form-errors';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { OrderFormSchema, type OrderForm as OrderFormType, type OrderFormValues } from '../lib/order-form';
import { useServiceChoice } from '../lib/use-service-choice';
import { useSubmitOrder } from '../lib/use-submit-order';
import { ItemsSection } from './items-section';
import { PaymentSection } from './payment-section';
import { PickupSection } from './pickup-section';
import { QuoteSummary } from './quote-summary';
import { RecipientSection } from './recipient-section';
import { ReferenceSection } from './reference-section';
import { ServiceSection } from './service-section';
import { SummaryBar } from './summary-bar';

type Props = {
  mode: 'create' | 'edit';
  orderId?: string;
  initialValues: OrderFormValues;
  pickups: Location[];
  cutOffs: CutOffTimes | undefined;
  /** A new order was placed: the screen shows it with its next steps. */
  onPlaced?: (order: Order, input: OrderInput) => void;
};

/** The single-shipment form, for a new order or to edit one: its sections, and the quote with the submit button. */
export function OrderForm({ mode, orderId, initialValues, pickups, cutOffs, onPlaced }: Props) {
  const { t } = useLingui();
  const form: OrderFormType = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { options, chosen, quote, notice, emirate, isLoading } = useServiceChoice(form, pickups, cutOffs);
  const { onValid, formError, isSubmitting } = useSubmitOrder({ mode, orderId, form, onPlaced });
  const isPhone = useIsPhone();
  const submitLabel = mode === 'edit' ? t`Save changes` : t`Place order`;
  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-label={mode === 'edit' ? t`Edit order` : t`New shipment`}
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PickupSection form={form} pickups={pickups} />
            <RecipientSection form={form} />
            <ItemsSection form={form} />
            <PaymentSection form={form} />
            <ServiceSection form={form} options={options} isLoading={isLoading} notice={notice} />
            <ReferenceSection form={form} earliestDate={chosen?.serviceDate} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} style={{ position: 'sticky', top: 16 }}>
          <QuoteSummary
            option={chosen}
            quote={quote}
            destination={emirate}
            submitLabel={submitLabel}
            isSubmitting={isSubmitting}
            alert={formError && <FormAlert title={formError.title}>{formError.message}</FormAlert>}
            // On a phone the bar below holds the one submit button, always in reach.
            withSubmit={!isPhone}
          />
        </Grid.Col>
      </Grid>
      {isPhone && (
        <SummaryBar
          quote={chosen?.isAvailable ? quote : undefined}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
        />
      )}
    </form>
  );
}
