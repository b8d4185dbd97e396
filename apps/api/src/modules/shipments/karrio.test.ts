// Karrio through its REST API, against the stand-in that answers as Karrio documents it (decision
// 070): offered only when configured, each of its carriers' rates under their own name, the label
// from docs.label, its tracker statuses as our states and its errors in its own words.
import type { CarrierCapabilities, RatesAnswer, Shipment } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createTestApp, TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { pdfText } from '../../test/pdf-reader';
import { internationalBody, memberApp } from '../../test/shipments';
import { KARRIO_STAND_IN_KEY, type KarrioStandIn, startKarrioStandIn } from '../../test/stand-ins/karrio/stand-in';
import { ok } from '../../test/teams';
import { trackShipment } from './service';

let karrio: KarrioStandIn;
const apps: TestApp[] = [];
beforeAll(async () => {
  karrio = await startKarrioStandIn();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await karrio?.close();
});

const karrioSettings = (apiKey = KARRIO_STAND_IN_KEY) => ({
  carrierApis: { aramex: null, karrio: { baseUrl: karrio.baseUrl, apiKey } },
  outbound: { trustedHosts: ['127.0.0.1'], ports: [] },
});

const appWith = (overrides: Parameters<typeof createTestApp>[0]) => memberApp(apps, overrides);

const abroad = { recipient: { countryCode: 'GB', city: 'London' }, parcels: [{ weightKg: 2.5 }] };
const dhl = 'dhl_express:dhl_express_worldwide';

describe('Karrio not configured', () => {
  it('is offered nowhere: not in the capabilities, not in the rates, and a booking naming it is refused', async () => {
    const { api } = await appWith({ carrierApis: { aramex: null, karrio: null } });
    const { carriers } = ok<CarrierCapabilities>(await api('GET', '/shipments/carriers/capabilities'));
    expect(carriers.map((c) => c.code)).toEqual(['sameday']);
    const rates = ok<RatesAnswer>(await api('POST', '/shipments/carriers/rates', abroad));
    expect(rates.rates).toEqual([]);
    expect(rates.unavailable.map((u) => u.carrier)).toEqual(['sameday']);
    expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        internationalBody({ carrier: 'karrio', service: dhl }),
      ),
      412,
      'failed_precondition',
      'Karrio: Not connected on this platform.',
    );
    expect(karrio.calls).toEqual([]);
  });
});

describe('Karrio configured', () => {
  it('prices with every carrier Karrio is connected to, each under its own name', async () => {
    const { api } = await appWith(karrioSettings());
    const { carriers } = ok<CarrierCapabilities>(await api('GET', '/shipments/carriers/capabilities'));
    expect(carriers.map((c) => c.code)).toEqual(['sameday', 'karrio']);
    const rates = ok<RatesAnswer>(await api('POST', '/shipments/carriers/rates', abroad));
    expect(rates.rates).toEqual([
      {
        carrier: 'karrio',
        carrierName: 'UPS via Karrio',
        service: 'ups:ups_express_saver',
        serviceName: 'Express Saver',
        totalFils: (185 + 2 * 55) * 100,
        currency: 'AED',
        transitDays: 3,
      },
      {
        carrier: 'karrio',
        carrierName: 'DHL Express via Karrio',
        service: dhl,
        serviceName: 'Express Worldwide',
        totalFils: (210 + 2 * 64) * 100,
        currency: 'AED',
        transitDays: 2,
      },
    ]);
    expect(karrio.calls.at(-1)).toBe('POST /v1/proxy/rates');
  });

  it('says Karrio’s own words when no connected carrier goes there, and when the key is refused', async () => {
    const { api } = await appWith(karrioSettings());
    const none = ok<RatesAnswer>(
      await api('POST', '/shipments/carriers/rates', { ...abroad, recipient: { countryCode: 'KP' } }),
    );
    expect(none.unavailable).toContainEqual(
      expect.objectContaining({
        carrier: 'karrio',
        reason: 'Karrio: dhl_express unsupported_destination Destination not served',
      }),
    );
    const wrongKey = await appWith(karrioSettings('key_wrong'));
    const refused = ok<RatesAnswer>(await wrongKey.api('POST', '/shipments/carriers/rates', abroad));
    expect(refused.rates).toEqual([]);
    expect(refused.unavailable).toContainEqual(
      expect.objectContaining({ carrier: 'karrio', reason: 'Karrio: authentication_failed Invalid token.' }),
    );
    expectError(
      await wrongKey.api(
        'POST',
        '/shipments/book-international-shipment',
        internationalBody({ carrier: 'karrio', service: dhl }),
      ),
      412,
      'failed_precondition',
      'Karrio: authentication_failed Invalid token.',
    );
  });

  it('books with the chosen carrier’s service, keeps Karrio’s label PDF and follows its tracker onto our states', async () => {
    const { t, api } = await appWith(karrioSettings());
    const body = internationalBody({ carrier: 'karrio', service: dhl });
    const shipment = ok<Shipment>(
      await api('POST', '/shipments/book-international-shipment', {
        ...body,
        customs: { ...body.customs, incoterm: 'DDP' },
      }),
    );
    const booked = karrio.shipments.find((s) => s.tracking_number === shipment.trackingNumber);
    expect(shipment).toMatchObject({
      carrier: 'karrio',
      carrierName: 'DHL Express via Karrio',
      service: dhl,
      priceFils: (210 + 64) * 100,
      state: 'booked',
    });
    expect(booked?.request).toMatchObject({
      service: 'dhl_express_worldwide',
      label_type: 'PDF',
      reference: shipment.id,
      recipient: { city: 'London', country_code: 'GB', postal_code: 'NW1 6XE' },
      parcels: [{ weight: 1.5, weight_unit: 'KG', length: 30, width: 20, height: 10, dimension_unit: 'CM' }],
      customs: { incoterm: 'DDP', commodities: [{ hs_code: '330300', quantity: 2, value_amount: 250 }] },
    });
    const label = await api('GET', `/shipments/label/${shipment.id}`);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(label.rawPayload)).join(' ')).toContain(`Tracking ${shipment.trackingNumber}`);

    const { db, adapters } = t.app.domain;
    const stateNow = async () =>
      ok<{ shipments: Shipment[] }>(await api('GET', `/shipments?shipment_id=${shipment.id}`)).shipments[0];
    expect(await trackShipment(db, adapters.carriers, shipment.id)).toBe(true);
    expect((await stateNow())?.state).toBe('booked');
    karrio.addEvent(shipment.trackingNumber, 'in_transit', 'PL', 'Processed at DXB hub', 'Dubai');
    expect(await trackShipment(db, adapters.carriers, shipment.id)).toBe(true);
    expect(await stateNow()).toMatchObject({ state: 'in_transit' });
    karrio.addEvent(shipment.trackingNumber, 'delivered', 'OK', 'Delivered', 'London');
    expect(await trackShipment(db, adapters.carriers, shipment.id)).toBe(false);
    const done = await stateNow();
    expect(done?.state).toBe('delivered');
    expect(done?.trackingEvents.map((e) => [e.code, e.location])).toEqual([
      ['PU', null],
      ['PL', 'Dubai'],
      ['OK', 'London'],
    ]);
  });

  it('refuses a service Karrio has no rate for, in Karrio’s words', async () => {
    const { api } = await appWith(karrioSettings());
    expectError(
      await api(
        'POST',
        '/shipments/book-international-shipment',
        internationalBody({ carrier: 'karrio', service: 'dhl_express:dhl_express_12_00' }),
      ),
      412,
      'failed_precondition',
      'Karrio: shipment_error No rate found for service dhl_express_12_00',
    );
  });
});
