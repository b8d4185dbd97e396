// A partner carrier reached over its HTTP API (protocol.ts), configured by its base URL and API key.
import {
  CARRIER_SHIPMENT_STATUSES,
  CARRIERS,
  type CarrierCode,
  type CarrierLabelFormat,
  type CarrierServiceCode,
  type CarrierShipmentStatus,
  CARRIER_SENTENCES as S,
  serverText,
} from '@sameday/contract';
import { ADDRESS_CHANGE_STATES, capabilityOf } from '../capabilities';
import { type CarrierAdapter, CarrierError, type CarrierLabel, type CarrierParcel } from './carrier-adapter';
import {
  toWireParty,
  type WireError,
  type WireLabel,
  type WireParcel,
  type WireRatesAnswer,
  type WireShipmentAnswer,
  type WireShipmentRequest,
  type WireTrackingAnswer,
} from './protocol';

export type CarrierApiConfig = { baseUrl: string; apiKey: string } | null;

const TIMEOUT_MS = 10_000;

const toWireParcel = (p: CarrierParcel): WireParcel => ({
  weight_kg: p.weightKg,
  length_cm: p.lengthCm,
  width_cm: p.widthCm,
  height_cm: p.heightCm,
});
const fromWireLabel = (label: WireLabel): CarrierLabel => ({
  format: label.format,
  data: Buffer.from(label.data_base64, 'base64'),
});

export function createHttpCarrierAdapter(code: CarrierCode, api: CarrierApiConfig): CarrierAdapter {
  const carrier = CARRIERS[code];
  const name = carrier.name;

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!api) throw new CarrierError('unreachable', serverText(S.notConnected, { carrier: name }));
    let response: Response;
    try {
      response = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${api.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CarrierError('unreachable', serverText(S.noAnswer, { carrier: name }));
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (response.status >= 400 && response.status < 500) {
      const message = (parsed as Partial<WireError>).error?.message ?? `request failed: status ${response.status}`;
      throw new CarrierError('refused', `${name}: ${message}`);
    }
    if (!response.ok)
      throw new CarrierError('unreachable', serverText(S.couldNotAnswer, { carrier: name, status: response.status }));
    return parsed as T;
  }

  return {
    code,
    capabilities: () => capabilityOf(code, api !== null),
    async rates(request) {
      if (!api || request.parcels.some((p) => p.weightKg > carrier.maxParcelWeightKg)) return [];
      const answer = await send<WireRatesAnswer>('POST', '/v1/rates', {
        destination: {
          country_code: request.destination.countryCode,
          region: request.destination.region,
          city: request.destination.city,
        },
        parcels: request.parcels.map(toWireParcel),
        cod_amount_fils: request.codAmountFils,
      });
      return answer.rates
        .filter((rate) => carrier.services.some((s) => s.code === rate.service))
        .map((rate) => ({
          service: rate.service as CarrierServiceCode,
          totalFils: rate.amount_fils,
          transitDays: rate.transit_days,
        }));
    },
    async book(request) {
      const body: WireShipmentRequest = {
        reference: request.shipmentId,
        service: request.service,
        label_format: request.labelFormat,
        shipper: toWireParty(request.sender),
        recipient: toWireParty(request.recipient),
        parcels: request.parcels.map(toWireParcel),
        customs: request.customs && {
          currency: request.customs.currency,
          incoterm: request.customs.incoterm,
          contents_description: request.customs.contentsDescription ?? null,
          reason_for_export: request.customs.reasonForExport,
          lines: request.customs.lines.map((line) => ({
            description: line.description,
            hs_code: line.hsCode,
            quantity: line.quantity,
            unit_value_minor: line.unitValueMinor,
            weight_kg: line.weightKg ?? null,
            country_of_origin: line.countryOfOrigin ?? null,
          })),
        },
        cod_amount_fils: request.codAmountFils,
      };
      const answer = await send<WireShipmentAnswer>('POST', '/v1/shipments', body);
      return {
        carrierRef: answer.id,
        trackingNumber: answer.tracking_number,
        totalFils: answer.amount_fils,
        label: fromWireLabel(answer.label),
      };
    },
    async label(carrierRef, format: CarrierLabelFormat) {
      return fromWireLabel(
        await send<WireLabel>('GET', `/v1/shipments/${encodeURIComponent(carrierRef)}/label?format=${format}`),
      );
    },
    async track(carrierRef) {
      const answer = await send<WireTrackingAnswer>('GET', `/v1/shipments/${encodeURIComponent(carrierRef)}/tracking`);
      const state = CARRIER_SHIPMENT_STATUSES[answer.status as CarrierShipmentStatus];
      if (!state) throw new CarrierError('unreachable', serverText(S.unknownStatus, { carrier: name }));
      return { state, description: answer.description };
    },
    async updateAddress(carrierRef, state, recipient) {
      if (!ADDRESS_CHANGE_STATES[code].includes(state))
        throw new CarrierError('refused', serverText(S.noAddressChanges, { carrier: name }));
      await send('PUT', `/v1/shipments/${encodeURIComponent(carrierRef)}/recipient`, {
        recipient: toWireParty(recipient),
      });
    },
    async cancel(carrierRef) {
      await send('DELETE', `/v1/shipments/${encodeURIComponent(carrierRef)}`);
    },
  };
}
