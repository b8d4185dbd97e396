// A stand-in for the partner carriers' APIs (Desert Freight, Falcon Express) in tests, e2e and by
// hand (serve.ts): the protocol of modules/shipments/adapters/protocol.ts, priced by the
// carriers' rate cards. It keeps what it booked so tests can assert it and move a shipment on.
// Test support: never shipped.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CARRIERS, type CarrierCode, carrierRateFils, carrierServesCountry } from '@sameday/contract';
import type { WireShipmentRequest } from '../../../modules/shipments/adapters/protocol';
import { standInLabelPdf, standInLabelZpl } from './label';

export type PartnerCode = Exclude<CarrierCode, 'sameday'>;
export const PARTNER_CODES: PartnerCode[] = ['desert_freight', 'falcon_express'];

export type StandInShipment = {
  id: string;
  carrier: PartnerCode;
  trackingNumber: string;
  status: string;
  amountFils: number;
  request: WireShipmentRequest;
};

const TRANSIT_DAYS: Record<string, number> = { standard: 2, express_worldwide: 3, economy_select: 7 };
const PREFIX: Record<PartnerCode, string> = { desert_freight: 'DF', falcon_express: 'FX' };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
  answer(response, status, { error: { code, message } });

type Parcel = { weight_kg: number };
const weightOf = (parcels: Parcel[]) => parcels.reduce((sum, p) => sum + p.weight_kg, 0);

function quote(
  carrier: PartnerCode,
  service: string,
  country: string,
  region: string | null,
  parcels: Parcel[],
  cod: number,
) {
  const definition = CARRIERS[carrier];
  if (!definition.services.some((s) => s.code === service)) return null;
  if (parcels.some((p) => p.weight_kg > definition.maxParcelWeightKg)) return null;
  return carrierRateFils({
    carrier,
    service: service as never,
    countryCode: country,
    emirate: region,
    weightKg: weightOf(parcels),
    isCod: cod > 0,
  });
}

export type CarrierStandIn = {
  /** The base URL of one carrier's API on the stand-in. */
  baseUrl: (carrier: PartnerCode) => string;
  shipments: StandInShipment[];
  /** Moves a shipment on at the carrier (its status words: picked_up, in_transit, delivered…). */
  setStatus: (id: string, status: string) => void;
  /**
   * Moves a shipment on at the carrier and answers the status event the carrier sends our
   * carrier-status webhook for it (sent with the api-key header): an event id of its own, the
   * tracking number, the status word, what happened and when.
   */
  statusEvent: (
    trackingNumber: string,
    status: string,
    description?: string,
  ) => { event_id: string; tracking_number: string; status: string; description: string | null; occurred_at: string };
  /** Makes the next calls fail with a 503 (true) or answer again (false). */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

export async function startCarrierStandIn(apiKey: string, port = 0): Promise<CarrierStandIn> {
  const shipments: StandInShipment[] = [];
  let down = false;
  let events = 0;

  async function handle(
    carrier: PartnerCode,
    method: string,
    path: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (method === 'POST' && path === '/v1/rates') {
      const body = (await readJson(request)) as {
        destination: { country_code: string; region: string | null };
        parcels: Parcel[];
        cod_amount_fils: number;
      };
      const rates = CARRIERS[carrier].services.flatMap((service) => {
        const amount = quote(
          carrier,
          service.code,
          body.destination.country_code,
          body.destination.region,
          body.parcels,
          body.cod_amount_fils,
        );
        return amount === null
          ? []
          : [
              {
                service: service.code,
                amount_fils: amount,
                currency: 'AED',
                transit_days: TRANSIT_DAYS[service.code] ?? null,
              },
            ];
      });
      return answer(response, 200, { rates });
    }
    if (method === 'POST' && path === '/v1/shipments') {
      const body = (await readJson(request)) as unknown as WireShipmentRequest;
      const first = shipments.find((s) => s.carrier === carrier && s.request.reference === body.reference);
      if (first) return answer(response, 200, await shipmentAnswer(first, body.label_format));
      const country = body.recipient.country_code;
      if (!carrierServesCountry(carrier, country))
        return refuse(response, 422, 'destination', `No service to ${country}`);
      if (country !== 'AE' && CARRIERS[carrier].customsRequiredOutsideUae && !body.customs?.lines.length)
        return refuse(response, 422, 'customs_required', 'Customs lines are required outside the UAE');
      const amount = quote(carrier, body.service, country, body.recipient.region, body.parcels, body.cod_amount_fils);
      if (amount === null) return refuse(response, 422, 'service', `No ${body.service} service for this shipment`);
      const shipment: StandInShipment = {
        id: `${carrier}-${shipments.length + 1}-${randomInt(1000, 9999)}`,
        carrier,
        trackingNumber: `${PREFIX[carrier]}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
        status: 'label_created',
        amountFils: amount,
        request: body,
      };
      shipments.push(shipment);
      return answer(response, 201, await shipmentAnswer(shipment, body.label_format));
    }
    const match = /^\/v1\/shipments\/([^/]+)(\/label|\/tracking|\/recipient)?$/.exec(path);
    const shipment =
      match && shipments.find((s) => s.carrier === carrier && s.id === decodeURIComponent(match[1] ?? ''));
    if (!match || !shipment) return refuse(response, 404, 'not_found', 'No such shipment');
    const part = match[2];
    if (method === 'GET' && part === '/label') {
      const format = url.searchParams.get('format') === 'zpl' ? 'zpl' : 'pdf';
      return answer(response, 200, (await shipmentAnswer(shipment, format)).label);
    }
    if (method === 'GET' && part === '/tracking')
      return answer(response, 200, { status: shipment.status, description: null });
    if (method === 'PUT' && part === '/recipient') {
      if (shipment.status !== 'label_created' && shipment.status !== 'address_invalid')
        return refuse(response, 409, 'address_locked', 'The shipment is on its way: the address can no longer change');
      const body = (await readJson(request)) as { recipient: WireShipmentRequest['recipient'] };
      shipment.request = { ...shipment.request, recipient: body.recipient };
      // A corrected address goes back to the hub for the next attempt.
      if (shipment.status === 'address_invalid') shipment.status = 'at_hub';
      return answer(response, 200, { status: 'ok' });
    }
    if (method === 'DELETE' && !part) {
      if (shipment.status !== 'label_created') return refuse(response, 409, 'not_cancellable', 'Already picked up');
      shipment.status = 'cancelled';
      return answer(response, 200, { status: 'cancelled' });
    }
    return refuse(response, 405, 'method', 'Not allowed');
  }

  async function shipmentAnswer(shipment: StandInShipment, format: 'pdf' | 'zpl') {
    const r = shipment.request;
    const service = CARRIERS[shipment.carrier].services.find((s) => s.code === r.service)?.name ?? r.service;
    const lines = [
      `${CARRIERS[shipment.carrier].name} - ${service}`,
      `FROM ${r.shipper.name}, ${r.shipper.city} ${r.shipper.country_code}`,
      `TO ${r.recipient.name}`,
      r.recipient.line1,
      [r.recipient.city, r.recipient.region, r.recipient.postcode].filter(Boolean).join(', '),
      r.recipient.country_code,
      `${r.parcels.length} parcel(s), ${weightOf(r.parcels)} kg`,
      shipment.trackingNumber,
    ];
    const data = format === 'zpl' ? standInLabelZpl(lines) : standInLabelPdf(lines);
    return {
      id: shipment.id,
      tracking_number: shipment.trackingNumber,
      amount_fils: shipment.amountFils,
      label: { format, data_base64: data.toString('base64') },
    };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, carrier, ...rest] = url.pathname.split('/');
    if (!PARTNER_CODES.includes(carrier as PartnerCode)) return refuse(response, 404, 'not_found', 'No such carrier');
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return refuse(response, 401, 'unauthorized', 'A valid API key is required');
    if (down) return refuse(response, 503, 'unavailable', 'Down for maintenance');
    handle(carrier as PartnerCode, request.method ?? 'GET', `/${rest.join('/')}`, url, request, response).catch(
      (error: unknown) => refuse(response, 500, 'internal', String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    baseUrl: (carrier) => `http://127.0.0.1:${actualPort}/${carrier}`,
    shipments,
    setStatus(id, status) {
      const shipment = shipments.find((s) => s.id === id);
      if (shipment) shipment.status = status;
    },
    statusEvent(trackingNumber, status, description) {
      const shipment = shipments.find((s) => s.trackingNumber === trackingNumber);
      if (shipment) shipment.status = status;
      events += 1;
      return {
        event_id: `${PREFIX[shipment?.carrier ?? 'desert_freight']}-evt-${Date.now()}-${events}`,
        tracking_number: trackingNumber,
        status,
        description: description ?? null,
        occurred_at: new Date().toISOString(),
      };
    },
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
