import {
  CARRIER_SENTENCES,
  type CarrierCapabilities,
  type RatesAnswer,
  SAMEDAY_FLEET_MESSAGES,
  type Shipment,
  type ShipmentList,
  sentence,
} from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, NOT_VALID } from '../../test/identity';
import { pdfText } from '../../test/pdf-reader';
import {
  bookInternational,
  domesticBody,
  internationalBody,
  openShipmentApp,
  recipientAbroad,
  type ShipmentWorld,
  shipmentEvent,
} from '../../test/shipments';
import { call, type Member, newMember, ok } from '../../test/teams';

let world: ShipmentWorld;
let merchant: Member;
let other: Member;
beforeAll(async () => {
  world = await openShipmentApp();
  merchant = await newMember(world.t.app);
  other = await newMember(world.t.app);
});
afterAll(async () => world?.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  who: Member = merchant,
  body?: unknown,
) => call(world.t.app, method, path, who.token, body);
const file = (path: string, who: Member = merchant) => api('GET', path, who);
const list = async (query: string, who: Member = merchant) =>
  ok<ShipmentList>(await api('GET', `/shipments${query}`, who)).shipments;

describe('carriers', () => {
  it('answers what each carrier can do', async () => {
    const { carriers } = ok<CarrierCapabilities>(await api('GET', '/shipments/carriers/capabilities'));
    expect(carriers.map((c) => [c.code, c.isAvailable, c.supportsCod, c.maxParcelWeightKg])).toEqual([
      ['sameday', true, true, 30],
      ['aramex', true, false, 70],
    ]);
    expect(carriers[1]?.countries).toBe('worldwide');
  });

  it('prices a parcel abroad with Aramex’s own answers, and says why the fleet cannot', async () => {
    const answer = ok<RatesAnswer>(
      await api('POST', '/shipments/carriers/rates', merchant, {
        recipient: { countryCode: 'GB', city: 'London' },
        parcels: [{ weightKg: 2.2 }],
      }),
    );
    expect(answer.rates.map((r) => [r.carrier, r.service, r.totalFils])).toEqual([
      // The stand-in's tariff (AED): EPX 118 + 31 a started kg after the first, PPX 165 + 52.
      ['aramex', 'economy_parcel_express', 11800 + 2 * 3100],
      ['aramex', 'priority_parcel_express', 16500 + 2 * 5200],
    ]);
    expect(world.aramex.calls.filter((c) => c === 'CalculateRate').length).toBeGreaterThanOrEqual(2);
    expect(answer.unavailable).toEqual([
      {
        carrier: 'sameday',
        carrierName: 'Sameday fleet',
        reason: 'Does not deliver to GB',
        reasonText: { id: 'shipments.notToCountry', values: { country: 'GB' } },
      },
    ]);
  });

  it('sends a heavy parcel inside the UAE to the carriers that take its weight', async () => {
    const answer = ok<RatesAnswer>(
      await api('POST', '/shipments/carriers/rates', merchant, {
        recipient: { countryCode: 'AE', region: 'Abu Dhabi' },
        parcels: [{ weightKg: 45 }],
      }),
    );
    expect(answer.rates.map((r) => [r.carrier, r.service])).toEqual([['aramex', 'domestic_overnight']]);
    expect(answer.rates[0]?.totalFils).toBe(2700 + 44 * 300);
    expect(answer.unavailable).toEqual([
      {
        carrier: 'sameday',
        carrierName: 'Sameday fleet',
        reason: 'Takes parcels up to 30 kg',
        reasonText: { id: 'shipments.weightLimit', values: { kg: '30' } },
      },
    ]);
  });
});

describe('international booking', () => {
  let shipment: Shipment;
  beforeAll(async () => {
    shipment = await bookInternational(world, merchant, { clientOrderId: 'WEB-1001' });
  });

  it('books with the carrier, with customs, and keeps the record', async () => {
    expect(shipment).toMatchObject({
      kind: 'international',
      carrier: 'aramex',
      state: 'booked',
      clientOrderId: 'WEB-1001',
      documents: ['commercial_invoice'],
      priceFils: 16500 + 5200,
      customs: { incoterm: 'DAP', currency: 'AED' },
    });
    // The waybill Aramex answered is the tracking number; the label came in the same answer.
    expect(shipment.trackingNumber).toMatch(/^\d{11}$/);
    const atCarrier = world.aramex.shipments.find((s) => s.id === shipment.trackingNumber);
    expect(atCarrier?.reference).toBe(shipment.id);
    expect(atCarrier?.request.Details).toMatchObject({
      ProductGroup: 'EXP',
      ProductType: 'PPX',
      Services: '',
      CustomsValueAmount: { CurrencyCode: 'AED', Value: 500 },
    });
    expect(atCarrier?.request.Details.Items[0]).toMatchObject({ Reference: '330300', Quantity: 2 });
    expect(atCarrier?.request.Shipper.PartyAddress.CountryCode).toBe('AE');
    expect(atCarrier?.request.Shipper.AccountNumber).toBe('20016');
    // A collection was asked for with it.
    expect(world.aramex.pickups.some((p) => p.waybills.includes(shipment.trackingNumber))).toBe(true);
  });

  it('finds it by client order id and by shipment id, never another account’s', async () => {
    expect((await list('?client_order_id=WEB-1001')).map((s) => s.id)).toEqual([shipment.id]);
    expect((await list(`?shipment_id=${shipment.id}`)).map((s) => s.id)).toEqual([shipment.id]);
    expect(await list('?client_order_id=WEB-1001', other)).toEqual([]);
    expect(await list(`?shipment_id=${shipment.id}`, other)).toEqual([]);
  });

  it('downloads the carrier’s label and the commercial invoice', async () => {
    const label = await file(`/shipments/label/${shipment.id}`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(`attachment; filename="label-${shipment.trackingNumber}.pdf"`);
    expect((await pdfText(label.rawPayload)).join(' ')).toContain(shipment.trackingNumber);

    const invoice = await file(`/shipments/documents/${shipment.id}/commercial_invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).join(' ');
    expect(text).toContain('COMMERCIAL INVOICE');
    expect(text).toContain('330300');
    expect(text).toContain('Total value: AED 500.00');
    expect(text).toContain('Amelia Clarke');
    expectError(
      await file(`/shipments/documents/${shipment.id}/packing_list`),
      404,
      'not_found',
      'This shipment has no such document.',
    );
  });

  it('books a client order id once', async () => {
    expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        merchant,
        internationalBody({ clientOrderId: 'WEB-1001' }),
      ),
      409,
      'already_exists',
      'A shipment with this client order id is already booked.',
    );
    // Another account has its own client order ids.
    expect((await bookInternational(world, other, { clientOrderId: 'WEB-1001' })).clientOrderId).toBe('WEB-1001');
  });

  it('refuses a destination inside the UAE, missing customs lines and a carrier that does not go abroad', async () => {
    const home = expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        merchant,
        internationalBody({ recipient: recipientAbroad({ countryCode: 'AE' }) }),
      ),
      400,
      'invalid_argument',
      'An international shipment goes outside the UAE.',
    );
    expect(home.details.fields).toEqual([
      { field: 'recipient.countryCode', message: 'Choose a country outside the UAE' },
    ]);
    const empty = expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        merchant,
        internationalBody({ customs: { lines: [] } }),
      ),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(empty.details.fields).toContainEqual({ field: 'customs.lines', message: 'Add at least one customs line' });
    const refused = expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        merchant,
        internationalBody({ carrier: 'sameday', service: 'same_day' }),
      ),
      412,
      'failed_precondition',
      'Sameday fleet: Does not deliver to GB.',
    );
    expect(refused.details.messageText).toEqual({
      id: 'shipments.carrierNotToCountry',
      values: { carrier: 'Sameday fleet', country: 'GB' },
    });
  });

  it('says the carrier is unavailable when it does not answer, and records nothing', async () => {
    const before = (await list('')).length;
    world.aramex.setDown(true);
    try {
      const answer = expectError(
        await api('POST', '/shipments/book-international-shipment', merchant, internationalBody()),
        503,
        'unavailable',
        'Aramex could not answer (status 503).',
      );
      // Answered from the carriers' table, with its id beside it, so the dashboard shows it in Arabic by the id.
      expect(answer.message).toBe(sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Aramex', status: 503 }));
      expect(answer.details.messageText).toEqual({
        id: 'carriers.couldNotAnswer',
        values: { carrier: 'Aramex', status: '503' },
      });
    } finally {
      world.aramex.setDown(false);
    }
    expect((await list('')).length).toBe(before);
  });
});

describe('domestic booking', () => {
  it('books a heavy parcel with the partner carrier and a COD parcel with the fleet', async () => {
    const heavy = ok<Shipment>(await api('POST', '/shipments/internal', merchant, domesticBody()));
    expect(heavy).toMatchObject({ kind: 'domestic', carrier: 'aramex', documents: [], customs: null });
    expect(heavy).toMatchObject({ service: 'domestic_overnight', priceFils: 2700 + 44 * 300 });
    const cod = ok<Shipment>(
      await api(
        'POST',
        '/shipments/internal',
        merchant,
        domesticBody({ carrier: 'sameday', service: 'same_day', parcels: [{ weightKg: 2 }], codAmountFils: 15000 }),
      ),
    );
    expect(cod).toMatchObject({ carrier: 'sameday', codAmountFils: 15000, priceFils: 2500 + 200 + 500 });
    const label = await file(`/shipments/label/${cod.id}`);
    expect((await pdfText(label.rawPayload)).join(' ')).toContain(cod.trackingNumber);
  });

  it('refuses cash on delivery with a carrier that does not collect it, and parcels over its limit', async () => {
    expectError(
      await api('POST', '/shipments/internal', merchant, domesticBody({ codAmountFils: 1000 })),
      412,
      'failed_precondition',
      'Aramex: Does not collect cash on delivery.',
    );
    expectError(
      await api('POST', '/shipments/internal', merchant, domesticBody({ carrier: 'sameday', service: 'next_day' })),
      412,
      'failed_precondition',
      'Sameday fleet: Takes parcels up to 30 kg.',
    );
  });
});

describe('address corrections', () => {
  it('corrects a fleet shipment’s address while the courier is not on the way; Aramex takes none', async () => {
    const fleet = ok<Shipment>(
      await api(
        'POST',
        '/shipments/internal',
        merchant,
        domesticBody({ carrier: 'sameday', service: 'next_day', parcels: [{ weightKg: 2 }] }),
      ),
    );
    const moved = ok<Shipment>(
      await api('PATCH', `/shipments/address/${fleet.id}`, merchant, {
        ...fleet.recipient,
        line1: 'Villa 14, Street 4',
      }),
    );
    expect(moved.recipient.line1).toBe('Villa 14, Street 4');
    expect((await pdfText((await file(`/shipments/label/${fleet.id}`)).rawPayload)).join(' ')).toContain(
      'Villa 14, Street 4',
    );
    expectError(
      await api('PATCH', `/shipments/address/${fleet.id}`, other, fleet.recipient),
      404,
      'not_found',
      'Shipment not found',
    );

    // Aramex's API changes no consignee once the waybill exists.
    const abroad = await bookInternational(world, merchant);
    const refused = expectError(
      await api('PATCH', `/shipments/address/${abroad.id}`, merchant, recipientAbroad({ line1: '10 Downing Street' })),
      412,
      'failed_precondition',
      'Aramex no longer accepts address changes for this shipment.',
    );
    expect(refused.message).toBe(sentence(CARRIER_SENTENCES.noAddressChanges, { carrier: 'Aramex' }));
    expectError(
      await api('PATCH', `/shipments/address/${abroad.id}`, merchant, recipientAbroad({ countryCode: 'FR' })),
      400,
      'invalid_argument',
      'An address correction stays in the same country.',
    );
  });
});

describe('the Sameday fleet’s refusals', () => {
  it('refuses an address correction once its courier is on the way, in the fleet’s words', async () => {
    const recipient = domesticBody().recipient;
    const shipment = ok<Shipment>(
      await api(
        'POST',
        '/shipments/internal',
        merchant,
        domesticBody({ carrier: 'sameday', service: 'same_day', parcels: [{ weightKg: 2 }] }),
      ),
    );
    ok(
      await shipmentEvent(world, 'carrier-status', {
        event_id: `evt-${shipment.id}-out`,
        tracking_number: shipment.trackingNumber,
        status: 'out_for_delivery',
      }),
    );
    const refused = await api('PATCH', `/shipments/address/${shipment.id}`, merchant, {
      ...recipient,
      line1: 'Villa 14, Street 4',
    });
    const answer = expectError(
      refused,
      412,
      'failed_precondition',
      'The courier is already on the way: the address can no longer change.',
    );
    // Answered from the fleet's table, so the dashboard reads it back in Arabic.
    expect(answer.message).toBe(SAMEDAY_FLEET_MESSAGES.courierOnTheWay);
  });
});

describe('internal webhooks', () => {
  it('refuses a call without the api-key header before reading it', async () => {
    for (const which of ['booked', 'state-updated', 'carrier-status'] as const) {
      expectError(
        await shipmentEvent(world, which, {}, null),
        401,
        'unauthenticated',
        'A valid api-key header is required.',
      );
      expectError(
        await shipmentEvent(world, which, {}, 'y'.repeat(32)),
        401,
        'unauthenticated',
        'A valid api-key header is required.',
      );
    }
  });

  it('moves a shipment once per event; a replay, an unknown shipment or a later state changes nothing', async () => {
    const shipment = await bookInternational(world, merchant);
    const state = async () => (await list(`?shipment_id=${shipment.id}`))[0]?.state;
    const transit = { event_id: `evt-transit-${shipment.id}`, shipment_id: shipment.id, state: 'in_transit' };
    expect(ok(await shipmentEvent(world, 'state-updated', transit))).toEqual({
      applied: true,
      shipmentId: shipment.id,
      state: 'in_transit',
    });
    expect(ok(await shipmentEvent(world, 'state-updated', transit))).toMatchObject({ applied: false });
    const delivered = { event_id: `evt-delivered-${shipment.id}`, shipment_id: shipment.id, status: 'delivered' };
    expect(ok(await shipmentEvent(world, 'carrier-status', delivered))).toMatchObject({
      applied: true,
      state: 'delivered',
    });
    // An old event replayed under a new id does not undo delivery.
    expect(
      ok(await shipmentEvent(world, 'state-updated', { ...transit, event_id: `evt-late-${shipment.id}` })),
    ).toMatchObject({
      applied: false,
      state: 'delivered',
    });
    expect(await state()).toBe('delivered');
    expectError(
      await shipmentEvent(world, 'carrier-status', {
        event_id: 'evt-unknown-0001',
        tracking_number: 'FX000000000',
        status: 'delivered',
      }),
      404,
      'not_found',
      'Shipment not found',
    );
    // The unknown event was not recorded: it may come again once the shipment exists.
    expectError(
      await shipmentEvent(world, 'state-updated', { event_id: 'evt-x', shipment_id: shipment.id, state: 'delivered' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
  });

  it('records a shipment booked elsewhere for its account, once', async () => {
    const event = {
      event_id: 'evt-booked-0001',
      shipment_id: 'shp_external_1',
      tenant: { account_id: merchant.accountId },
      merchant: { name: 'Perfume House' },
      carrier: 'aramex',
      service: 'economy_parcel_express',
      tracking_number: 'FX123123123',
      parcels: [{ weight_kg: 3, reference: 'P1' }],
      items: [{ sku: 'OUD-50', quantity: 1 }],
      pickup: { city: 'Dubai' },
      dropoff: { name: 'Sara Ali', phone: '+96650000000', line1: 'King Fahd Rd', city: 'Riyadh', country_code: 'SA' },
      payment: { price_fils: 9000 },
      customs: { incoterm: 'DDP' },
      references: { client_order_id: 'WH-77' },
    };
    expect(ok(await shipmentEvent(world, 'booked', event))).toEqual({
      applied: true,
      shipmentId: 'shp_external_1',
      state: 'booked',
    });
    expect(ok(await shipmentEvent(world, 'booked', event))).toMatchObject({ applied: false });
    expect(ok(await shipmentEvent(world, 'booked', { ...event, event_id: 'evt-booked-0002' }))).toMatchObject({
      applied: false,
    });
    const [recorded] = await list('?client_order_id=WH-77');
    expect(recorded).toMatchObject({ id: 'shp_external_1', source: 'webhook', kind: 'international', priceFils: 9000 });
    expect(await list('?client_order_id=WH-77', other)).toEqual([]);
    expectError(
      await shipmentEvent(world, 'booked', {
        ...event,
        event_id: 'evt-booked-0003',
        shipment_id: 'shp_x',
        tenant: { account_id: 'acc_nobody' },
      }),
      404,
      'not_found',
      'Account not found',
    );
    // Another account cannot claim the shipment id.
    expectError(
      await shipmentEvent(world, 'booked', {
        ...event,
        event_id: 'evt-booked-0004',
        tenant: { account_id: other.accountId },
      }),
      404,
      'not_found',
      'Shipment not found',
    );
  });
});

describe('tenant isolation', () => {
  it('keeps every shipment route to its own account', async () => {
    const shipment = await bookInternational(world, merchant);
    for (const path of [`/shipments/label/${shipment.id}`, `/shipments/documents/${shipment.id}/commercial_invoice`])
      expectError(await file(path, other), 404, 'not_found', 'Shipment not found');
  });
});
