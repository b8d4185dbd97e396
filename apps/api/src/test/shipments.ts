import type { Shipment } from '@sameday/contract';
import type { ModuleDeclaration } from '../platform/module';
import { createTestApp, type TestApp } from './harness';
import { CARRIER_KEY } from './orders';
import { type CarrierStandIn, startCarrierStandIn } from './stand-ins/carrier/stand-in';
import { call, type Member, ok } from './teams';

export const STAND_IN_KEY = 'stand-in-key-for-tests';

export type ShipmentWorld = { t: TestApp; standIn: CarrierStandIn; close: () => Promise<void> };

/** An app whose partner carriers are the stand-in, and whose webhooks take CARRIER_KEY. */
export async function openShipmentApp(
  options: { extraModules?: readonly ModuleDeclaration[] } = {},
): Promise<ShipmentWorld> {
  const standIn = await startCarrierStandIn(STAND_IN_KEY);
  const t = await createTestApp(
    {
      carrierWebhookKey: CARRIER_KEY,
      carrierApis: {
        desert_freight: { baseUrl: standIn.baseUrl('desert_freight'), apiKey: STAND_IN_KEY },
        falcon_express: { baseUrl: standIn.baseUrl('falcon_express'), apiKey: STAND_IN_KEY },
      },
    },
    options,
  );
  return {
    t,
    standIn,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
}

export const recipientAbroad = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amelia Clarke',
  phone: '+44 20 7946 0958',
  email: 'amelia@example.co.uk',
  line1: '221B Baker Street',
  city: 'London',
  postcode: 'NW1 6XE',
  countryCode: 'GB',
  ...overrides,
});

export const internationalBody = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'falcon_express',
  service: 'express_worldwide',
  recipient: recipientAbroad(),
  parcels: [{ weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 10 }],
  customs: {
    currency: 'AED',
    lines: [
      {
        sku: 'OUD-50',
        description: 'Oud perfume 50 ml',
        hsCode: '330300',
        quantity: 2,
        unitValueMinor: 25000,
        countryOfOrigin: 'AE',
      },
    ],
  },
  ...overrides,
});

export const domesticBody = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'desert_freight',
  service: 'standard',
  recipient: {
    name: 'Khalid Saeed',
    phone: '+971501112233',
    line1: 'Villa 12, Street 4',
    city: 'Al Ain',
    region: 'Abu Dhabi',
    countryCode: 'AE',
  },
  parcels: [{ weightKg: 45 }],
  ...overrides,
});

export async function bookInternational(world: ShipmentWorld, who: Member, overrides: Record<string, unknown> = {}) {
  return ok<Shipment>(
    await call(world.t.app, 'POST', '/shipments/book-international-shipment', who.token, internationalBody(overrides)),
  );
}

/** One internal webhook call with the api-key header (or none). */
export function shipmentEvent(
  world: ShipmentWorld,
  which: 'booked' | 'state-updated' | 'carrier-status',
  body: unknown,
  apiKey: string | null = CARRIER_KEY,
) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/platform/shipments/webhooks/${which}`,
    headers: apiKey === null ? {} : { 'api-key': apiKey },
    payload: body as Record<string, unknown>,
  });
}
