// Shipments: rates from every carrier that can carry, booking (checks, the carrier's label,
// customs documents), the record of what was booked, address corrections while allowed.
import {
  CARRIER_CODES,
  CARRIERS,
  type CarrierCode,
  type CarrierLabelFormat,
  type CarrierServiceCode,
  type Customs,
  carrierNames,
  carrierOffersService,
  carrierServesCountry,
  customsRequired,
  englishOf,
  type InternalBookingInputSchema,
  type InternationalBookingInputSchema,
  type RatesAnswer,
  type RatesInputSchema,
  type ServerText,
  SHIPMENT_MESSAGES,
  SHIPMENT_SENTENCES,
  type Shipment,
  type ShipmentDocument,
  type ShipmentKind,
  type ShipmentParty,
  ShipmentPartySchema,
  type ShipmentState,
  serverText,
  textOf,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, fieldError } from '../../../platform/errors';
import { listLocations } from '../../addresses';
import { findAccountById } from '../../identity';
import {
  type CarrierAdapter,
  type CarrierAdapters,
  CarrierError,
  type CarrierParcel,
  type FleetRecords,
  totalWeight,
} from '../adapters/carrier-adapter';
import { capabilityOf } from '../capabilities';
import * as q from '../queries';
import { shipmentDocumentPdf } from './documents';
import { effectiveFlow, evaluateBooking } from './settings';
import { scheduleTracking } from './tracking';

export type ShipmentsDeps = { db: Db; carriers: CarrierAdapters };

/** The carrier's report that it cannot deliver to the address, kept in the row's payload until corrected. */
export const addressIssueOf = (row: q.ShipmentRow): Shipment['addressIssue'] =>
  (row.payload?.addressIssue as Shipment['addressIssue'] | undefined) ?? null;

export function toShipment(row: q.ShipmentRow): Shipment {
  const carrier = row.carrier as CarrierCode;
  return {
    id: row.id,
    kind: row.kind as ShipmentKind,
    carrier,
    // A carrier since retired keeps its code as its name on the shipments it carried.
    carrierName: carrierNames(carrier, row.service).carrierName,
    service: row.service as CarrierServiceCode,
    state: row.state as ShipmentState,
    trackingNumber: row.trackingNumber,
    clientOrderId: row.clientOrderId,
    reference: row.reference,
    sender: (row.sender as ShipmentParty | null) ?? null,
    recipient: row.recipient as ShipmentParty,
    parcels: row.parcels as Shipment['parcels'],
    customs: (row.customs as Shipment['customs']) ?? null,
    documents: row.documents as ShipmentDocument[],
    labelFormat: row.labelFormat as CarrierLabelFormat,
    priceFils: row.priceFils,
    codAmountFils: row.codAmountFils,
    source: row.source as Shipment['source'],
    addressIssue: addressIssueOf(row),
    trackingEvents: (row.payload?.trackingEvents as Shipment['trackingEvents'] | undefined) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fleet adapter's view of our records. */
export function fleetRecords(db: Db): FleetRecords {
  return {
    async labelFacts(id) {
      const row = await q.findShipmentById(db, id);
      if (!row) return null;
      const s = toShipment(row);
      return {
        carrierName: s.carrierName,
        serviceName: carrierNames(s.carrier, s.service).serviceName,
        trackingNumber: s.trackingNumber,
        reference: s.id,
        from: s.sender ?? s.recipient,
        to: { ...s.recipient, region: s.recipient.region ?? null, postcode: s.recipient.postcode ?? null },
        weightKg: totalWeight(s.parcels),
        parcelCount: s.parcels.length,
      };
    },
    async state(id) {
      return ((await q.findShipmentById(db, id))?.state as ShipmentState | undefined) ?? null;
    },
  };
}

const toParcels = (
  parcels: { weightKg: number; lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null }[],
) =>
  parcels.map(
    (p): CarrierParcel => ({
      weightKg: p.weightKg,
      lengthCm: p.lengthCm ?? null,
      widthCm: p.widthCm ?? null,
      heightCm: p.heightCm ?? null,
    }),
  );

const S = SHIPMENT_MESSAGES;
const T = SHIPMENT_SENTENCES;

type Refusal = { rates: string | ServerText; booking: (carrier: string) => ServerText };

/** Why a carrier cannot take this shipment at all, before asking it, as the rates and a booking say it; null when it may. */
function refusalOf(
  adapter: CarrierAdapter,
  countryCode: string,
  parcels: CarrierParcel[],
  codAmountFils: number,
): Refusal | null {
  const capability = adapter.capabilities();
  if (!capability.isAvailable)
    return { rates: S.notConnected, booking: (carrier) => serverText(T.carrierNotConnected, { carrier }) };
  if (!carrierServesCountry(adapter.code, countryCode))
    return {
      rates: serverText(T.notToCountry, { country: countryCode }),
      booking: (carrier) => serverText(T.carrierNotToCountry, { carrier, country: countryCode }),
    };
  if (codAmountFils > 0 && !capability.supportsCod)
    return { rates: S.noCashOnDelivery, booking: (carrier) => serverText(T.carrierNoCashOnDelivery, { carrier }) };
  const kg = capability.maxParcelWeightKg;
  if (parcels.some((p) => p.weightKg > kg))
    return {
      rates: serverText(T.weightLimit, { kg }),
      booking: (carrier) => serverText(T.carrierWeightLimit, { carrier, kg }),
    };
  return null;
}

/** The carriers configured here: one with no configuration is offered nowhere. */
export const connectedCarriers = (carriers: CarrierAdapters) =>
  CARRIER_CODES.filter((code) => carriers[code].capabilities().isAvailable);

export async function rates(
  { db, carriers }: ShipmentsDeps,
  accountId: string,
  input: z.output<typeof RatesInputSchema>,
): Promise<RatesAnswer> {
  const parcels = toParcels(input.parcels);
  const answer: RatesAnswer = { rates: [], unavailable: [] };
  const from = await senderOf(db, accountId, undefined);
  const results = await Promise.all(
    connectedCarriers(carriers).map(async (code) => {
      const adapter = carriers[code];
      const refusal = refusalOf(adapter, input.recipient.countryCode, parcels, input.codAmountFils);
      if (refusal) return { code, refusal: refusal.rates };
      try {
        const quotes = await adapter.rates({
          origin: { countryCode: from.countryCode, city: from.city },
          destination: {
            countryCode: input.recipient.countryCode,
            region: input.recipient.region ?? null,
            city: input.recipient.city ?? null,
          },
          parcels,
          codAmountFils: input.codAmountFils,
        });
        return quotes.length > 0 ? { code, quotes } : { code, refusal: S.noServiceThere };
      } catch (error) {
        if (error instanceof CarrierError) return { code, refusal: error.text ?? error.message };
        throw error;
      }
    }),
  );
  for (const result of results) {
    const carrierName = CARRIERS[result.code].name;
    if ('refusal' in result && result.refusal) {
      answer.unavailable.push({
        carrier: result.code,
        carrierName,
        reason: englishOf(result.refusal),
        reasonText: textOf(result.refusal),
      });
      continue;
    }
    for (const quote of result.quotes ?? [])
      answer.rates.push({
        carrier: result.code,
        service: quote.service,
        ...carrierNames(result.code, quote.service),
        totalFils: quote.totalFils,
        currency: 'AED',
        transitDays: quote.transitDays,
      });
  }
  answer.rates.sort((a, b) => a.totalFils - b.totalFils);
  return answer;
}

/** The sender: the booking's, else the account's first pickup address. */
async function senderOf(db: Db, accountId: string, given: ShipmentParty | undefined): Promise<ShipmentParty> {
  if (given) return given;
  // The account's first pickup address (its addresses come oldest first): where its shipments leave from.
  const pickup = (await listLocations(db, accountId)).find((address) => address.kind === 'pickup');
  const account = await findAccountById(db, accountId);
  if (!pickup)
    return ShipmentPartySchema.parse({
      name: account?.name ?? 'Sender',
      phone: account?.phone || '+971400000000',
      line1: account?.name ?? 'Sender',
      city: 'Dubai',
      region: 'Dubai',
      countryCode: 'AE',
    });
  return {
    name: pickup.contactName,
    company: account?.name ?? null,
    phone: pickup.phone,
    email: null,
    line1: pickup.addressLine1,
    line2: pickup.addressLine2 || null,
    city: pickup.area,
    region: pickup.emirate,
    postcode: null,
    countryCode: 'AE',
  };
}

type BookingInput =
  | ({ kind: 'international' } & z.output<typeof InternationalBookingInputSchema>)
  | ({ kind: 'domestic' } & z.output<typeof InternalBookingInputSchema>);

function checkCarrier(input: BookingInput, adapter: CarrierAdapter, parcels: CarrierParcel[], codAmountFils: number) {
  const carrier = CARRIERS[input.carrier];
  if (!carrierOffersService(input.carrier, input.service))
    throw new AppError('invalid_argument', serverText(T.noSuchService, { carrier: carrier.name }), {
      details: { fields: [fieldError('service', serverText(T.chooseService, { carrier: carrier.name }))] },
    });
  const refusal = refusalOf(adapter, input.recipient.countryCode, parcels, codAmountFils);
  if (refusal) throw new AppError('failed_precondition', refusal.booking(carrier.name));
  if (input.kind === 'international' && input.recipient.countryCode === 'AE')
    throw new AppError('invalid_argument', S.internationalOutsideUae, {
      details: { fields: [{ field: 'recipient.countryCode', message: S.chooseCountryOutsideUae }] },
    });
  if (input.kind === 'domestic' && input.recipient.countryCode !== 'AE')
    throw new AppError('invalid_argument', S.domesticInsideUae, {
      details: { fields: [{ field: 'recipient.countryCode', message: S.chooseUae }] },
    });
  if (!carrier.labelFormats.includes(input.labelFormat))
    throw new AppError(
      'failed_precondition',
      serverText(T.labelFormats, { carrier: carrier.name, formats: carrier.labelFormats.join(' or ') }),
    );
}

const declaredValue = (customs: Customs | null) =>
  (customs?.lines ?? []).reduce((sum, line) => sum + line.unitValueMinor * line.quantity, 0);

/**
 * Books a shipment: the carrier's facts, the account's checks, then the carrier; the record is
 * written after the carrier answers. A client order id books once per account.
 */
export async function book(deps: ShipmentsDeps, accountId: string, input: BookingInput): Promise<Shipment> {
  const { db, carriers } = deps;
  const adapter = carriers[input.carrier];
  const parcels = toParcels(input.parcels);
  const codAmountFils = input.kind === 'domestic' ? input.codAmountFils : 0;
  checkCarrier(input, adapter, parcels, codAmountFils);
  if (input.clientOrderId && (await q.findShipmentByClientOrder(db, accountId, input.clientOrderId)))
    throw new AppError('already_exists', S.clientOrderIdTaken);

  const flow = await effectiveFlow(db, accountId, input.kind);
  const customs =
    input.kind === 'international'
      ? {
          ...input.customs,
          incoterm: input.customs.incoterm ?? flow.defaultIncoterm,
          contentsDescription: input.customs.contentsDescription || flow.defaultContentsDescription,
        }
      : null;
  const checks = await evaluateBooking(
    db,
    accountId,
    input.kind,
    {
      declaredValueFils: declaredValue(customs),
      weightKg: totalWeight(parcels),
      parcelCount: parcels.length,
      destinationCountry: input.recipient.countryCode,
    },
    { customsRequired: customsRequired(input.carrier, input.recipient.countryCode) },
  );
  if (checks.blocks.length > 0) throw new AppError('failed_precondition', checks.blocks.join(' '));
  const documents = checks.documents.map((d) => d.document);
  if (documents.length > 0 && !customs) throw new AppError('failed_precondition', S.needsCustomsLines);

  const id = randomId('shp');
  const sender = await senderOf(db, accountId, input.sender);
  let booking: Awaited<ReturnType<CarrierAdapter['book']>>;
  try {
    booking = await adapter.book({
      shipmentId: id,
      service: input.service,
      sender,
      recipient: input.recipient,
      parcels,
      customs,
      codAmountFils,
      labelFormat: input.labelFormat,
    });
  } catch (error) {
    throw carrierFailure(error);
  }
  const row = await q.insertShipment(db, {
    id,
    accountId,
    kind: input.kind,
    carrier: input.carrier,
    service: input.service,
    state: 'booked',
    trackingNumber: booking.trackingNumber,
    carrierRef: booking.carrierRef,
    clientOrderId: input.clientOrderId || null,
    reference: input.reference || null,
    sender,
    recipient: input.recipient,
    parcels,
    customs,
    documents,
    labelFormat: booking.label.format,
    label: booking.label.data.toString('base64'),
    priceFils: booking.totalFils,
    codAmountFils,
    source: 'dashboard',
    payload: booking.pickupRef ? { pickupRef: booking.pickupRef } : null,
  });
  if (!row) {
    // The same client order id won a race: give the carrier its booking back.
    await adapter.cancel(booking.carrierRef).catch(() => undefined);
    throw new AppError('already_exists', S.clientOrderIdTaken);
  }
  if (input.carrier !== 'sameday') await scheduleTracking(db, row.id);
  return toShipment(row);
}

export function carrierFailure(error: unknown): unknown {
  if (!(error instanceof CarrierError)) return error;
  const message = error.text ?? error.message;
  return error.kind === 'refused' ? new AppError('failed_precondition', message) : new AppError('unavailable', message);
}

export async function listShipments(
  db: Db,
  accountId: string,
  query: { client_order_id?: string; shipment_id?: string; limit: number },
) {
  const rows = await q.listShipments(db, accountId, {
    clientOrderId: query.client_order_id,
    shipmentId: query.shipment_id,
    limit: query.limit,
  });
  return { shipments: rows.map(toShipment) };
}

async function mine(db: Db, accountId: string, id: string) {
  const row = await q.findShipment(db, accountId, id);
  if (!row) throw new AppError('not_found', S.notFound);
  return row;
}

export async function label({ db, carriers }: ShipmentsDeps, accountId: string, id: string) {
  const row = await mine(db, accountId, id);
  const format = row.labelFormat as CarrierLabelFormat;
  let data: Buffer;
  if (row.label) data = Buffer.from(row.label, 'base64');
  else {
    try {
      data = (await carriers[row.carrier as CarrierCode].label(row.carrierRef, format)).data;
    } catch (error) {
      throw carrierFailure(error);
    }
    await q.updateShipment(db, row.id, { label: data.toString('base64') });
  }
  return {
    body: data,
    contentType: format === 'zpl' ? 'application/zpl' : 'application/pdf',
    filename: `label-${row.trackingNumber}.${format}`,
  };
}

export async function document(db: Db, accountId: string, id: string, kind: ShipmentDocument) {
  const shipment = toShipment(await mine(db, accountId, id));
  if (!shipment.customs || !shipment.documents.includes(kind)) throw new AppError('not_found', S.noSuchDocument);
  return {
    body: await shipmentDocumentPdf(shipment, kind),
    filename: `${kind.replace('_', '-')}-${shipment.id}.pdf`,
  };
}

export async function correctAddress(
  { db, carriers }: ShipmentsDeps,
  accountId: string,
  id: string,
  recipient: ShipmentParty,
) {
  const row = await mine(db, accountId, id);
  const current = row.recipient as ShipmentParty;
  if (recipient.countryCode !== current.countryCode)
    throw new AppError('invalid_argument', S.correctionSameCountry, {
      details: {
        fields: [fieldError('countryCode', serverText(T.keepCountry, { country: current.countryCode }))],
      },
    });
  const issue = addressIssueOf(row);
  // An exception other than the address (customs, a refused parcel) is not solved by a new address.
  if (row.state === 'exception' && !issue) throw new AppError('failed_precondition', S.noAddressAsked);
  try {
    await carriers[row.carrier as CarrierCode].updateAddress(row.carrierRef, row.state as ShipmentState, recipient);
  } catch (error) {
    throw carrierFailure(error);
  }
  // The carrier prints a new label with the new address: the next download asks it. The issue is solved.
  const payload = issue ? withoutAddressIssue(row.payload) : row.payload;
  const updated = await q.updateShipment(db, row.id, { recipient, label: null, payload });
  return toShipment(updated ?? row);
}

function withoutAddressIssue(payload: q.ShipmentRow['payload']) {
  const { addressIssue: _solved, ...rest } = payload ?? {};
  return Object.keys(rest).length > 0 ? rest : null;
}

export function capabilities({ carriers }: ShipmentsDeps) {
  return { carriers: connectedCarriers(carriers).map((code) => carriers[code].capabilities()) };
}

export { capabilityOf };
