import { notifications } from '@mantine/notifications';
import type { RatesAnswer, Shipment } from '@sameday/contract';
import type { RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { Landed, renderScreen } from '../../../test/render-screen';
import InternationalShipmentPage from '../international-shipment-page';
import ShipmentSettingsPage from '../shipment-settings-page';
import ShipmentsPage from '../shipments-page';

/** The shipments screens' tests: the real providers and router, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

const ROUTES: RouteObject[] = [
  { path: '/shipments', element: <ShipmentsPage /> },
  { path: '/shipments/international/new', element: <InternationalShipmentPage /> },
  { path: '/shipments/settings', element: <ShipmentSettingsPage /> },
  { path: '*', element: <Landed /> },
];

export const renderShipments = (url: string) => renderScreen(ROUTES, url);

export function shipmentFixture(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'shp_1',
    kind: 'international',
    carrier: 'falcon_express',
    carrierName: 'Falcon Express',
    service: 'express_worldwide',
    state: 'booked',
    trackingNumber: 'FX123456789',
    clientOrderId: 'WEB-1001',
    reference: null,
    sender: null,
    recipient: {
      name: 'Amelia Clarke',
      company: null,
      phone: '+44 20 7946 0958',
      email: null,
      line1: '221B Baker Street',
      line2: null,
      city: 'London',
      region: null,
      postcode: 'NW1 6XE',
      countryCode: 'GB',
    },
    parcels: [{ weightKg: 1.5, lengthCm: null, widthCm: null, heightCm: null }],
    customs: {
      currency: 'AED',
      incoterm: 'DAP',
      contentsDescription: null,
      reasonForExport: 'sale',
      lines: [{ sku: 'OUD-50', description: 'Oud perfume', hsCode: '330300', quantity: 2, unitValueMinor: 25_000 }],
    },
    documents: ['commercial_invoice'],
    labelFormat: 'pdf',
    priceFils: 24_000,
    codAmountFils: 0,
    source: 'dashboard',
    addressIssue: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

export const ratesFixture = (): RatesAnswer => ({
  rates: [
    {
      carrier: 'falcon_express',
      carrierName: 'Falcon Express',
      service: 'economy_select',
      serviceName: 'Economy Select',
      totalFils: 15_500,
      currency: 'AED',
      transitDays: 7,
    },
    {
      carrier: 'falcon_express',
      carrierName: 'Falcon Express',
      service: 'express_worldwide',
      serviceName: 'Express Worldwide',
      totalFils: 24_000,
      currency: 'AED',
      transitDays: 3,
    },
  ],
  unavailable: [
    { carrier: 'sameday', carrierName: 'Sameday fleet', reason: 'Does not deliver to GB' },
    { carrier: 'desert_freight', carrierName: 'Desert Freight', reason: 'Does not deliver to GB' },
  ],
});
