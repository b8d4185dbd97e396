import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type Order, type OrderInput, WEB_ROUTES } from '@sameday/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../../shared/analytics';
import { isApiError } from '../../../shared/api';
import { applyServerErrors } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { useCreateOrder } from '../api/create-order';
import { useUpdateOrder } from '../api/update-order';
import { formatCharge } from './format';
import { IdempotencyKeys } from './idempotency';
import { formFieldOf, type OrderForm } from './order-form';

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

type SubmitOrderOptions = {
  mode: 'create' | 'edit';
  orderId?: string;
  form: OrderForm;
  /** A new order was placed: the screen shows it with its next steps. */
  onPlaced?: (order: Order, input: OrderInput) => void;
};

/**
 * Places (or saves) the order. A new order is sent under an idempotency key
 * kept until it succeeds, so pressing again after a lost answer never places it
 * twice; then the screen shows what was placed. The server's refusals land on
 * their fields, or in the form's alert.
 */
export function useSubmitOrder({ mode, orderId, form, onPlaced }: SubmitOrderOptions) {
  useLingui();
  const navigate = useNavigate();
  const { setError, getValues } = form;
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder();
  const keys = useRef(new IdempotencyKeys());
  const [formError, setFormError] = useState<{ title?: string; message: string }>();

  const onValid = async (input: OrderInput) => {
    setFormError(undefined);
    try {
      if (mode === 'edit' && orderId) {
        const order = await updateOrder.mutateAsync({ id: orderId, input });
        const id = order.id;
        const price = formatCharge(order.priceFils);
        showToast({ message: t`Order ${id} updated. New price ${price}.`, tone: 'success' });
        navigate(`${WEB_ROUTES.orders}?order=${encodeURIComponent(order.id)}&tab=${order.status}`);
        return;
      }
      const order = await createOrder.mutateAsync({ input, idempotencyKey: keys.current.keyFor(input) });
      keys.current.succeeded();
      track({ event: 'new order', category: 'single shipment', serviceKind: order.serviceKind });
      onPlaced?.(order, input);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const message = applyServerErrors(error, setError, {
        fields: (name) => hasPath(getValues(), name),
        fieldOf: formFieldOf,
      });
      if (message === undefined) return;
      if (error.code === 'failed_precondition') {
        setFormError({ title: t`The order was not placed`, message: translateContractText(error.message) });
      } else if (error.httpStatus === 0 || error.code === 'aborted' || error.code === 'unavailable') {
        const again =
          mode === 'edit'
            ? t`Press “Save changes” again: the order will not be placed twice.`
            : t`Press “Place order” again: the order will not be placed twice.`;
        setFormError({ message: `${translateContractText(error.message)} ${again}` });
      } else {
        setFormError({ message: translateContractText(message) });
      }
    }
  };

  const isSubmitting = createOrder.isPending || updateOrder.isPending;
  return { onValid, formError, isSubmitting };
}
