// A stand-in for a Karrio server's REST API, in tests and by hand (serve.ts): POST /v1/proxy/rates,
// POST /v1/shipments (the label as base64 in docs.label), GET /v1/shipments/{id},
// GET /v1/trackers/{carrier_name}/{tracking_number} and POST /v1/shipments/{id}/cancel, each asking
// for `Authorization: Token <key>` and answering 401 in Karrio's error shape without it. Two
// carriers "connected", priced by a tariff of its own. Test support: never shipped.
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  KarrioAddress,
  KarrioParcel,
  KarrioRate,
  KarrioShipmentAnswer,
  KarrioTrackingEvent,
} from '../../../modules/shipments/adapters/karrio';
import { standInLabelPdf } from '../label-pdf';

export const KARRIO_STAND_IN_KEY = 'key_stand_in_0123456789abcdef';

/** The carriers this Karrio server is connected to, and its tariff: AED for the first kg, then per started kg. */
const TARIFF = [
  {
    carrier_name: 'dhl_express',
    carrier_id: 'dhl-main',
    service: 'dhl_express_worldwide',
    base: 210,
    perKg: 64,
    days: 2,
  },
  { carrier_name: 'ups', carrier_id: 'ups-main', service: 'ups_express_saver', base: 185, perKg: 55, days: 3 },
] as const;
/** No connected carrier goes there (the stand-in's way to answer with messages and no rate). */
const NOT_SERVED = ['KP'];

export type StandInKarrioShipment = KarrioShipmentAnswer & {
  request: Record<string, unknown>;
  trackingStatus: string;
  events: KarrioTrackingEvent[];
};

export type KarrioStandIn = {
  /** KARRIO_URL for the product. */
  baseUrl: string;
  shipments: StandInKarrioShipment[];
  /** Every call as "METHOD path", in order. */
  calls: string[];
  /** Moves a shipment's tracker on, as the carrier would report it to Karrio. */
  addEvent: (trackingNumber: string, status: string, code: string, description: string, location?: string) => void;
  close: () => Promise<void>;
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const errors = (response: ServerResponse, status: number, code: string, message: string, details?: unknown) =>
  send(response, status, { errors: [{ code, message, ...(details ? { details } : {}) }] });

function ratesFor(body: Record<string, unknown>): KarrioRate[] {
  const recipient = body.recipient as KarrioAddress | undefined;
  const parcels = (body.parcels ?? []) as KarrioParcel[];
  if (!recipient || NOT_SERVED.includes(recipient.country_code)) return [];
  const kg = parcels.reduce((sum, p) => sum + p.weight, 0);
  return TARIFF.map((t) => ({
    carrier_name: t.carrier_name,
    carrier_id: t.carrier_id,
    service: t.service,
    currency: 'AED',
    total_charge: t.base + Math.max(0, Math.ceil(kg - 1)) * t.perKg,
    transit_days: t.days,
  }));
}

const today = () => new Date().toISOString().slice(0, 10);
const now = () => new Date().toISOString().slice(11, 16);

export async function startKarrioStandIn(port = 0): Promise<KarrioStandIn> {
  const shipments: StandInKarrioShipment[] = [];
  const calls: string[] = [];

  function createShipment(body: Record<string, unknown>, response: ServerResponse) {
    if (!body.shipper || !body.recipient || !Array.isArray(body.parcels) || body.parcels.length === 0)
      return errors(response, 400, 'validation', 'Invalid input data', { parcels: ['This field is required.'] });
    const rate = ratesFor(body).find((r) => r.service === body.service);
    if (!rate)
      return errors(response, 400, 'shipment_error', `No rate found for service ${String(body.service)}`, {
        service: body.service,
      });
    const trackingNumber = String(randomInt(1_000_000_000, 9_999_999_999));
    const recipient = body.recipient as KarrioAddress;
    const shipment: StandInKarrioShipment = {
      id: `shp_${randomUUID().replaceAll('-', '')}`,
      carrier_name: rate.carrier_name,
      tracking_number: trackingNumber,
      status: 'purchased',
      label_type: 'PDF',
      selected_rate: rate,
      docs: {
        label: standInLabelPdf([
          `${rate.carrier_name.toUpperCase()} ${rate.service}`,
          `Tracking ${trackingNumber}`,
          `To ${recipient.person_name ?? ''}`,
          `${recipient.city ?? ''} ${recipient.country_code}`,
        ]).toString('base64'),
        invoice: null,
      },
      messages: [],
      request: body,
      trackingStatus: 'pending',
      events: [
        { code: 'PU', description: 'Shipment information received', date: today(), time: now(), location: null },
      ],
    };
    shipments.push(shipment);
    const { request: _r, trackingStatus: _s, events: _e, ...answer } = shipment;
    send(response, 201, answer);
  }

  function route(method: string, path: string, body: Record<string, unknown>, response: ServerResponse) {
    if (method === 'POST' && path === '/v1/proxy/rates') {
      const rates = ratesFor(body);
      const messages = rates.length
        ? []
        : [{ carrier_name: 'dhl_express', code: 'unsupported_destination', message: 'Destination not served' }];
      return send(response, 200, { rates, messages });
    }
    if (method === 'POST' && path === '/v1/shipments') return createShipment(body, response);
    const byId = /^\/v1\/shipments\/([^/]+)(\/cancel)?$/.exec(path);
    const shipment = byId && shipments.find((s) => s.id === decodeURIComponent(byId[1] ?? ''));
    if (byId && !shipment) return errors(response, 404, 'not_found', 'Shipment not found');
    if (shipment && method === 'GET' && !byId?.[2]) {
      const { request: _r, trackingStatus: _s, events: _e, ...answer } = shipment;
      return send(response, 200, answer);
    }
    if (shipment && method === 'POST' && byId?.[2]) {
      shipment.status = 'cancelled';
      return send(response, 200, { ...shipment, request: undefined });
    }
    const tracker = /^\/v1\/trackers\/([^/]+)\/([^/]+)$/.exec(path);
    const tracked =
      method === 'GET' &&
      tracker &&
      shipments.find((s) => s.carrier_name === tracker[1] && s.tracking_number === tracker[2]);
    if (tracked)
      return send(response, 200, {
        carrier_name: tracked.carrier_name,
        tracking_number: tracked.tracking_number,
        status: tracked.trackingStatus,
        delivered: tracked.trackingStatus === 'delivered',
        events: [...tracked.events].reverse(),
      });
    if (tracker) return errors(response, 404, 'not_found', 'Tracker not found');
    return errors(response, 404, 'not_found', 'Not Found');
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push(`${request.method} ${url.pathname}`);
    if (request.headers.authorization !== `Token ${KARRIO_STAND_IN_KEY}`)
      return errors(response, 401, 'authentication_failed', 'Invalid token.');
    try {
      route(request.method ?? 'GET', url.pathname, await readJson(request), response);
    } catch {
      errors(response, 400, 'invalid_json', 'JSON parse error');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    baseUrl: base,
    shipments,
    calls,
    addEvent: (trackingNumber, status, code, description, location) => {
      const shipment = shipments.find((s) => s.tracking_number === trackingNumber);
      if (!shipment) throw new Error(`no shipment ${trackingNumber}`);
      shipment.trackingStatus = status;
      // A minute later than the last step, so the steps keep their order.
      const last = shipment.events.at(-1);
      const at = new Date(`${last?.date}T${last?.time}:00Z`);
      const next = new Date(at.getTime() + 60_000).toISOString();
      shipment.events.push({
        code,
        description,
        date: next.slice(0, 10),
        time: next.slice(11, 16),
        location: location ?? null,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
