// A courier's day as GET /courier/today answers it, for the app's tests and screenshots.
import { type CourierParcel, type CourierStop, type CourierToday, parcelLabelCodes } from '@sameday/contract';

const parcel = (overrides: Partial<CourierParcel>): CourierParcel => {
  const made = {
    orderId: 'ord_1',
    reference: 'SD-1001',
    labelCode: 'ORD_1',
    parcelCount: 1,
    codAmount: 0,
    recipientFirstName: 'Fatima',
    recipientPhone: null,
    instructions: '',
    deliveryCodeRequired: false,
    status: 'ready_for_collection' as const,
    ...overrides,
  };
  // Each label's code as the server gives it: the order's for one parcel, order/n for several.
  return { ...made, parcelCodes: overrides.parcelCodes ?? parcelLabelCodes(made.labelCode, made.parcelCount) };
};

const window = { from: '2026-11-29T06:00:00.000Z', to: '2026-11-29T10:00:00.000Z' };

export function courierDay(overrides: Partial<CourierToday> = {}): CourierToday {
  const orders = [
    parcel({
      orderId: 'ord_1',
      reference: 'SD-1001',
      labelCode: 'ORD_1',
      codAmount: 150,
      instructions: 'Gate 3, call on arrival',
      recipientPhone: '+971501234567',
    }),
    parcel({
      orderId: 'ord_2',
      reference: 'SD-1002',
      labelCode: 'ORD_2',
      recipientFirstName: 'Omar',
      deliveryCodeRequired: true,
      parcelCount: 2,
    }),
    parcel({ orderId: 'ord_3', reference: 'SD-1003', labelCode: 'ORD_3', recipientFirstName: 'Layla' }),
  ];
  const pickup: CourierStop = {
    id: 'stp_pickup',
    sequence: 1,
    kind: 'pickup',
    label: 'Oud & Amber Perfumes',
    address: 'Shop 12, Al Quoz Industrial 3, Dubai',
    location: { lat: 25.1372, lng: 55.2306 },
    window,
    predictedArrival: '2026-11-29T06:20:00.000Z',
    state: 'pending',
    parcels: orders,
  };
  const dropoffs: CourierStop[] = orders.map((order, index) => ({
    id: `stp_drop_${index + 1}`,
    sequence: index + 2,
    kind: 'dropoff',
    label: order.recipientFirstName,
    address:
      [
        'Villa 8, Street 14, Jumeirah 1, Dubai',
        'Marina Heights, Apt 2304, Dubai Marina',
        'Building 5, Al Nahda 2, Dubai',
      ][index] ?? '',
    location: { lat: 25.2 + index / 100, lng: 55.25 + index / 100 },
    window: { from: '2026-11-29T07:00:00.000Z', to: '2026-11-29T12:00:00.000Z' },
    predictedArrival: null,
    state: 'pending',
    parcels: [order],
  }));
  return {
    courier: { firstName: 'Yousef', vehicleKind: 'bike' },
    shift: {
      id: 'shf_1',
      startsAt: '2026-11-29T05:00:00.000Z',
      endsAt: '2026-11-29T14:00:00.000Z',
      breaks: [{ start: '13:00', end: '13:30' }],
      state: 'not_started',
      startedAt: null,
      endedAt: null,
    },
    missions: [{ id: 'msn_1', version: 1, state: 'planned', stops: [pickup, ...dropoffs] }],
    at: '2026-11-29T05:30:00.000Z',
    ...overrides,
  };
}
