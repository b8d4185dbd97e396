import {
  DEFAULT_CUT_OFFS,
  DEFAULT_FULFILMENT_FEES,
  DEFAULT_PRICING_MODEL,
  type Order,
  type PricingModel,
  type Quote,
  type ServiceKind,
  type ServiceWindow,
  serviceWindow,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingModels } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { expectError, fieldMessage, NOT_VALID } from '../../test/identity';
import { type Merchant, newMerchant, openMerchantApp, placeOrder, setFourHourFlag } from '../../test/orders';
import { call, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
beforeAll(async () => {
  ({ t, merchant } = await openMerchantApp());
});
afterAll(async () => t?.close());

const OWN_MODEL: PricingModel = {
  currency: 'AED',
  rates: [
    { serviceKind: 'same_day', zone: 'main', baseFils: 2100 },
    { serviceKind: 'next_day', zone: 'other', baseFils: 2600 },
  ],
  includedWeightKg: 3,
  perExtraKgFils: 150,
  codFeeFils: 400,
};

const charge = (token: string, body: unknown) => call(t.app, 'POST', '/quiqdash/order-charge', token, body);
const rates = (token: string, body: unknown) => call(t.app, 'POST', '/shipments/rates', token, body);

describe('GET /accounts/{id}/pricing-model', () => {
  it('answers the default rate card for an account without its own', async () => {
    expect(ok(await call(t.app, 'GET', `/accounts/${merchant.accountId}/pricing-model`, merchant.token))).toEqual({
      ...DEFAULT_PRICING_MODEL,
      fulfilment: DEFAULT_FULFILMENT_FEES,
    });
  });

  it('answers the account’s own rate card', async () => {
    const own = await newMerchant(t);
    await t.database.db.insert(pricingModels).values({ accountId: own.accountId, model: OWN_MODEL });
    expect(ok(await call(t.app, 'GET', `/accounts/${own.accountId}/pricing-model`, own.token))).toEqual({
      ...OWN_MODEL,
      fulfilment: DEFAULT_FULFILMENT_FEES,
    });
    // An account with its own fulfilment fees gets them.
    const fees = {
      storageShelfFilsPerMonth: 3000,
      storagePalletFilsPerMonth: 9000,
      pickPackFilsPerOrder: 450,
      pickPackFilsPerExtraItem: 100,
    };
    const priced = await newMerchant(t);
    await t.database.db
      .insert(pricingModels)
      .values({ accountId: priced.accountId, model: { ...OWN_MODEL, fulfilment: fees } });
    expect(
      ok<PricingModel>(await call(t.app, 'GET', `/accounts/${priced.accountId}/pricing-model`, priced.token))
        .fulfilment,
    ).toEqual(fees);
  });

  it('answers not_found for another account, known or not', async () => {
    const other = await newMerchant(t);
    for (const id of [other.accountId, 'acc_unknown']) {
      expectError(
        await call(t.app, 'GET', `/accounts/${id}/pricing-model`, merchant.token),
        404,
        'not_found',
        'Account not found',
      );
    }
  });
});

describe('POST /quiqdash/order-charge', () => {
  it('quotes an order from the default rate card', async () => {
    expect(
      ok<Quote>(
        await charge(merchant.token, {
          serviceKind: 'same_day',
          destinationEmirate: 'Sharjah',
          items: [
            { quantity: 2, weightKg: 2.5 },
            { quantity: 1, weightKg: 1.2 },
          ],
          isCashOnDelivery: true,
        }),
      ),
    ).toEqual({
      currency: 'AED',
      baseFils: 3000,
      weightFils: 400,
      codFeeFils: 500,
      totalFils: 3900,
      chargeableWeightKg: 7,
    });
  });

  it('quotes what the order then costs', async () => {
    const body = {
      serviceKind: 'next_day' as ServiceKind,
      items: [{ name: 'Perfume', quantity: 3, weightKg: 2.2 }],
      payment: { mode: 'cod', codAmountFils: 5000 },
    };
    const quote = ok<Quote>(
      await charge(merchant.token, {
        serviceKind: body.serviceKind,
        destinationEmirate: 'Dubai',
        items: body.items.map(({ quantity, weightKg }) => ({ quantity, weightKg })),
        isCashOnDelivery: true,
      }),
    );
    const order: Order = await placeOrder(t, merchant, body);
    expect(order.priceFils).toBe(quote.totalFils);
  });

  it('quotes from the account’s own rate card, and refuses a service it has no rate for', async () => {
    const own = await newMerchant(t);
    await t.database.db.insert(pricingModels).values({ accountId: own.accountId, model: OWN_MODEL });
    expect(
      ok<Quote>(
        await charge(own.token, {
          serviceKind: 'same_day',
          destinationEmirate: 'Abu Dhabi',
          items: [{ quantity: 1, weightKg: 4.5 }],
        }),
      ),
    ).toEqual({
      currency: 'AED',
      baseFils: 2100,
      weightFils: 300,
      codFeeFils: 0,
      totalFils: 2400,
      chargeableWeightKg: 5,
    });
    expectError(
      await charge(own.token, {
        serviceKind: 'next_day',
        destinationEmirate: 'Dubai',
        items: [{ quantity: 1, weightKg: 1 }],
      }),
      412,
      'failed_precondition',
      'Your rate card has no price for this service and emirate.',
    );
  });

  it('refuses 4-hour outside the main zone: there is no rate for it', async () => {
    expectError(
      await charge(merchant.token, {
        serviceKind: 'four_hour',
        destinationEmirate: 'Ajman',
        items: [{ quantity: 1, weightKg: 1 }],
      }),
      412,
      'failed_precondition',
      'Your rate card has no price for this service and emirate.',
    );
  });

  it.each([
    ['an unknown service', { serviceKind: 'express' }, 'serviceKind', 'Choose a delivery service'],
    [
      'an emirate outside the UAE',
      { destinationEmirate: 'Doha' },
      'destinationEmirate',
      'Choose one of the seven emirates',
    ],
    ['no items', { items: [] }, 'items', 'Too small: expected array to have >=1 items'],
    ['a quantity of 0', { items: [{ quantity: 0, weightKg: 1 }] }, 'items.0.quantity', 'Quantity must be at least 1'],
    ['a weight of 0', { items: [{ quantity: 1, weightKg: 0 }] }, 'items.0.weightKg', 'Weight must be greater than 0'],
    [
      'a COD flag as text',
      { isCashOnDelivery: 'yes' },
      'isCashOnDelivery',
      'Invalid input: expected boolean, received string',
    ],
  ])('refuses %s, naming the field', async (_label, change, field, message) => {
    const body = {
      serviceKind: 'same_day',
      destinationEmirate: 'Dubai',
      items: [{ quantity: 1, weightKg: 1 }],
      ...change,
    };
    const response = await charge(merchant.token, body);
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, field)).toBe(message);
  });
});

type Rate = { serviceKind: ServiceKind; window: ServiceWindow; quote: Quote | null; isAvailable: boolean };

describe('POST /shipments/rates', () => {
  const windowsBetween = (before: Date, after: Date, kind: ServiceKind, destination: string, pickup?: string) =>
    [before, after].map((now) =>
      serviceWindow({
        now,
        kind,
        destinationEmirate: destination,
        pickupEmirate: pickup,
        cutOffs: DEFAULT_CUT_OFFS,
        isFourHourEnabled: true,
      }),
    );

  it('offers every service within Dubai with its day, cut-off and price', async () => {
    const before = new Date();
    const answer = ok<Rate[]>(
      await rates(merchant.token, {
        destinationEmirate: 'Dubai',
        pickupEmirate: 'Dubai',
        items: [{ quantity: 1, weightKg: 6.5 }],
        isCashOnDelivery: true,
      }),
    );
    const after = new Date();
    expect(answer.map((rate) => rate.serviceKind)).toEqual(['four_hour', 'same_day', 'next_day']);
    for (const rate of answer) {
      const possible = windowsBetween(before, after, rate.serviceKind, 'Dubai', 'Dubai');
      expect(possible.map((w) => JSON.stringify(w))).toContain(JSON.stringify(rate.window));
      expect(rate.isAvailable).toBe(true);
    }
    expect(answer.map((rate) => rate.quote?.totalFils)).toEqual([3500 + 400 + 500, 2500 + 400 + 500, 1800 + 400 + 500]);
  });

  it('offers no 4-hour delivery to another emirate, and prices the others for the other zone', async () => {
    const answer = ok<Rate[]>(
      await rates(merchant.token, { destinationEmirate: 'Fujairah', items: [{ quantity: 1, weightKg: 1 }] }),
    );
    const byKind = Object.fromEntries(answer.map((rate) => [rate.serviceKind, rate]));
    expect(byKind.four_hour).toMatchObject({
      isAvailable: false,
      quote: null,
      window: { isOffered: false, reason: '4-hour delivery is available within Dubai only.' },
    });
    expect(byKind.same_day).toMatchObject({
      isAvailable: true,
      quote: { totalFils: 3000 },
      window: { cutOffTime: '12:00' },
    });
    expect(byKind.next_day).toMatchObject({
      isAvailable: true,
      quote: { totalFils: 2200 },
      window: { cutOffTime: '16:30' },
    });
  });

  it('offers no 4-hour delivery from a pickup outside Dubai, or without the flag', async () => {
    const fromAbuDhabi = ok<Rate[]>(
      await rates(merchant.token, {
        destinationEmirate: 'Dubai',
        pickupEmirate: 'Abu Dhabi',
        items: [{ quantity: 1, weightKg: 1 }],
      }),
    );
    expect(fromAbuDhabi[0]).toMatchObject({ serviceKind: 'four_hour', isAvailable: false });
    const flagless = await newMerchant(t);
    await setFourHourFlag(t, flagless.accountId, false);
    const withoutFlag = ok<Rate[]>(
      await rates(flagless.token, { destinationEmirate: 'Dubai', items: [{ quantity: 1, weightKg: 1 }] }),
    );
    expect(withoutFlag[0]).toMatchObject({
      serviceKind: 'four_hour',
      isAvailable: false,
      // The price exists; the service is not offered.
      quote: { totalFils: 3500 },
      window: { isOffered: false, reason: '4-hour delivery is not enabled for your account.' },
    });
  });

  it('follows the account’s cut-off preferences', async () => {
    const early = await newMerchant(t);
    ok(await call(t.app, 'PUT', '/partner/preferences/sameDayCutOffTime', early.token, { value: '00:00' }));
    const answer = ok<Rate[]>(
      await rates(early.token, { destinationEmirate: 'Dubai', items: [{ quantity: 1, weightKg: 1 }] }),
    );
    expect(answer[1]).toMatchObject({
      serviceKind: 'same_day',
      window: { cutOffTime: '00:00', rollsOver: true, minutesLeft: 0 },
    });
  });

  it('refuses an unknown emirate', async () => {
    const response = await rates(merchant.token, {
      destinationEmirate: 'Muscat',
      items: [{ quantity: 1, weightKg: 1 }],
    });
    expectError(response, 400, 'invalid_argument', NOT_VALID);
    expect(fieldMessage(response, 'destinationEmirate')).toBe('Choose one of the seven emirates');
  });
});
