import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  FULFILMENT_EDITABLE_STATES,
  FULFILMENT_LOCATION_LABELS,
  FULFILMENT_LOCATIONS,
  type FulfilmentOrder,
  FulfilmentOrderInputSchema,
  FulfilmentOrderPatchSchema,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../shared/forms/form-errors';
import { serverMessage } from '../../shared/server-error';
import { EmptyPanel, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCreateFulfilmentOrder, useEditFulfilmentOrder, useFulfilmentOrder } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { emptyRecipient, type RecipientDraft, RecipientFields } from './components/recipient-fields';
import { type Line, linesInput, newLine, SkuLines } from './components/sku-lines';
import { issuesByPath } from './lib/issues';
import { FULFILMENT_ORDERS_PATH, fulfilmentOrderPath } from './paths';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const PAYMENT = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'cod', label: 'Cash on delivery' },
];

/** New fulfilment order (/fulfillment/orders/new) or its edit (/fulfillment/orders/:id/edit) until picking starts. */
export default function FulfilmentOrderFormPage() {
  const { id } = useParams();
  const order = useFulfilmentOrder(id);
  return (
    <FulfilmentLayout
      title={id ? 'Edit fulfilment order' : 'New fulfilment order'}
      description="Pick the SKUs from your stock; the order reserves them as soon as it is placed."
    >
      {!id ? (
        <OrderForm />
      ) : order.isPending ? (
        <LoadingBlock label="Loading the order" />
      ) : order.isError ? (
        <LoadFailed what="the order" error={order.error} onRetry={() => void order.refetch()} />
      ) : FULFILMENT_EDITABLE_STATES.includes(order.data.state) ? (
        <OrderForm order={order.data} />
      ) : (
        <EmptyPanel title="This order can no longer be changed">
          The order can be changed only until picking starts.
        </EmptyPanel>
      )}
    </FulfilmentLayout>
  );
}

function OrderForm({ order }: { order?: FulfilmentOrder }) {
  const navigate = useNavigate();
  const [lines, setLines] = useState<Line[]>(() =>
    order ? order.lines.map((line) => newLine(line.sku, line.quantity)) : [newLine()],
  );
  const [recipient, setRecipient] = useState<RecipientDraft>(() => (order ? { ...order.recipient } : emptyRecipient()));
  const [reference, setReference] = useState(order?.reference ?? '');
  const [location, setLocation] = useState<string>(order?.location ?? 'dubai');
  const [serviceKind, setServiceKind] = useState<string>(order?.serviceKind ?? 'same_day');
  const [payment, setPayment] = useState<string>(order?.payment.mode ?? 'prepaid');
  const [cod, setCod] = useState<number | string>(order ? order.payment.codAmountFils / 100 || '' : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateFulfilmentOrder();
  const edit = useEditFulfilmentOrder(order?.id ?? '');
  const saving = order ? edit : create;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = { lines: linesInput(lines), recipient: { ...recipient, emirate: recipient.emirate ?? '' } };
    const input = {
      ...base,
      reference: reference.trim() || null,
      location,
      serviceKind,
      payment: {
        mode: payment,
        codAmountFils: payment === 'cod' && typeof cod === 'number' ? Math.round(cod * 100) : null,
      },
    };
    const done = (saved: FulfilmentOrder) => {
      showToast({ message: order ? 'Fulfilment order saved' : 'Fulfilment order placed', tone: 'success' });
      navigate(fulfilmentOrderPath(saved.id));
    };
    if (order) {
      const patch = FulfilmentOrderPatchSchema.safeParse(base);
      setErrors(patch.success ? {} : issuesByPath(patch.error));
      if (patch.success) edit.mutate(patch.data, { onSuccess: done });
      return;
    }
    const parsed = FulfilmentOrderInputSchema.safeParse(input);
    setErrors(parsed.success ? {} : issuesByPath(parsed.error));
    if (parsed.success) create.mutate(parsed.data, { onSuccess: done });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate maw={860}>
      <Stack gap="md">
        <SkuLines
          legend="Items"
          lines={lines}
          onChange={setLines}
          errors={errors}
          path="lines"
          kind="all"
          showsAvailable
        />
        <Title order={2} fz="h5">
          Recipient
        </Title>
        <RecipientFields value={recipient} onChange={setRecipient} errors={errors} />
        {!order && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Warehouse"
              data={options(FULFILMENT_LOCATIONS, FULFILMENT_LOCATION_LABELS)}
              value={location}
              allowDeselect={false}
              onChange={(value) => value && setLocation(value)}
            />
            <Select
              label="Delivery service"
              data={options(SERVICE_KINDS, SERVICE_KIND_LABELS)}
              value={serviceKind}
              allowDeselect={false}
              onChange={(value) => value && setServiceKind(value)}
            />
            <Select
              label="Payment"
              data={PAYMENT}
              value={payment}
              allowDeselect={false}
              onChange={(value) => value && setPayment(value)}
            />
            {payment === 'cod' && (
              <NumberInput
                label="COD amount (AED)"
                min={0}
                decimalScale={2}
                value={cod}
                error={errors['payment.codAmountFils']}
                onChange={setCod}
              />
            )}
            <TextInput
              label="Your reference"
              value={reference}
              error={errors.reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        {saving.isError && (
          <FormAlert title={order ? 'Not saved' : 'Not placed'}>{serverMessage(saving.error)}</FormAlert>
        )}
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {order ? 'Save changes' : 'Place fulfilment order'}
          </Button>
          <Button
            variant="default"
            onClick={() => navigate(order ? fulfilmentOrderPath(order.id) : FULFILMENT_ORDERS_PATH)}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
