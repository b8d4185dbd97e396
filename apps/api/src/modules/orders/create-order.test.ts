import {
  addDays,
  DEFAULT_PRICING_MODEL,
  dubaiClock,
  MESSAGES,
  type Order,
  type ServiceKind,
  serviceWindow,
} from '@sameday/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, idempotencyKeys, orders, pricingModels } from '../../db/schema';
import { json, type TestApp } from '../../test/harness';
import { expectError, fieldMessage, NOT_VALID, warmPool } from '../../test/identity';
import {
  getOrder,
  historyOf,
  type Merchant,
  newMerchant,
  openMerchantApp,
  orderBody,
  placeOrder,
  postOrder,
  setFourHourFlag,
  withRecipient,
} from '../../test/orders';
import { addressBody, call, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
});
afterAll(async () => t?.close());

const ordersOfAccount = async (accountId: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId));
  return row?.n ?? 0;
};

/**
 * The service day the API may have decided for a request sent between `before`
 * and `after` (a cut-off can pass while it runs).
 */
function possibleServiceDates(before: Date, after: Date, kind: ServiceKind, emirate: string) {
  const at = (now: Date) =>
    serviceWindow({
      now,
      kind,
      destinationEmirate: emirate,
      pickupEmirate: 'Dubai',
      cutOffs: {
        partner4hrCutOffTime: '17:00',
        sameDayCutOffTime: '13:00',
        nextDayCutOffTime: '23:50',
        sameDayOtherEmiratesCutOffTime: '12:00',
        nextDayOtherEmiratesCutOffTime: '16:30',
      },
      isFourHourEnabled: true,
    }).serviceDate;
  return [...new Set([at(before), at(after)])];
}

describe('POST /quiqdash/orders', () => {
  it('places a pending order with the pickup, the recipient, the items, the price and the service day', async () => {
    const pickup = ok<{ id: string }>(
      await call(
        t.app,
        'POST',
        '/partner/addresses',
        merchant.token,
        addressBody({ locationName: 'Main warehouse', apartmentNumber: 'Unit 7', addressLine2: 'Gate 2' }),
      ),
    );
    const before = new Date();
    const response = await postOrder(t, merchant.token, {
      pickupLocationId: pickup.id,
      recipient: {
        name: '  فاطمة نور  ',
        phone: '+971 50 987-6543',
        addressLine1: 'Marina Heights Tower',
        addressLine2: 'Next to the metro',
        apartmentNumber: '1204',
        area: 'Dubai Marina',
        emirate: 'Dubai',
        latitude: 25.08,
        longitude: 55.14,
        notes: 'Call before delivery',
      },
      items: [
        { name: 'Perfume 100ml', quantity: 2, weightKg: 0.4, barcode: '6291041500213' },
        { name: 'Gift box', quantity: 1, weightKg: 5 },
      ],
      payment: { mode: 'cod', codAmountFils: 25_000 },
      serviceKind: 'same_day',
      partnerOrderId: ' SHOP-1001 ',
    });
    const after = new Date();
    const order = ok<Order>(response);
    expect(order).toEqual({
      id: expect.stringMatching(/^SD[0-9A-HJKMNP-TV-Z]{10}$/),
      accountId: merchant.accountId,
      status: 'pending',
      type: 'partner_sameday',
      pickup: {
        kind: 'pickup',
        locationId: pickup.id,
        locationName: 'Main warehouse',
        contactName: 'Omar Haddad',
        phone: '+971501234567',
        addressLine1: 'Al Quoz Industrial Area 3',
        addressLine2: 'Gate 2',
        apartmentNumber: 'Unit 7',
        area: 'Al Quoz',
        emirate: 'Dubai',
      },
      dropoff: {
        kind: 'dropoff',
        name: 'فاطمة نور',
        phone: '+971509876543',
        addressLine1: 'Marina Heights Tower',
        addressLine2: 'Next to the metro',
        apartmentNumber: '1204',
        area: 'Dubai Marina',
        emirate: 'Dubai',
        latitude: 25.08,
        longitude: 55.14,
        notes: 'Call before delivery',
        email: '',
      },
      items: [
        {
          id: expect.stringMatching(/^itm_/),
          name: 'Perfume 100ml',
          quantity: 2,
          weightKg: 0.4,
          barcode: '6291041500213',
        },
        { id: expect.stringMatching(/^itm_/), name: 'Gift box', quantity: 1, weightKg: 5, barcode: null },
      ],
      payment: { mode: 'cod', codAmountFils: 25_000 },
      serviceKind: 'same_day',
      serviceDate: expect.any(String),
      scheduledDate: null,
      partnerOrderId: 'SHOP-1001',
      // Same day in Dubai 2500, 5.8 kg → 6 kg: one kilogram over 5 (200), COD fee 500.
      priceFils: 3200,
      failedAttempts: 0,
      onHoldUntil: null,
      returnOfOrderId: null,
      returnOrderId: null,
      tags: [],
      longestSideCm: null,
      proof: null,
      courier: null,
      collectionWindow: null,
      exportedAt: null,
      createdBy: merchant.fullName,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(possibleServiceDates(before, after, 'same_day', 'Dubai')).toContain(order.serviceDate);
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await getOrder(t, merchant.token, order.id)).toEqual(order);
    expect(await historyOf(t, merchant.token, order.id)).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        fromStatus: null,
        toStatus: 'pending',
        reason: 'Order placed',
        reasonText: { id: 'history.placed', values: {} },
        actor: 'merchant',
        actorName: merchant.fullName,
        actorNameText: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps the recipient’s email (trimmed, lower case) for delivery updates; an order without one answers it empty', async () => {
    const withEmail = await postOrder(
      t,
      merchant.token,
      withRecipient(merchant.pickupId, { email: '  Fatima.Noor@Example.AE ' }),
    );
    expect(ok<Order>(withEmail).dropoff.email).toBe('fatima.noor@example.ae');
    const without = await placeOrder(t, merchant);
    expect(without.dropoff.email).toBe('');
    // An order written before the field existed has no email key at all: it still answers ''.
    const [row] = await t.database.db.select({ dropoff: orders.dropoff }).from(orders).where(eq(orders.id, without.id));
    const { email: _gone, ...older } = row?.dropoff ?? {};
    await t.database.db.update(orders).set({ dropoff: older }).where(eq(orders.id, without.id));
    expect((await getOrder(t, merchant.token, without.id)).dropoff.email).toBe('');
    // The tracking page never shows it.
    const link = ok<{ code: string }>(
      await call(t.app, 'GET', `/tracking/orders/${withEmail.json().id}/link`, merchant.token),
    );
    const view = await t.app.inject({ method: 'GET', url: `/api/platform/track/${link.code}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('fatima.noor');
  });

  it('keeps the merchant’s tags (lower case, each once) and the longest side, in the answer and the list', async () => {
    const placed = await placeOrder(t, merchant, { tags: [' Fragile', 'VIP', 'fragile'], longestSideCm: 120 });
    expect(placed).toMatchObject({ tags: ['fragile', 'vip'], longestSideCm: 120 });
    expect((await getOrder(t, merchant.token, placed.id)).tags).toEqual(['fragile', 'vip']);
    const list = ok<{ orders: Order[] }>(await call(t.app, 'GET', '/quiqdash/orders?limit=5', merchant.token));
    expect(list.orders.find((order) => order.id === placed.id)).toMatchObject({
      tags: ['fragile', 'vip'],
      longestSideCm: 120,
    });
  });

  it('keeps no COD amount on a prepaid order', async () => {
    const order = await placeOrder(t, merchant, { payment: { mode: 'prepaid', codAmountFils: 9000 } });
    expect(order.payment).toEqual({ mode: 'prepaid', codAmountFils: 0 });
    expect(order.priceFils).toBe(1800);
  });

  it.each([
    ['same_day', 'Dubai', 2500],
    ['same_day', 'Abu Dhabi', 2500],
    ['same_day', 'Sharjah', 3000],
    ['next_day', 'Dubai', 1800],
    ['next_day', 'Ras Al Khaimah', 2200],
    ['four_hour', 'Dubai', 3500],
  ] as [ServiceKind, string, number][])(
    'decides the day of %s to %s by the cut-offs and prices it from the rate card',
    async (kind, emirate, base) => {
      const before = new Date();
      const response = await postOrder(t, merchant.token, {
        ...withRecipient(merchant.pickupId, { emirate, area: 'Somewhere' }),
        serviceKind: kind,
        payment: { mode: 'prepaid' },
      });
      const after = new Date();
      const order = ok<Order>(response);
      expect(possibleServiceDates(before, after, kind, emirate)).toContain(order.serviceDate);
      expect(order.priceFils).toBe(base);
    },
  );

  it('prices from the account’s own rate card when it has one', async () => {
    const own = await newMerchant(t);
    await t.database.db.insert(pricingModels).values({
      accountId: own.accountId,
      model: { ...DEFAULT_PRICING_MODEL, rates: [{ serviceKind: 'next_day', zone: 'main', baseFils: 1234 }] },
    });
    expect((await placeOrder(t, own, { payment: { mode: 'prepaid' } })).priceFils).toBe(1234);
    const noRate = await postOrder(t, own.token, orderBody(own.pickupId, { serviceKind: 'same_day' }));
    expectError(noRate, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(noRate, 'serviceKind')).toBe('Your rate card has no price for this service to Dubai');
  });

  it('follows the account’s own cut-off times', async () => {
    const early = await newMerchant(t);
    // A same-day cut-off at midnight has always passed: same day becomes tomorrow.
    ok(await call(t.app, 'PUT', '/partner/preferences/sameDayCutOffTime', early.token, { value: '00:00' }));
    const before = dubaiClock(new Date()).date;
    const order = await placeOrder(t, early, { serviceKind: 'same_day' });
    const after = dubaiClock(new Date()).date;
    expect([addDays(before, 1), addDays(after, 1)]).toContain(order.serviceDate);
  });
});

describe('validation', () => {
  const recipient = (fields: Record<string, unknown>) => (body: Record<string, unknown>) => ({
    ...body,
    recipient: { ...(body.recipient as object), ...fields },
  });
  const item = (fields: Record<string, unknown>) => (body: Record<string, unknown>) => ({
    ...body,
    items: [{ ...(body.items as object[])[0], ...fields }],
  });
  const set = (fields: Record<string, unknown>) => (body: Record<string, unknown>) => ({ ...body, ...fields });
  const without = (key: string) => (body: Record<string, unknown>) => {
    const { [key]: _removed, ...rest } = body;
    return rest;
  };
  const tooBig = (n: number) => `Too big: expected string to have <=${n} characters`;

  const cases: [string, (body: Record<string, unknown>) => Record<string, unknown>, string, string][] = [
    ['no pickup address', without('pickupLocationId'), 'pickupLocationId', 'Choose a pickup address'],
    ['an empty pickup address', set({ pickupLocationId: '' }), 'pickupLocationId', 'Choose a pickup address'],
    ['no recipient', without('recipient'), 'recipient', 'Invalid input: expected object, received undefined'],
    ['a blank recipient name', recipient({ name: '  ' }), 'recipient.name', MESSAGES.required],
    ['a missing recipient name', recipient({ name: undefined }), 'recipient.name', MESSAGES.required],
    [
      'a name over 120 characters',
      recipient({ name: 'x'.repeat(121) }),
      'recipient.name',
      'Must be at most 120 characters.',
    ],
    ['a missing phone', recipient({ phone: undefined }), 'recipient.phone', MESSAGES.required],
    ['a recipient email that is not one', recipient({ email: 'fatima@' }), 'recipient.email', MESSAGES.invalidEmail],
    ['eleven tags', set({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), 'tags', 'At most 10 tags'],
    ['a tag over 40 characters', set({ tags: ['x'.repeat(41)] }), 'tags.0', 'At most 40 characters per tag'],
    ['a side over 300 cm', set({ longestSideCm: 301 }), 'longestSideCm', 'The longest side must be at most 300 cm'],
    ['a side in parts of a cm', set({ longestSideCm: 12.5 }), 'longestSideCm', 'Enter the length in whole centimetres'],
    [
      'a recipient email over 254 characters',
      recipient({ email: `${'x'.repeat(250)}@example.ae` }),
      'recipient.email',
      MESSAGES.invalidEmail,
    ],
    [
      'a phone without +971',
      recipient({ phone: '0509876543' }),
      'recipient.phone',
      'Phone number must start with +971',
    ],
    ['a foreign phone', recipient({ phone: '+447700900123' }), 'recipient.phone', 'Phone number must start with +971'],
    ['a short phone', recipient({ phone: '+971509' }), 'recipient.phone', MESSAGES.phoneTooShort],
    [
      'a phone too long',
      recipient({ phone: '+9715098765432' }),
      'recipient.phone',
      'Phone number is not a valid UAE number',
    ],
    [
      'a phone with letters',
      recipient({ phone: '+97150987654a' }),
      'recipient.phone',
      'Phone number is not a valid UAE number',
    ],
    ['a blank building or area', recipient({ addressLine1: '' }), 'recipient.addressLine1', MESSAGES.required],
    ['address details over 300', recipient({ addressLine2: 'x'.repeat(301) }), 'recipient.addressLine2', tooBig(300)],
    ['an apartment over 40', recipient({ apartmentNumber: '1'.repeat(41) }), 'recipient.apartmentNumber', tooBig(40)],
    ['a blank area', recipient({ area: ' ' }), 'recipient.area', MESSAGES.required],
    ['a missing emirate', recipient({ emirate: undefined }), 'recipient.emirate', 'Choose one of the seven emirates'],
    [
      'an emirate outside the UAE',
      recipient({ emirate: 'Muscat' }),
      'recipient.emirate',
      'Choose one of the seven emirates',
    ],
    [
      'a latitude north of the UAE',
      recipient({ latitude: 30 }),
      'recipient.latitude',
      'Too big: expected number to be <=27',
    ],
    [
      'a latitude south of it',
      recipient({ latitude: 20 }),
      'recipient.latitude',
      'Too small: expected number to be >=22',
    ],
    [
      'a longitude east of it',
      recipient({ longitude: 60 }),
      'recipient.longitude',
      'Too big: expected number to be <=57',
    ],
    [
      'a latitude as text',
      recipient({ latitude: '25.1' }),
      'recipient.latitude',
      'Invalid input: expected number, received string',
    ],
    ['notes over 500', recipient({ notes: 'x'.repeat(501) }), 'recipient.notes', tooBig(500)],
    ['no items', set({ items: [] }), 'items', 'Add at least one item'],
    [
      '51 items',
      set({ items: Array.from({ length: 51 }, () => ({ name: 'Box', quantity: 1, weightKg: 1 })) }),
      'items',
      'At most 50 items per order',
    ],
    ['a blank item name', item({ name: '' }), 'items.0.name', MESSAGES.required],
    ['an item name over 120', item({ name: 'x'.repeat(121) }), 'items.0.name', 'Must be at most 120 characters.'],
    ['a quantity of 0', item({ quantity: 0 }), 'items.0.quantity', 'Quantity must be at least 1'],
    ['a quantity of 1.5', item({ quantity: 1.5 }), 'items.0.quantity', 'Quantity must be a whole number'],
    ['a quantity of 1000', item({ quantity: 1000 }), 'items.0.quantity', 'Quantity must be at most 999'],
    ['a quantity as text', item({ quantity: '2' }), 'items.0.quantity', 'Quantity must be a whole number'],
    ['a weight of 0', item({ weightKg: 0 }), 'items.0.weightKg', 'Weight must be greater than 0'],
    ['a negative weight', item({ weightKg: -1 }), 'items.0.weightKg', 'Weight must be greater than 0'],
    ['a weight under a gram', item({ weightKg: 0.0001 }), 'items.0.weightKg', 'Weight must be at least 0.001 kg (1 g)'],
    ['a vanishing weight', item({ weightKg: 1e-300 }), 'items.0.weightKg', 'Weight must be at least 0.001 kg (1 g)'],
    ['a weight over 100 kg', item({ weightKg: 100.5 }), 'items.0.weightKg', 'Weight must be at most 100 kg'],
    ['a weight as text', item({ weightKg: 'heavy' }), 'items.0.weightKg', 'Weight must be a number'],
    ['a barcode over 64', item({ barcode: '1'.repeat(65) }), 'items.0.barcode', tooBig(64)],
    [
      'COD without an amount',
      set({ payment: { mode: 'cod' } }),
      'payment.codAmountFils',
      'COD amount must be greater than 0',
    ],
    [
      'COD of 0',
      set({ payment: { mode: 'cod', codAmountFils: 0 } }),
      'payment.codAmountFils',
      'COD amount must be greater than 0',
    ],
    [
      'a negative COD',
      set({ payment: { mode: 'cod', codAmountFils: -500 } }),
      'payment.codAmountFils',
      'COD amount must be greater than 0',
    ],
    [
      'COD in part fils',
      set({ payment: { mode: 'cod', codAmountFils: 12.5 } }),
      'payment.codAmountFils',
      'COD amount must be in fils (whole numbers)',
    ],
    [
      'an unknown payment mode',
      set({ payment: { mode: 'card' } }),
      'payment.mode',
      'Invalid option: expected one of "prepaid"|"cod"',
    ],
    ['no payment', without('payment'), 'payment', 'Invalid input: expected object, received undefined'],
    ['no service', without('serviceKind'), 'serviceKind', 'Choose a delivery service'],
    ['an unknown service', set({ serviceKind: 'express' }), 'serviceKind', 'Choose a delivery service'],
    ['a reference over 64', set({ partnerOrderId: 'R'.repeat(65) }), 'partnerOrderId', 'At most 64 characters'],
    ['a date in another form', set({ scheduledDate: '23-11-2026' }), 'scheduledDate', 'Use a date like 2026-11-23'],
    ['a day that does not exist', set({ scheduledDate: '2026-11-31' }), 'scheduledDate', 'Use a date like 2026-11-23'],
    [
      'a month that does not exist',
      set({ scheduledDate: '2026-13-01' }),
      'scheduledDate',
      'Use a date like 2026-11-23',
    ],
  ];

  it.each(cases)('refuses %s, naming the field, and saves nothing', async (_label, change, field, message) => {
    const before = await ordersOfAccount(merchant.accountId);
    const response = await postOrder(t, merchant.token, change(orderBody(merchant.pickupId)));
    const error = expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(error.details.fields).toEqual([{ field, message }]);
    expect(await ordersOfAccount(merchant.accountId)).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const error = expectError(await postOrder(t, merchant.token, {}), 400, 'invalid_argument', NOT_VALID);
    expect(error.details.fields?.map((f) => f.field).sort()).toEqual([
      'items',
      'payment',
      'pickupLocationId',
      'recipient',
      'serviceKind',
    ]);
  });

  it('refuses a pickup address the account does not have: unknown, another account’s, or deleted', async () => {
    const other = await newMerchant(t);
    const deleted = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', merchant.token, addressBody()));
    ok(await call(t.app, 'DELETE', `/partner/addresses/${deleted.id}`, merchant.token));
    for (const pickupLocationId of ['loc_unknown', other.pickupId, deleted.id]) {
      const response = await postOrder(t, merchant.token, orderBody(pickupLocationId));
      expectError(response, 400, 'invalid_argument', NOT_VALID);
      expect(json(response).details).toEqual({
        fields: [{ field: 'pickupLocationId', message: 'Unknown pickup address' }],
      });
    }
  });
});

describe('the 4-hour service', () => {
  it('is refused outside Dubai', async () => {
    for (const emirate of ['Abu Dhabi', 'Sharjah', 'Fujairah']) {
      const response = await postOrder(t, merchant.token, {
        ...withRecipient(merchant.pickupId, { emirate }),
        serviceKind: 'four_hour',
      });
      expectError(response, 400, 'invalid_argument', NOT_VALID);
      expect(fieldMessage(response, 'serviceKind')).toBe('4-hour delivery is available within Dubai only.');
    }
  });

  it('is refused from a pickup outside Dubai, even to Dubai', async () => {
    const abuDhabi = ok<{ id: string }>(
      await call(
        t.app,
        'POST',
        '/partner/addresses',
        merchant.token,
        addressBody({ emirate: 'Abu Dhabi', area: 'Musaffah', regionCode: 'uae.abu_dhabi' }),
      ),
    );
    const response = await postOrder(t, merchant.token, orderBody(abuDhabi.id, { serviceKind: 'four_hour' }));
    expect(fieldMessage(response, 'serviceKind')).toBe('4-hour delivery is available within Dubai only.');
  });

  it('is refused without the shipments_partner_4hr flag, and placed with it', async () => {
    const flagless = await newMerchant(t);
    await setFourHourFlag(t, flagless.accountId, false);
    const refused = await postOrder(t, flagless.token, orderBody(flagless.pickupId, { serviceKind: 'four_hour' }));
    expectError(refused, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(refused, 'serviceKind')).toBe('4-hour delivery is not enabled for your account.');
    expect(await ordersOfAccount(flagless.accountId)).toBe(0);

    await setFourHourFlag(t, flagless.accountId, true);
    const placed = await placeOrder(t, flagless, { serviceKind: 'four_hour' });
    expect(placed).toMatchObject({ serviceKind: 'four_hour', priceFils: 3500 + 500 });
  });
});

describe('scheduled dates', () => {
  const earliest = (kind: ServiceKind) => possibleServiceDates(new Date(), new Date(), kind, 'Dubai')[0] as string;

  it('refuses a date before the earliest day of the service', async () => {
    const first = earliest('next_day');
    for (const scheduledDate of [addDays(first, -1), dubaiClock(new Date()).date, '2020-01-01']) {
      const response = await postOrder(t, merchant.token, orderBody(merchant.pickupId, { scheduledDate }));
      expectError(response, 400, 'invalid_argument', NOT_VALID);
      // A cut-off may pass between the two readings of the clock.
      expect([
        `The earliest delivery date for this service is ${first}`,
        `The earliest delivery date for this service is ${earliest('next_day')}`,
      ]).toContain(fieldMessage(response, 'scheduledDate'));
    }
  });

  it('accepts the earliest day and up to 30 days ahead, and delivers on the chosen day', async () => {
    const first = earliest('next_day');
    const atEarliest = await placeOrder(t, merchant, { scheduledDate: first });
    expect(atEarliest).toMatchObject({ scheduledDate: first, serviceDate: first });
    const last = addDays(dubaiClock(new Date()).date, 30);
    const atLast = await placeOrder(t, merchant, { scheduledDate: last });
    expect(atLast).toMatchObject({ scheduledDate: last, serviceDate: last });
  });

  it('refuses more than 30 days ahead', async () => {
    const response = await postOrder(
      t,
      merchant.token,
      orderBody(merchant.pickupId, { scheduledDate: addDays(dubaiClock(new Date()).date, 31) }),
    );
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, 'scheduledDate')).toBe('Orders can be scheduled up to 30 days ahead');
  });
});

describe('a blocked account', () => {
  it('may not place orders, with the spec’s sentence, until it is unblocked', async () => {
    const blocked = await newMerchant(t);
    await t.database.db
      .update(accounts)
      .set({ isOrderSubmissionBlocked: true })
      .where(eq(accounts.id, blocked.accountId));
    const refused = await postOrder(t, blocked.token, orderBody(blocked.pickupId), 'blocked-key');
    const error = expectError(
      refused,
      412,
      'failed_precondition',
      'Your account is suspended due to overdue payments. Please, clear the debt to reactivate your account.',
    );
    expect(error.details).toEqual({ reason: 'account_blocked' });
    expect(await ordersOfAccount(blocked.accountId)).toBe(0);

    await t.database.db
      .update(accounts)
      .set({ isOrderSubmissionBlocked: false })
      .where(eq(accounts.id, blocked.accountId));
    ok(await postOrder(t, blocked.token, orderBody(blocked.pickupId), 'blocked-key'));
    expect(await ordersOfAccount(blocked.accountId)).toBe(1);
  });
});

describe('the merchant’s reference (partnerOrderId)', () => {
  it('is unique in the account: a second order with it is refused on that field', async () => {
    const first = await placeOrder(t, merchant, { partnerOrderId: 'INV-7731' });
    const before = await ordersOfAccount(merchant.accountId);
    const response = await postOrder(t, merchant.token, orderBody(merchant.pickupId, { partnerOrderId: 'INV-7731' }));
    const error = expectError(response, 400, 'invalid_argument', 'An order with this reference already exists');
    expect(error.details.fields).toEqual([
      { field: 'partnerOrderId', message: 'An order with this reference already exists' },
    ]);
    expect(await ordersOfAccount(merchant.accountId)).toBe(before);
    expect((await getOrder(t, merchant.token, first.id)).partnerOrderId).toBe('INV-7731');
  });

  it('may repeat in another account, and an empty reference may repeat anywhere', async () => {
    const other = await newMerchant(t);
    await placeOrder(t, merchant, { partnerOrderId: 'SHARED-1' });
    expect((await placeOrder(t, other, { partnerOrderId: 'SHARED-1' })).partnerOrderId).toBe('SHARED-1');
    const blankA = await placeOrder(t, merchant, { partnerOrderId: '' });
    const blankB = await placeOrder(t, merchant, { partnerOrderId: '   ' });
    const none = await placeOrder(t, merchant, { partnerOrderId: null });
    expect([blankA.partnerOrderId, blankB.partnerOrderId, none.partnerOrderId]).toEqual([null, null, null]);
  });
});

describe('idempotent creation (Idempotency-Key)', () => {
  const keyRows = async (accountId: string, key: string) =>
    t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));

  it('answers a retry with the same key and body with the first order and creates nothing', async () => {
    const shop = await newMerchant(t);
    const body = orderBody(shop.pickupId, { partnerOrderId: 'RETRY-1' });
    const first = ok<Order>(await postOrder(t, shop.token, body, 'order-RETRY-1'));
    const second = ok<Order>(await postOrder(t, shop.token, body, 'order-RETRY-1'));
    const third = ok<Order>(await postOrder(t, shop.token, body, 'order-RETRY-1'));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await ordersOfAccount(shop.accountId)).toBe(1);
    expect(await historyOf(t, shop.token, first.id)).toHaveLength(1);
    expect(await keyRows(shop.accountId, 'order-RETRY-1')).toHaveLength(1);
  });

  it('refuses the same key with another body and creates nothing', async () => {
    const shop = await newMerchant(t);
    const first = ok<Order>(await postOrder(t, shop.token, orderBody(shop.pickupId), 'key-A'));
    const response = await postOrder(
      t,
      shop.token,
      orderBody(shop.pickupId, { payment: { mode: 'prepaid' } }),
      'key-A',
    );
    const error = expectError(
      response,
      400,
      'invalid_argument',
      'This Idempotency-Key was already used with a different request.',
    );
    expect(error.details).toEqual({ header: 'Idempotency-Key' });
    expect(await ordersOfAccount(shop.accountId)).toBe(1);
    expect(await getOrder(t, shop.token, first.id)).toEqual(first);
  });

  it('creates one order per key, and keeps keys apart per account', async () => {
    const shop = await newMerchant(t);
    const other = await newMerchant(t);
    const a = ok<Order>(await postOrder(t, shop.token, orderBody(shop.pickupId), 'key-1'));
    const b = ok<Order>(await postOrder(t, shop.token, orderBody(shop.pickupId), 'key-2'));
    const c = ok<Order>(await postOrder(t, shop.token, orderBody(shop.pickupId)));
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    // The other account's key-1 is its own: a new order in its own account.
    const theirs = ok<Order>(await postOrder(t, other.token, orderBody(other.pickupId), 'key-1'));
    expect(theirs.accountId).toBe(other.accountId);
    expect(theirs.id).not.toBe(a.id);
  });

  it('does not keep the key of a refused request', async () => {
    const shop = await newMerchant(t);
    const refused = await postOrder(t, shop.token, orderBody('loc_unknown'), 'key-fix');
    expectError(refused, 400, 'invalid_argument', NOT_VALID);
    expect(await keyRows(shop.accountId, 'key-fix')).toHaveLength(0);
    ok(await postOrder(t, shop.token, orderBody(shop.pickupId), 'key-fix'));
    expect(await ordersOfAccount(shop.accountId)).toBe(1);
  });

  it.each([
    ['an empty key', ''],
    ['a key with spaces', 'my key'],
    ['a key over 200 characters', 'k'.repeat(201)],
  ])('refuses %s', async (_label, key) => {
    const shop = await newMerchant(t);
    const response = await postOrder(t, shop.token, orderBody(shop.pickupId), key);
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(await ordersOfAccount(shop.accountId)).toBe(0);
  });

  it('creates one order for simultaneous requests with one key', async () => {
    // PostgreSQL runs these side by side on separate connections (they really race on the key's unique index);
    // PGlite has one connection and interleaves them.
    await warmPool(t.database.db, 6);
    const shop = await newMerchant(t);
    for (let round = 0; round < 4; round += 1) {
      const key = `burst-${round}`;
      const body = orderBody(shop.pickupId, { partnerOrderId: `BURST-${round}` });
      const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t, shop.token, body, key)));
      // Every request answers the one order: the losers wait for the winner's transaction, then replay it.
      const placed = answers.map((answer) => ok<Order>(answer));
      expect(new Set(placed.map((order) => order.id)).size).toBe(1);
      for (const order of placed) expect(order).toEqual(placed[0]);
      expect(await ordersOfAccount(shop.accountId)).toBe(round + 1);
      expect(await keyRows(shop.accountId, key)).toHaveLength(1);
    }
  });

  it('lets one of two simultaneous requests with one key and different bodies win and refuses the other', async () => {
    await warmPool(t.database.db, 4);
    const shop = await newMerchant(t);
    const [a, b] = await Promise.all([
      postOrder(t, shop.token, orderBody(shop.pickupId, { partnerOrderId: 'X-1' }), 'race'),
      postOrder(t, shop.token, orderBody(shop.pickupId, { partnerOrderId: 'X-2' }), 'race'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await ordersOfAccount(shop.accountId)).toBe(1);
  });
});

describe('item weights', () => {
  it('keeps the lightest weight allowed, one gram, as one gram', async () => {
    const items = [{ name: 'Ring', quantity: 1, weightKg: 0.001 }];
    const order = ok<Order>(await postOrder(t, merchant.token, orderBody(merchant.pickupId, { items })));
    expect(order.items[0]?.weightKg).toBe(0.001);
  });
});
