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
      ['desert_freight', true, false, 70],
      ['falcon_express', true, false, 70],
    ]);
    expect(carriers[2]?.countries).toBe('worldwide');
  });

  it('prices a parcel abroad with the express carrier only, and says why the others cannot', async () => {
    const answer = ok<RatesAnswer>(
      await api('POST', '/shipments/carriers/rates', merchant, {
        recipient: { countryCode: 'GB' },
        parcels: [{ weightKg: 2.2 }],
      }),
    );
    expect(answer.rates.map((r) => [r.carrier, r.service, r.totalFils])).toEqual([
      ['falcon_express', 'economy_select', 12000 + 2 * 3500],
      ['falcon_express', 'express_worldwide', 18000 + 2 * 6000],
    ]);
    expect(answer.unavailable).toEqual([
      {
        carrier: 'sameday',
        carrierName: 'Sameday fleet',
        reason: 'Does not deliver to GB',
        reasonText: { id: 'shipments.notToCountry', values: { country: 'GB' } },
      },
      {
        carrier: 'desert_freight',
        carrierName: 'Desert Freight',
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
    expect(answer.rates.map((r) => r.carrier)).toEqual(['desert_freight', 'falcon_express']);
    expect(answer.rates[0]?.totalFils).toBe(4000 + 44 * 150);
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
      carrier: 'falcon_express',
      state: 'booked',
      clientOrderId: 'WEB-1001',
      documents: ['commercial_invoice'],
      priceFils: 18000 + 6000,
      customs: { incoterm: 'DAP', currency: 'AED' },
    });
    expect(shipment.trackingNumber).toMatch(/^FX\d{9}$/);
    const atCarrier = world.standIn.shipments.find((s) => s.trackingNumber === shipment.trackingNumber);
    expect(atCarrier?.request.reference).toBe(shipment.id);
    expect(atCarrier?.request.customs?.lines[0]).toMatchObject({
      hs_code: '330300',
      quantity: 2,
      unit_value_minor: 25000,
    });
    expect(atCarrier?.request.shipper.country_code).toBe('AE');
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
    world.standIn.setDown(true);
    try {
      const answer = expectError(
        await api('POST', '/shipments/book-international-shipment', merchant, internationalBody()),
        503,
        'unavailable',
        'Falcon Express could not answer (status 503).',
      );
      // Answered from the carriers' table, with its id beside it, so the dashboard shows it in Arabic by the id.
      expect(answer.message).toBe(
        sentence(CARRIER_SENTENCES.couldNotAnswer, { carrier: 'Falcon Express', status: 503 }),
      );
      expect(answer.details.messageText).toEqual({
        id: 'carriers.couldNotAnswer',
        values: { carrier: 'Falcon Express', status: '503' },
      });
    } finally {
      world.standIn.setDown(false);
    }
    expect((await list('')).length).toBe(before);
  });
});

describe('domestic booking', () => {
  it('books a heavy parcel with the partner carrier and a COD parcel with the fleet', async () => {
    const heavy = ok<Shipment>(await api('POST', '/shipments/internal', merchant, domesticBody()));
    expect(heavy).toMatchObject({ kind: 'domestic', carrier: 'desert_freight', documents: [], customs: null });
    expect(heavy.trackingNumber).toMatch(/^DF/);
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
      'Desert Freight: Does not collect cash on delivery.',
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
  it('corrects the address while the carrier allows it, then no more', async () => {
    const shipment = await bookInternational(world, merchant);
    const moved = ok<Shipment>(
      await api(
        'PATCH',
        `/shipments/address/${shipment.id}`,
        merchant,
        recipientAbroad({ line1: '10 Downing Street' }),
      ),
    );
    expect(moved.recipient.line1).toBe('10 Downing Street');
    const atCarrier = world.standIn.shipments.find((s) => s.trackingNumber === shipment.trackingNumber);
    expect(atCarrier?.request.recipient.line1).toBe('10 Downing Street');
    // The carrier prints a new label with the new address.
    expect((await pdfText((await file(`/shipments/label/${shipment.id}`)).rawPayload)).join(' ')).toContain(
      '10 Downing Street',
    );

    expectError(
      await api('PATCH', `/shipments/address/${shipment.id}`, other, recipientAbroad()),
      404,
      'not_found',
      'Shipment not found',
    );
    world.standIn.setStatus(atCarrier?.id ?? '', 'picked_up');
    expectError(
      await api('PATCH', `/shipments/address/${shipment.id}`, merchant, recipientAbroad()),
      412,
      'failed_precondition',
      'Falcon Express: The shipment is on its way: the address can no longer change',
    );
    ok(
      await shipmentEvent(world, 'carrier-status', {
        event_id: `evt-${shipment.id}-1`,
        tracking_number: shipment.trackingNumber,
        status: 'picked_up',
      }),
    );
    const refused = expectError(
      await api('PATCH', `/shipments/address/${shipment.id}`, merchant, recipientAbroad()),
      412,
      'failed_precondition',
      'Falcon Express no longer accepts address changes for this shipment.',
    );
    expect(refused.message).toBe(sentence(CARRIER_SENTENCES.noAddressChanges, { carrier: 'Falcon Express' }));
    expectError(
      await api('PATCH', `/shipments/address/${shipment.id}`, merchant, recipientAbroad({ countryCode: 'FR' })),
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
      carrier: 'falcon_express',
      service: 'economy_select',
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
