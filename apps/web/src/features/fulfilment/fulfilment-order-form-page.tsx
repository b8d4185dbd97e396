import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  FULFILMENT_EDITABLE_STATES,
  FULFILMENT_LOCATIONS,
  type FulfilmentOrder,
  FulfilmentOrderInputSchema,
  FulfilmentOrderPatchSchema,
  SERVICE_KINDS,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FULFILMENT_LOCATION_LABELS } from '../../entities/fulfilment-order';
import { SERVICE_KIND_LABELS } from '../../entities/places';
import { FormAlert } from '../../shared/forms/form-errors';
import { issuesByPath } from '../../shared/forms/issues-by-path';
import { translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { EmptyPanel, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCreateFulfilmentOrder, useEditFulfilmentOrder, useFulfilmentOrder } from './api/fulfilment-api';
import { FulfilmentLayout } from './components/fulfilment-layout';
import { emptyRecipient, type RecipientDraft, RecipientFields } from './components/recipient-fields';
import { type Line, linesInput, newLine, SkuLines } from './components/sku-lines';
import { FULFILMENT_ORDERS_PATH, fulfilmentOrderPath } from './paths';

const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) =>
  values.map((value) => ({ value, label: i18n._(labels[value]) }));
const PAYMENT: Record<'prepaid' | 'cod', MessageDescriptor> = {
  prepaid: msg`Prepaid`,
  cod: msg`Cash on delivery`,
};

/** New fulfilment order (/fulfillment/orders/new) or its edit (/fulfillment/orders/:id/edit) until picking starts. */
export default function FulfilmentOrderFormPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const order = useFulfilmentOrder(id);
  return (
    <FulfilmentLayout
      title={id ? t`Edit fulfilment order` : t`New fulfilment order`}
      description={t`Pick the SKUs from your stock; the order reserves them as soon as it is placed.`}
    >
      {!id ? (
        <OrderForm />
      ) : order.isPending ? (
        <LoadingBlock label={t`Loading the order`} />
      ) : order.isError ? (
        <LoadFailed what={t`the order`} error={order.error} onRetry={() => void order.refetch()} />
      ) : FULFILMENT_EDITABLE_STATES.includes(order.data.state) ? (
        <OrderForm order={order.data} />
      ) : (
        <EmptyPanel title={t`This order can no longer be changed`}>
          <Trans>The order can be changed only until picking starts.</Trans>
        </EmptyPanel>
      )}
    </FulfilmentLayout>
  );
}

function OrderForm({ order }: { order?: FulfilmentOrder }) {
  const { t } = useLingui();
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
      showToast({ message: order ? t`Fulfilment order saved` : t`Fulfilment order placed`, tone: 'success' });
      navigate(fulfilmentOrderPath(saved.id));
    };
    if (order) {
      const patch = FulfilmentOrderPatchSchema.safeParse(base);
      setErrors(patch.success ? {} : issuesByPath(patch.error, translateContractText));
      if (patch.success) edit.mutate(patch.data, { onSuccess: done });
      return;
    }
    const parsed = FulfilmentOrderInputSchema.safeParse(input);
    setErrors(parsed.success ? {} : issuesByPath(parsed.error, translateContractText));
    if (parsed.success) create.mutate(parsed.data, { onSuccess: done });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate maw={860}>
      <Stack gap="md">
        <SkuLines
          legend={t`Items`}
          lines={lines}
          onChange={setLines}
          errors={errors}
          path="lines"
          kind="all"
          showsAvailable
        />
        <Title order={2} fz="h5">
          <Trans>Recipient</Trans>
        </Title>
        <RecipientFields value={recipient} onChange={setRecipient} errors={errors} />
        {!order && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Warehouse`}
              data={options(FULFILMENT_LOCATIONS, FULFILMENT_LOCATION_LABELS)}
              value={location}
              allowDeselect={false}
              onChange={(value) => value && setLocation(value)}
            />
            <Select
              label={t`Delivery service`}
              data={options(SERVICE_KINDS, SERVICE_KIND_LABELS)}
              value={serviceKind}
              allowDeselect={false}
              onChange={(value) => value && setServiceKind(value)}
            />
            <Select
              label={t`Payment`}
              data={options(['prepaid', 'cod'] as const, PAYMENT)}
              value={payment}
              allowDeselect={false}
              onChange={(value) => value && setPayment(value)}
            />
            {payment === 'cod' && (
              <NumberInput
                label={t`COD amount (AED)`}
                min={0}
                decimalScale={2}
                value={cod}
                error={errors['payment.codAmountFils']}
                onChange={setCod}
              />
            )}
            <TextInput
              label={t`Your reference`}
              value={reference}
              error={errors.reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        {saving.isError && (
          <FormAlert title={order ? t`Not saved` : t`Not placed`}>
            {translateContractText(serverMessage(saving.error))}
          </FormAlert>
        )}
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {order ? t`Save changes` : t`Place fulfilment order`}
          </Button>
          <Button
            variant="default"
            onClick={() => navigate(order ? fulfilmentOrderPath(order.id) : FULFILMENT_ORDERS_PATH)}
          >
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
