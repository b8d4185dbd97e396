import { notifications } from '@mantine/notifications';
import type { CarrierCapabilities, RatesAnswer, Shipment } from '@sameday/contract';
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
    carrier: 'aramex',
    carrierName: 'Aramex',
    service: 'priority_parcel_express',
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
    trackingEvents: [],
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

export const ratesFixture = (): RatesAnswer => ({
  rates: [
    {
      carrier: 'aramex',
      carrierName: 'Aramex',
      service: 'economy_parcel_express',
      serviceName: 'Economy Parcel Express',
      totalFils: 15_500,
      currency: 'AED',
      transitDays: 7,
    },
    {
      carrier: 'aramex',
      carrierName: 'Aramex',
      service: 'priority_parcel_express',
      serviceName: 'Priority Parcel Express',
      totalFils: 24_000,
      currency: 'AED',
      transitDays: 3,
    },
  ],
  unavailable: [{ carrier: 'sameday', carrierName: 'Sameday fleet', reason: 'Does not deliver to GB' }],
});

const capability = (code: 'sameday' | 'aramex'): CarrierCapabilities['carriers'][number] => ({
  code,
  name: code === 'sameday' ? 'Sameday fleet' : 'Aramex',
  description: '',
  isAvailable: true,
  services: [],
  countries: code === 'sameday' ? ['AE'] : 'worldwide',
  supportsCod: code === 'sameday',
  maxParcelWeightKg: code === 'sameday' ? 30 : 70,
  labelFormats: ['pdf'],
  customsRequiredOutsideUae: code === 'aramex',
  addressChangeAllowedIn: [],
});

/** The carriers connected on the platform: Aramex (abroad) and the fleet, or the fleet alone. */
export const capabilitiesFixture = (withAramex = true): CarrierCapabilities => ({
  carriers: withAramex ? [capability('sameday'), capability('aramex')] : [capability('sameday')],
});
