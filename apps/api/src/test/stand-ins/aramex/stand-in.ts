// A stand-in for Aramex's Shipping Services API, JSON binding, in tests, e2e and by hand (serve.ts):
// the documented calls CalculateRate, CreateShipments, PrintLabel, CreatePickup and TrackShipments
// under {base}/RateCalculator, /Shipping and /Tracking, answering HTTP 200 with HasErrors and
// Notifications [{Code, Message}] as Aramex does (ERR01 for a ClientInfo it does not know). Priced
// by a tariff of its own, so a test sees the carrier's price, not our estimate. Test support: never shipped.
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  AramexAddress,
  AramexClientInfo,
  AramexNotification,
  AramexShipmentDetails,
  AramexShipmentRequest,
  AramexTrackingResult,
} from '../../../modules/shipments/adapters/aramex-wire';
import { standInLabelPdf } from '../label-pdf';

export const ARAMEX_STAND_IN_ACCOUNT = {
  AccountNumber: '20016',
  AccountPin: '331421',
  AccountEntity: 'DXB',
  AccountCountryCode: 'AE',
  UserName: 'stand-in@example.com',
  Password: 'stand-in-password',
} as const;

/** AED per shipment: base for the first kg, then per started kg (the stand-in's own tariff). */
const TARIFF: Record<string, { base: number; perKg: number; group: 'EXP' | 'DOM' }> = {
  PPX: { base: 165, perKg: 52, group: 'EXP' },
  EPX: { base: 118, perKg: 31, group: 'EXP' },
  ONP: { base: 27, perKg: 3, group: 'DOM' },
};
/** Aramex carries no parcels to these (the stand-in's way to refuse a destination). */
const NOT_SERVED = ['KP'];

export type StandInAramexShipment = {
  id: string;
  reference: string;
  request: AramexShipmentRequest['Shipments'][number];
  updates: AramexTrackingResult[];
};

export type AramexStandIn = {
  /** ARAMEX_URL for the product. */
  baseUrl: string;
  shipments: StandInAramexShipment[];
  pickups: { id: string; guid: string; reference: string; waybills: string[] }[];
  /** Every call's method name, in order. */
  calls: string[];
  /** Adds a tracking update to a waybill, as Aramex's network would (SH005 delivered…). */
  addUpdate: (waybill: string, code: string, description: string, location?: string) => void;
  /** Makes every call answer 503 (true), or answer again (false). */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

const answer = (notifications: AramexNotification[], rest: Record<string, unknown> = {}) => ({
  Transaction: { Reference1: '', Reference2: '', Reference3: '', Reference4: '', Reference5: '' },
  Notifications: notifications,
  HasErrors: notifications.length > 0,
  ...rest,
});

/** Each update a second after the one before at least: the steps keep their order when read back. */
let lastUpdateMs = 0;
const wcfNow = () => {
  lastUpdateMs = Math.max(Date.now(), lastUpdateMs + 1000);
  return `/Date(${lastUpdateMs}+0400)/`;
};

/** The price in AED, or why Aramex refuses it. */
function price(origin: AramexAddress, destination: AramexAddress, details: AramexShipmentDetails) {
  const tariff = TARIFF[details.ProductType];
  if (!tariff || tariff.group !== details.ProductGroup)
    return { error: { Code: 'ERR61', Message: `Invalid product type ${details.ProductType}` } };
  if (NOT_SERVED.includes(destination.CountryCode))
    return { error: { Code: 'ERR22', Message: `Destination ${destination.CountryCode} is not served` } };
  const domestic = origin.CountryCode === destination.CountryCode;
  if (domestic !== (details.ProductGroup === 'DOM'))
    return { error: { Code: 'ERR30', Message: `Product group ${details.ProductGroup} does not fit this route` } };
  if (!destination.City && !domestic) return { error: { Code: 'ERR06', Message: 'Destination city is required' } };
  const extra = Math.max(0, Math.ceil(details.ActualWeight.Value - 1));
  return { value: tariff.base + extra * tariff.perKg };
}

export async function startAramexStandIn(port = 0): Promise<AramexStandIn> {
  const shipments: StandInAramexShipment[] = [];
  const pickups: AramexStandIn['pickups'] = [];
  const calls: string[] = [];
  let down = false;
  let base = '';

  const knows = (info: Partial<AramexClientInfo> | undefined) =>
    Boolean(info) &&
    (Object.keys(ARAMEX_STAND_IN_ACCOUNT) as (keyof typeof ARAMEX_STAND_IN_ACCOUNT)[]).every(
      (key) => info?.[key] === ARAMEX_STAND_IN_ACCOUNT[key],
    ) &&
    info?.Version === 'v1.0';

  const labelOf = (shipment: StandInAramexShipment, type: 'RPT' | 'URL') => {
    if (type === 'URL') return { LabelURL: `${base}/labels/${shipment.id}.pdf`, LabelFileContents: null };
    // WCF's JSON writes a byte[] as an array of numbers.
    return { LabelURL: null, LabelFileContents: [...labelPdf(shipment)] };
  };

  const labelPdf = (shipment: StandInAramexShipment) => {
    const s = shipment.request;
    const to = s.Consignee.PartyAddress;
    return standInLabelPdf([
      `Aramex ${s.Details.ProductGroup}/${s.Details.ProductType}`,
      `FROM ${s.Shipper.Contact.PersonName}, ${s.Shipper.PartyAddress.City} ${s.Shipper.PartyAddress.CountryCode}`,
      `TO ${s.Consignee.Contact.PersonName}`,
      to.Line1,
      [to.City, to.StateOrProvinceCode, to.PostCode].filter(Boolean).join(', '),
      to.CountryCode,
      `${s.Details.NumberOfPieces} piece(s), ${s.Details.ActualWeight.Value} kg`,
      `AWB ${shipment.id}`,
    ]);
  };

  function createShipments(body: AramexShipmentRequest) {
    const results = body.Shipments.map((s) => {
      const problems: AramexNotification[] = [];
      if (s.Shipper.AccountNumber !== ARAMEX_STAND_IN_ACCOUNT.AccountNumber)
        problems.push({ Code: 'ERR03', Message: 'Shipper account number is invalid' });
      if (!s.Consignee.Contact.PersonName || !s.Consignee.Contact.PhoneNumber1)
        problems.push({ Code: 'ERR04', Message: 'Consignee contact is incomplete' });
      const priced = price(s.Shipper.PartyAddress, s.Consignee.PartyAddress, s.Details);
      if ('error' in priced && priced.error) problems.push(priced.error);
      if (s.Details.ProductGroup === 'EXP' && !s.Details.CustomsValueAmount)
        problems.push({ Code: 'ERR33', Message: 'Customs value amount is required for express shipments' });
      if (problems.length > 0)
        return { ID: '', Reference1: s.Reference1, HasErrors: true, Notifications: problems, ShipmentLabel: null };
      const shipment: StandInAramexShipment = {
        id: String(randomInt(10_000_000, 99_999_999)).padStart(11, '44'),
        reference: s.Reference1,
        request: s,
        updates: [],
      };
      shipment.updates.push(update(shipment.id, 'SH014', 'Record created.', 'Dubai, United Arab Emirates'));
      shipments.push(shipment);
      return {
        ID: shipment.id,
        Reference1: s.Reference1,
        HasErrors: false,
        Notifications: [],
        ShipmentLabel: labelOf(shipment, body.LabelInfo?.ReportType ?? 'URL'),
        ShipmentDetails: { ...s.Details, Origin: 'DXB', Destination: s.Consignee.PartyAddress.City },
      };
    });
    const notifications = results.some((r) => r.HasErrors)
      ? [{ Code: 'ERR52', Message: 'One or more shipments have errors' }]
      : [];
    return answer(notifications, { Shipments: results });
  }

  const update = (waybill: string, code: string, description: string, location = ''): AramexTrackingResult => ({
    WaybillNumber: waybill,
    UpdateCode: code,
    UpdateDescription: description,
    UpdateDateTime: wcfNow(),
    UpdateLocation: location,
    Comments: '',
    ProblemCode: '',
  });

  const methods: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/RateCalculator/Service_1_0.svc/json/CalculateRate': (body) => {
      const priced = price(
        body.OriginAddress as AramexAddress,
        body.DestinationAddress as AramexAddress,
        body.ShipmentDetails as AramexShipmentDetails,
      );
      if ('error' in priced && priced.error) return answer([priced.error], { TotalAmount: null });
      const currency = String(body.PreferredCurrencyCode || 'AED');
      return answer([], { TotalAmount: { CurrencyCode: currency, Value: priced.value }, RateDetails: null });
    },
    '/Shipping/Service_1_0.svc/json/CreateShipments': (body) =>
      createShipments(body as unknown as AramexShipmentRequest),
    '/Shipping/Service_1_0.svc/json/PrintLabel': (body) => {
      const shipment = shipments.find((s) => s.id === body.ShipmentNumber);
      if (!shipment) return answer([{ Code: 'ERR40', Message: 'Shipment number is invalid' }], { ShipmentLabel: null });
      const info = body.LabelInfo as { ReportType?: 'RPT' | 'URL' } | undefined;
      return answer([], { ShipmentNumber: shipment.id, ShipmentLabel: labelOf(shipment, info?.ReportType ?? 'URL') });
    },
    '/Shipping/Service_1_0.svc/json/CreatePickup': (body) => {
      const pickup = body.Pickup as { Reference1?: string; ExistingShipments?: { Number: string }[] } | undefined;
      if (!pickup) return answer([{ Code: 'ERR10', Message: 'Pickup is required' }], { ProcessedPickup: null });
      const made = {
        id: `PU${randomInt(100_000, 999_999)}`,
        guid: randomUUID(),
        reference: pickup.Reference1 ?? '',
        waybills: (pickup.ExistingShipments ?? []).map((s) => s.Number),
      };
      pickups.push(made);
      return answer([], { ProcessedPickup: { ID: made.id, GUID: made.guid, Reference1: made.reference } });
    },
    '/Tracking/Service_1_0.svc/json/TrackShipments': (body) => {
      const asked = (body.Shipments as string[] | undefined) ?? [];
      const found = asked.flatMap((id) => shipments.filter((s) => s.id === id));
      return answer([], {
        TrackingResults: found.map((s) => ({
          Key: s.id,
          Value: body.GetLastTrackingUpdateOnly ? s.updates.slice(-1) : [...s.updates].reverse(),
        })),
        NonExistingWaybills: asked.filter((id) => !shipments.some((s) => s.id === id)),
      });
    },
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/^\/ShippingAPI\.V2/i, '');
    if (down) return send(response, 503, 'Service Unavailable', 'text/plain');
    const label = /^\/labels\/(\d+)\.pdf$/.exec(path);
    if (request.method === 'GET' && label) {
      const shipment = shipments.find((s) => s.id === label[1]);
      return shipment ? send(response, 200, labelPdf(shipment), 'application/pdf') : send(response, 404, 'Not Found');
    }
    const method = methods[path];
    if (!method) return send(response, 404, 'Endpoint not found.', 'text/html');
    if (request.method !== 'POST') return send(response, 405, 'Method not allowed.', 'text/html');
    const body = await readJson(request).catch(() => null);
    if (!body) return send(response, 400, 'The server encountered an error processing the request.', 'text/html');
    calls.push(path.split('/').at(-1) ?? path);
    if (!knows(body.ClientInfo as Partial<AramexClientInfo>))
      return send(response, 200, answer([{ Code: 'ERR01', Message: 'Invalid username or password' }]));
    return send(response, 200, method(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/ShippingAPI.V2`;
  return {
    baseUrl: base,
    shipments,
    pickups,
    calls,
    addUpdate: (waybill, code, description, location = '') => {
      const shipment = shipments.find((s) => s.id === waybill);
      if (!shipment) throw new Error(`No waybill ${waybill}`);
      shipment.updates.push(update(waybill, code, description, location));
    },
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
