// Aramex through its Shipping Services API, against the stand-in that answers as Aramex documents
// it (decision 069): offered only when configured, its refusals in its own words, duties terms
// sent as its service codes, every call through the outbound guard.
import type { CarrierCapabilities, RatesAnswer, Shipment } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createTestApp, TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { pdfText } from '../../test/pdf-reader';
import { aramexSettings, internationalBody, memberApp } from '../../test/shipments';
import { ARAMEX_STAND_IN_ACCOUNT, type AramexStandIn, startAramexStandIn } from '../../test/stand-ins/aramex/stand-in';
import { ok } from '../../test/teams';

let aramex: AramexStandIn;
const apps: TestApp[] = [];
beforeAll(async () => {
  aramex = await startAramexStandIn();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await aramex?.close();
});

const appWith = (overrides: Parameters<typeof createTestApp>[0]) => memberApp(apps, overrides);

const abroad = { recipient: { countryCode: 'GB', city: 'London' }, parcels: [{ weightKg: 1 }] };

describe('Aramex not configured', () => {
  it('is offered nowhere: not in the capabilities, not in the rates, and a booking naming it is refused', async () => {
    const { api } = await appWith({ carrierApis: { aramex: null } });
    const { carriers } = ok<CarrierCapabilities>(await api('GET', '/shipments/carriers/capabilities'));
    expect(carriers.map((c) => c.code)).toEqual(['sameday']);
    const rates = ok<RatesAnswer>(await api('POST', '/shipments/carriers/rates', abroad));
    expect(rates.rates).toEqual([]);
    expect(rates.unavailable.map((u) => u.carrier)).toEqual(['sameday']);
    expectError(
      await api('POST', '/shipments/book-international-shipment', internationalBody()),
      412,
      'failed_precondition',
      'Aramex: Not connected on this platform.',
    );
    expect(aramex.calls).toEqual([]);
  });
});

describe('Aramex configured', () => {
  it('says Aramex’s own refusal of a ClientInfo it does not know', async () => {
    const settings = aramexSettings(aramex);
    const { api } = await appWith({
      ...settings,
      carrierApis: {
        aramex: { ...settings.carrierApis.aramex, clientInfo: { ...ARAMEX_STAND_IN_ACCOUNT, AccountPin: '000000' } },
      },
    });
    const rates = ok<RatesAnswer>(await api('POST', '/shipments/carriers/rates', abroad));
    expect(rates.rates).toEqual([]);
    expect(rates.unavailable).toContainEqual(
      expect.objectContaining({ carrier: 'aramex', reason: 'Aramex: ERR01 Invalid username or password' }),
    );
  });

  it('books duties paid (DDP) as free domicile, with its declared value, and keeps Aramex’s waybill and label', async () => {
    const { api } = await appWith(aramexSettings(aramex));
    const body = internationalBody({ service: 'economy_parcel_express' });
    const shipment = ok<Shipment>(
      await api('POST', '/shipments/book-international-shipment', {
        ...body,
        customs: { ...body.customs, incoterm: 'DDP', contentsDescription: 'Perfume' },
      }),
    );
    expect(shipment).toMatchObject({ carrier: 'aramex', service: 'economy_parcel_express', priceFils: 11800 + 3100 });
    const sent = aramex.shipments.find((s) => s.id === shipment.trackingNumber)?.request;
    expect(sent?.Details).toMatchObject({
      ProductGroup: 'EXP',
      ProductType: 'EPX',
      Services: 'FRDM',
      DescriptionOfGoods: 'Perfume',
      CustomsValueAmount: { CurrencyCode: 'AED', Value: 500 },
    });
    expect(sent?.Consignee.PartyAddress).toMatchObject({ City: 'London', CountryCode: 'GB', PostCode: 'NW1 6XE' });
    const label = await api('GET', `/shipments/label/${shipment.id}`);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(label.rawPayload)).join(' ')).toContain(`AWB ${shipment.trackingNumber}`);
  });

  it('reaches Aramex only through the outbound guard: a base URL inside our network is refused unless trusted', async () => {
    const { api } = await appWith({ ...aramexSettings(aramex), outbound: { trustedHosts: [], ports: [] } });
    const before = aramex.calls.length;
    expectError(
      await api('POST', '/shipments/book-international-shipment', internationalBody()),
      503,
      'unavailable',
      'Aramex did not answer. Try again in a moment.',
    );
    expect(aramex.calls.length).toBe(before);
  });
});
