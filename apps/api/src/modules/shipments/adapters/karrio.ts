// Karrio through its REST API (decision 070): one adapter for every carrier a Karrio server is
// connected to. POST /v1/proxy/rates for prices, POST /v1/shipments for the booking and its label,
// GET /v1/trackers/{carrier_name}/{tracking_number} for the state. Configured by KARRIO_URL and
// KARRIO_API_KEY (`Authorization: Token <key>`); without them Karrio is not offered anywhere.
import {
  CARRIERS,
  isKarrioService,
  type KarrioServiceCode,
  CARRIER_SENTENCES as S,
  type ShipmentParty,
  type ShipmentState,
  serverText,
} from '@sameday/contract';
import type { KarrioApiConfig } from '../../../config';
import { capabilityOf } from '../capabilities';
import {
  type BookRequest,
  type CarrierAdapter,
  CarrierError,
  type CarrierParcel,
  type CarrierQuote,
  type TrackingAnswer,
} from './carrier-adapter';
import { type CarrierHttp, jsonOf } from './carrier-http';

const NAME = CARRIERS.karrio.name;

export type KarrioAddress = {
  person_name?: string;
  company_name?: string | null;
  address_line1?: string;
  address_line2?: string | null;
  city?: string | null;
  state_code?: string | null;
  postal_code?: string | null;
  country_code: string;
  phone_number?: string | null;
  email?: string | null;
};
export type KarrioParcel = {
  weight: number;
  weight_unit: 'KG';
  length?: number;
  width?: number;
  height?: number;
  dimension_unit?: 'CM';
};
export type KarrioMessage = { carrier_name?: string; code?: string; message?: string; details?: unknown };
export type KarrioRate = {
  carrier_name: string;
  carrier_id: string;
  service: string;
  total_charge: number;
  currency: string;
  transit_days?: number | null;
};
export type KarrioRateAnswer = { rates?: KarrioRate[]; messages?: KarrioMessage[] };
export type KarrioShipmentAnswer = {
  id: string;
  carrier_name: string;
  tracking_number: string;
  status: string;
  label_type?: string;
  docs?: { label?: string | null; invoice?: string | null };
  selected_rate?: KarrioRate | null;
  messages?: KarrioMessage[];
};
export type KarrioTrackingEvent = {
  code?: string | null;
  description?: string | null;
  date?: string | null;
  time?: string | null;
  location?: string | null;
};
export type KarrioTrackingAnswer = { status: string; events?: KarrioTrackingEvent[] };
export type KarrioErrors = { errors?: KarrioMessage[] };

/** Karrio's tracker statuses as our states; one not listed (pending, unknown, delayed…) moves nothing. */
export const KARRIO_STATUSES: Record<string, ShipmentState> = {
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  on_hold: 'exception',
  delivery_failed: 'exception',
  return: 'returned',
  cancelled: 'cancelled',
};

const addressOf = (who: ShipmentParty): KarrioAddress => ({
  person_name: who.name,
  company_name: who.company || null,
  address_line1: who.line1,
  address_line2: who.line2 || null,
  city: who.city,
  state_code: who.region || null,
  postal_code: who.postcode || null,
  country_code: who.countryCode.toUpperCase(),
  phone_number: who.phone,
  email: who.email || null,
});

const parcelsOf = (parcels: CarrierParcel[]): KarrioParcel[] =>
  parcels.map((p) => ({
    weight: Number(p.weightKg.toFixed(3)),
    weight_unit: 'KG',
    ...(p.lengthCm && p.widthCm && p.heightCm
      ? { length: p.lengthCm, width: p.widthCm, height: p.heightCm, dimension_unit: 'CM' as const }
      : {}),
  }));

/** Karrio's own words, with the carrier that said them. */
const wordsOf = (messages: KarrioMessage[] | undefined) =>
  (messages ?? [])
    .map((m) => [m.carrier_name, m.code, m.message].filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ');

const quoteOf = (rate: KarrioRate): CarrierQuote[] => {
  const service = `${rate.carrier_name}:${rate.service}`;
  // Our prices are in AED; a rate in another currency is left out rather than converted.
  if (!isKarrioService(service) || rate.currency !== 'AED' || !Number.isFinite(rate.total_charge)) return [];
  return [{ service, totalFils: Math.round(rate.total_charge * 100), transitDays: rate.transit_days ?? null }];
};

/** Karrio's customs for a booking abroad: each line a commodity, the incoterm as we were given it. */
function customsOf(request: BookRequest) {
  const customs = request.customs;
  if (!customs) return undefined;
  return {
    content_type: customs.reasonForExport === 'sale' ? 'merchandise' : customs.reasonForExport,
    content_description: customs.contentsDescription || customs.lines[0]?.description || 'Goods',
    incoterm: customs.incoterm,
    commodities: customs.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      weight: line.weightKg ?? 0,
      weight_unit: 'KG',
      value_amount: line.unitValueMinor / 100,
      value_currency: customs.currency,
      hs_code: line.hsCode,
      origin_country: line.countryOfOrigin ?? 'AE',
    })),
  };
}

/** A tracker's steps, oldest first, and its status as our state. */
function trackingOf(answer: KarrioTrackingAnswer): TrackingAnswer {
  const events = (answer.events ?? [])
    .map((e) => {
      // Karrio gives the carrier's date and time (HH:MM) without a zone; kept as they are.
      const at = new Date(`${e.date ?? ''}T${(e.time || '00:00').slice(0, 5)}:00Z`);
      return {
        code: e.code ?? '',
        description: e.description ?? '',
        at: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
        location: e.location || null,
      };
    })
    .filter((e) => e.at)
    .sort((a, b) => a.at.localeCompare(b.at));
  return {
    state: KARRIO_STATUSES[answer.status] ?? null,
    description: events.at(-1)?.description ?? null,
    events,
  };
}

export function createKarrioAdapter(api: KarrioApiConfig | null, http: CarrierHttp): CarrierAdapter {
  /** One call: Karrio's answer, refused in its own words on a 4xx, unreachable when it did not answer. */
  async function call<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    if (!api) throw new CarrierError('unreachable', serverText(S.notConnected, { carrier: NAME }));
    const answer = await http({
      method,
      url: `${api.baseUrl}${path}`,
      headers: { authorization: `Token ${api.apiKey}` },
      json,
    });
    if (answer.status >= 500 || answer.status === 0)
      throw new CarrierError('unreachable', serverText(S.couldNotAnswer, { carrier: NAME, status: answer.status }));
    const parsed = jsonOf<T & KarrioErrors>(answer, NAME);
    if (answer.status >= 400) throw new CarrierError('refused', `${NAME}: ${wordsOf(parsed.errors) || 'refused'}`);
    return parsed;
  }

  const shipmentOf = (id: string) => call<KarrioShipmentAnswer>('GET', `/v1/shipments/${encodeURIComponent(id)}`);
  const labelOf = (shipment: KarrioShipmentAnswer) => {
    if (!shipment.docs?.label) throw new CarrierError('refused', `${NAME}: no label in the answer`);
    return Buffer.from(shipment.docs.label, 'base64');
  };

  return {
    code: 'karrio',
    capabilities: () => capabilityOf('karrio', api !== null),
    async rates(request) {
      if (!api || request.parcels.some((p) => p.weightKg > CARRIERS.karrio.maxParcelWeightKg)) return [];
      const answer = await call<KarrioRateAnswer>('POST', '/v1/proxy/rates', {
        shipper: { city: request.origin.city, country_code: request.origin.countryCode.toUpperCase() },
        recipient: {
          city: request.destination.city,
          state_code: request.destination.region,
          country_code: request.destination.countryCode.toUpperCase(),
        },
        parcels: parcelsOf(request.parcels),
        options: { currency: 'AED' },
      });
      const quotes = (answer.rates ?? []).flatMap(quoteOf);
      if (quotes.length === 0 && wordsOf(answer.messages))
        throw new CarrierError('refused', `${NAME}: ${wordsOf(answer.messages)}`);
      return quotes;
    },
    async book(request) {
      if (!isKarrioService(request.service))
        throw new CarrierError('refused', `${NAME}: no service ${request.service}`);
      const [carrierName, service] = (request.service as KarrioServiceCode).split(':');
      const shipment = await call<KarrioShipmentAnswer>('POST', '/v1/shipments', {
        shipper: addressOf(request.sender),
        recipient: addressOf(request.recipient),
        parcels: parcelsOf(request.parcels),
        service,
        options: { currency: 'AED', ...(request.customs?.incoterm === 'DDP' ? { paid_by: 'sender' } : {}) },
        customs: customsOf(request),
        reference: request.shipmentId,
        label_type: 'PDF',
      });
      const rate = shipment.selected_rate;
      if (rate?.currency !== 'AED' || rate.carrier_name !== carrierName)
        throw new CarrierError('refused', `${NAME}: no ${request.service} price in AED for this shipment`);
      return {
        carrierRef: shipment.id,
        trackingNumber: shipment.tracking_number,
        totalFils: Math.round(rate.total_charge * 100),
        label: { format: 'pdf', data: labelOf(shipment) },
      };
    },
    async label(carrierRef) {
      return { format: 'pdf', data: labelOf(await shipmentOf(carrierRef)) };
    },
    async track(carrierRef) {
      const shipment = await shipmentOf(carrierRef);
      const path = `/v1/trackers/${encodeURIComponent(shipment.carrier_name)}/${encodeURIComponent(shipment.tracking_number)}`;
      return trackingOf(await call<KarrioTrackingAnswer>('GET', path));
    },
    async updateAddress() {
      throw new CarrierError('refused', serverText(S.noAddressChanges, { carrier: NAME }));
    },
    async cancel(carrierRef) {
      // Karrio voids the label with the carrier that issued it.
      await call('POST', `/v1/shipments/${encodeURIComponent(carrierRef)}/cancel`, {});
    },
  };
}
