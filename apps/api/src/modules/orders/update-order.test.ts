import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Order, type OrderStatus } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { expectError, fieldMessage, NOT_VALID } from '../../test/identity';
import {
  getOrder,
  historyOf,
  type Merchant,
  openMerchantApp,
  orderBody,
  placeOrder,
  putInState,
} from '../../test/orders';
import { addressBody, call, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
});
afterAll(async () => t?.close());

const EDITABLE: OrderStatus[] = ['pending', 'ready_for_collection'];
const LOCKED = ORDER_STATUSES.filter((status) => !EDITABLE.includes(status));

const edit = (token: string, id: string, body: unknown) => call(t.app, 'PUT', `/quiqdash/order/${id}`, token, body);
const addParcels = (token: string, id: string, items: unknown) =>
  call(t.app, 'POST', `/quiqdash/orders/parcels/${id}`, token, { items });
const removeParcel = (token: string, id: string, parcelId: string) =>
  call(t.app, 'DELETE', `/quiqdash/orders/${id}/parcels/${parcelId}`, token);

describe('PUT /quiqdash/order/{id}: editing an order', () => {
  it.each(EDITABLE)('edits an order that is %s, prices it again and records the edit', async (status) => {
    const order = await placeOrder(t, merchant, { partnerOrderId: `EDIT-${status}` });
    await putInState(t, order.id, status);
    const warehouse = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', merchant.token, addressBody({ locationName: 'Second store' })),
    );
    const body = {
      ...orderBody(warehouse.id),
      recipient: {
        name: 'Layla Haddad',
        phone: '+971 52 765 4321',
        addressLine1: 'Al Majaz Waterfront',
        area: 'Al Majaz',
        emirate: 'Sharjah',
      },
      items: [{ name: 'Oud set', quantity: 3, weightKg: 2.5 }],
      payment: { mode: 'prepaid' },
      serviceKind: 'same_day',
      partnerOrderId: `EDITED-${status}`,
    };
    const edited = ok<Order>(await edit(merchant.token, order.id, body));
    expect(edited).toMatchObject({
      id: order.id,
      status,
      pickup: { locationId: warehouse.id, locationName: 'Second store' },
      dropoff: { name: 'Layla Haddad', phone: '+971527654321', emirate: 'Sharjah', area: 'Al Majaz' },
      items: [{ name: 'Oud set', quantity: 3, weightKg: 2.5 }],
      payment: { mode: 'prepaid', codAmountFils: 0 },
      serviceKind: 'same_day',
      partnerOrderId: `EDITED-${status}`,
      // Same day to another emirate 3000, 7.5 kg → 8 kg: 3 kg over 5 (600), prepaid.
      priceFils: 3600,
      createdAt: order.createdAt,
      createdBy: order.createdBy,
    });
    expect(edited.items).toHaveLength(1);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.updatedAt));
    expect(await getOrder(t, merchant.token, order.id)).toEqual(edited);
    expect((await historyOf(t, merchant.token, order.id)).at(-1)).toMatchObject({
      fromStatus: status,
      toStatus: status,
      reason: 'Order edited',
      actor: 'merchant',
      actorName: merchant.fullName,
    });
  });

  it.each(LOCKED)('refuses to edit an order that is %s and changes nothing', async (status) => {
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, status);
    const before = await getOrder(t, merchant.token, order.id);
    const history = await historyOf(t, merchant.token, order.id);
    const response = await edit(merchant.token, order.id, orderBody(merchant.pickupId, { serviceKind: 'same_day' }));
    expectError(
      response,
      412,
      'failed_precondition',
      `An order that is ${ORDER_STATUS_LABELS[status]} can no longer be edited.`,
    );
    expect(await getOrder(t, merchant.token, order.id)).toEqual(before);
    expect(await historyOf(t, merchant.token, order.id)).toEqual(history);
  });

  it('refuses an invalid edit, naming the field, and changes nothing', async () => {
    const order = await placeOrder(t, merchant);
    const response = await edit(
      merchant.token,
      order.id,
      orderBody(merchant.pickupId, { payment: { mode: 'cod', codAmountFils: 0 } }),
    );
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, 'payment.codAmountFils')).toBe('COD amount must be greater than 0');
    const unknownPickup = await edit(merchant.token, order.id, orderBody('loc_unknown'));
    expect(fieldMessage(unknownPickup, 'pickupLocationId')).toBe('Unknown pickup address');
    expect(await getOrder(t, merchant.token, order.id)).toEqual(order);
  });

  it('keeps its own reference, and refuses the reference of another order on that field', async () => {
    const first = await placeOrder(t, merchant, { partnerOrderId: 'REF-A' });
    const second = await placeOrder(t, merchant, { partnerOrderId: 'REF-B' });
    ok(await edit(merchant.token, first.id, orderBody(merchant.pickupId, { partnerOrderId: 'REF-A' })));
    const response = await edit(merchant.token, second.id, orderBody(merchant.pickupId, { partnerOrderId: 'REF-A' }));
    const error = expectError(response, 400, 'invalid_argument', 'An order with this reference already exists');
    expect(error.details.fields).toEqual([
      { field: 'partnerOrderId', message: 'An order with this reference already exists' },
    ]);
    expect((await getOrder(t, merchant.token, second.id)).partnerOrderId).toBe('REF-B');
  });

  it('answers not_found for an unknown order', async () => {
    expectError(
      await edit(merchant.token, 'SD0000000000', orderBody(merchant.pickupId)),
      404,
      'not_found',
      'Order not found',
    );
  });
});

describe('parcels', () => {
  it('adds parcels after the existing ones, prices the order again and records the change', async () => {
    const order = await placeOrder(t, merchant, { items: [{ name: 'Perfume', quantity: 1, weightKg: 4 }] });
    expect(order.priceFils).toBe(1800 + 500);
    const added = ok<Order>(
      await addParcels(merchant.token, order.id, [
        { name: 'Candle', quantity: 2, weightKg: 0.75, barcode: 'CNDL-1' },
        { name: 'Card', quantity: 1, weightKg: 0.05 },
      ]),
    );
    expect(added.items.map((item) => [item.name, item.quantity, item.weightKg, item.barcode])).toEqual([
      ['Perfume', 1, 4, null],
      ['Candle', 2, 0.75, 'CNDL-1'],
      ['Card', 1, 0.05, null],
    ]);
    // 5.55 kg → 6 kg: one kilogram over the included 5.
    expect(added.priceFils).toBe(1800 + 200 + 500);
    expect(await getOrder(t, merchant.token, order.id)).toEqual(added);
    expect((await historyOf(t, merchant.token, order.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      reason: 'Parcels added: 2 × Candle, 1 × Card',
      actor: 'merchant',
      actorName: merchant.fullName,
    });
  });

  it('removes a parcel, prices the order again and records the change', async () => {
    const order = await placeOrder(t, merchant, {
      items: [
        { name: 'Heavy box', quantity: 1, weightKg: 9 },
        { name: 'Envelope', quantity: 1, weightKg: 0.1 },
      ],
      payment: { mode: 'prepaid' },
    });
    expect(order.priceFils).toBe(1800 + 5 * 200);
    const heavy = order.items[0]?.id as string;
    const removed = ok<Order>(await removeParcel(merchant.token, order.id, heavy));
    expect(removed.items.map((item) => item.name)).toEqual(['Envelope']);
    expect(removed.priceFils).toBe(1800);
    expect((await historyOf(t, merchant.token, order.id)).at(-1)).toMatchObject({
      reason: 'Parcel removed: 1 × Heavy box',
      actor: 'merchant',
    });
  });

  it('changes parcels while the order is ready for collection', async () => {
    const order = await placeOrder(t, merchant);
    await putInState(t, order.id, 'ready_for_collection');
    const added = ok<Order>(await addParcels(merchant.token, order.id, [{ name: 'Extra', quantity: 1, weightKg: 1 }]));
    expect(added.items).toHaveLength(2);
    ok(await removeParcel(merchant.token, order.id, added.items[1]?.id as string));
  });

  it.each(LOCKED)('refuses to add or remove parcels once the order is %s', async (status) => {
    const order = await placeOrder(t, merchant, {
      items: [
        { name: 'A', quantity: 1, weightKg: 1 },
        { name: 'B', quantity: 1, weightKg: 1 },
      ],
    });
    await putInState(t, order.id, status);
    const before = await getOrder(t, merchant.token, order.id);
    const message = 'Parcels can be changed only before collection.';
    expectError(
      await addParcels(merchant.token, order.id, [{ name: 'C', quantity: 1, weightKg: 1 }]),
      412,
      'failed_precondition',
      message,
    );
    expectError(
      await removeParcel(merchant.token, order.id, order.items[0]?.id as string),
      412,
      'failed_precondition',
      message,
    );
    expect(await getOrder(t, merchant.token, order.id)).toEqual(before);
  });

  it('keeps at least one item', async () => {
    const order = await placeOrder(t, merchant);
    expectError(
      await removeParcel(merchant.token, order.id, order.items[0]?.id as string),
      412,
      'failed_precondition',
      'An order keeps at least one item.',
    );
    expect((await getOrder(t, merchant.token, order.id)).items).toEqual(order.items);
  });

  it('answers not_found for a parcel of another order', async () => {
    const order = await placeOrder(t, merchant);
    const other = await placeOrder(t, merchant);
    await addParcels(merchant.token, order.id, [{ name: 'Second', quantity: 1, weightKg: 1 }]);
    expectError(
      await removeParcel(merchant.token, order.id, other.items[0]?.id as string),
      404,
      'not_found',
      'Parcel not found',
    );
    expectError(await removeParcel(merchant.token, order.id, 'itm_unknown'), 404, 'not_found', 'Parcel not found');
    expect((await getOrder(t, merchant.token, other.id)).items).toEqual(other.items);
  });

  it('refuses more than 50 items in all, and invalid items, naming the field', async () => {
    const order = await placeOrder(t, merchant);
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Box ${i}`, quantity: 1, weightKg: 0.1 }));
    const tooMany = await addParcels(merchant.token, order.id, many);
    expectError(tooMany, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(tooMany, 'items')).toBe('At most 50 items per order');
    const invalid = await addParcels(merchant.token, order.id, [{ name: 'Box', quantity: 0, weightKg: 1 }]);
    expect(fieldMessage(invalid, 'items.0.quantity')).toBe('Quantity must be at least 1');
    const empty = await addParcels(merchant.token, order.id, []);
    expectError(empty, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(empty, 'items')).toBeTruthy();
    expect((await getOrder(t, merchant.token, order.id)).items).toEqual(order.items);
  });

  it('keeps the 50-item limit when two additions race, five times over', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => ({ name: `Box ${i}`, quantity: 1, weightKg: 0.1 }));
    for (let trial = 0; trial < 5; trial += 1) {
      const order = await placeOrder(t, merchant);
      const answers = await Promise.all([
        addParcels(merchant.token, order.id, thirty),
        addParcels(merchant.token, order.id, thirty),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect((await getOrder(t, merchant.token, order.id)).items).toHaveLength(31);
    }
  });

  it('keeps one item when two removals race', async () => {
    const order = await placeOrder(t, merchant);
    const added = ok<Order>(await addParcels(merchant.token, order.id, [{ name: 'Second', quantity: 1, weightKg: 1 }]));
    const [first, second] = added.items.map((item) => item.id as string);
    const answers = await Promise.all([
      removeParcel(merchant.token, order.id, first as string),
      removeParcel(merchant.token, order.id, second as string),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect((await getOrder(t, merchant.token, order.id)).items).toHaveLength(1);
  });

  it('answers not_found for an unknown order', async () => {
    expectError(
      await addParcels(merchant.token, 'SD0000000000', [{ name: 'Box', quantity: 1, weightKg: 1 }]),
      404,
      'not_found',
      'Order not found',
    );
    expectError(await removeParcel(merchant.token, 'SD0000000000', 'itm_x'), 404, 'not_found', 'Order not found');
  });
});
