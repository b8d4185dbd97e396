import { useLingui } from '@lingui/react/macro';
import type { Order } from '@sameday/contract';
import { plannedWindowWords } from '../lib/collection-window';
import { formatTime } from '../lib/format';
import { Fact } from './fact';

/**
 * Once the order is on a planned mission: its courier's first name and vehicle, the drop-off's
 * window after collection (the pickup's is the Collection fact), and the predicted arrival.
 */
export function CourierFacts({ order }: { order: Order }) {
  const { t } = useLingui();
  const courier = order.courier;
  if (!courier) return null;
  const vehicle = { bike: t`Bike`, car: t`Car`, van: t`Van` }[courier.vehicleKind];
  return (
    <>
      <Fact label={t`Courier`}>
        <bdi>{courier.courierFirstName}</bdi> · {vehicle}
      </Fact>
      {courier.stop === 'dropoff' && order.status !== 'delivery_complete' && (
        <Fact label={t`Delivery window`}>{plannedWindowWords(courier.window, new Date())}</Fact>
      )}
      {courier.predictedArrival && order.status !== 'delivery_complete' && (
        <Fact label={courier.stop === 'pickup' ? t`Predicted pickup` : t`Predicted delivery`}>
          {formatTime(courier.predictedArrival)}
        </Fact>
      )}
    </>
  );
}
