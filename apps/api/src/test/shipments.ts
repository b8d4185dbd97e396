import { randomUUID } from 'node:crypto';
import type { Shipment } from '@sameday/contract';
import { trackShipment } from '../modules/shipments/service';
import type { ModuleDeclaration } from '../platform/module';
import { createTestApp, type TestApp } from './harness';
import { CARRIER_KEY } from './orders';
import { ARAMEX_STAND_IN_ACCOUNT, type AramexStandIn, startAramexStandIn } from './stand-ins/aramex/stand-in';
import { call, type Member, newMember, ok } from './teams';

export type ShipmentWorld = { t: TestApp; aramex: AramexStandIn; close: () => Promise<void> };

/** Aramex's settings pointing at a stand-in (reached on 127.0.0.1, which the outbound guard is told to trust). */
export const aramexSettings = (standIn: AramexStandIn) => ({
  carrierApis: { aramex: { baseUrl: standIn.baseUrl, clientInfo: { ...ARAMEX_STAND_IN_ACCOUNT } } },
  outbound: { trustedHosts: ['127.0.0.1'], ports: [] },
});

/** An app whose Aramex is the stand-in, and whose webhooks take CARRIER_KEY. */
export async function openShipmentApp(
  options: { extraModules?: readonly ModuleDeclaration[] } = {},
): Promise<ShipmentWorld> {
  const aramex = await startAramexStandIn();
  const t = await createTestApp({ carrierWebhookKey: CARRIER_KEY, ...aramexSettings(aramex) }, options);
  return {
    t,
    aramex,
    close: async () => {
      await t.close();
      await aramex.close();
    },
  };
}

/** An app with these settings and a member calling it; kept in `apps` for the file to close. */
export async function memberApp(apps: TestApp[], overrides: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(overrides);
  apps.push(t);
  const member = await newMember(t.app);
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) => call(t.app, method, path, member.token, body);
  return { t, api };
}

/** One round of the carrier's tracking for a shipment, as its job runs it. */
export async function pollTracking(world: ShipmentWorld, shipmentId: string) {
  const { db, adapters } = world.t.app.domain;
  return trackShipment(db, adapters.carriers, shipmentId);
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
  carrier: 'aramex',
  service: 'priority_parcel_express',
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
  carrier: 'aramex',
  service: 'domestic_overnight',
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

/** The status event a carrier (or an integration speaking for it) sends our carrier-status webhook. */
export const carrierStatusEvent = (trackingNumber: string, status: string, description?: string) => ({
  event_id: `evt-${randomUUID()}`,
  tracking_number: trackingNumber,
  status,
  description: description ?? null,
  occurred_at: new Date().toISOString(),
});
