// Aramex through its Shipping Services API, JSON binding (decision 069): CalculateRate for prices,
// CreateShipments with the label (report 9201) and CreatePickup for the booking, TrackShipments for
// the state. Configured by ClientInfo (ARAMEX_*); without it Aramex is not offered anywhere.
import {
  CARRIERS,
  type CarrierServiceCode,
  CARRIER_SENTENCES as S,
  type ShipmentParty,
  type ShipmentState,
  serverText,
} from '@sameday/contract';
import type { AramexApiConfig } from '../../../config';
import { capabilityOf } from '../capabilities';
import {
  type AramexAddress,
  type AramexAnswer,
  type AramexClientInfo,
  type AramexLabel,
  type AramexParty,
  type AramexPickupAnswer,
  type AramexPrintLabelAnswer,
  type AramexRateAnswer,
  type AramexShipmentAnswer,
  type AramexShipmentDetails,
  type AramexShipmentRequest,
  type AramexTrackingAnswer,
  fromWcfDate,
  wcfDate,
} from './aramex-wire';
import {
  type BookRequest,
  type CarrierAdapter,
  CarrierError,
  type CarrierParcel,
  type RateRequest,
  type TrackingAnswer,
  type TrackingEvent,
  totalWeight,
} from './carrier-adapter';
import { type CarrierHttp, jsonOf } from './carrier-http';

const NAME = CARRIERS.aramex.name;

/** Our services as Aramex's products. */
export const ARAMEX_PRODUCTS: Record<string, { group: 'EXP' | 'DOM'; type: string }> = {
  priority_parcel_express: { group: 'EXP', type: 'PPX' },
  economy_parcel_express: { group: 'EXP', type: 'EPX' },
  domestic_overnight: { group: 'DOM', type: 'ONP' },
};

/**
 * Aramex's update codes as our states. The codes Aramex documents for tracking; a code not listed
 * leaves the state as it is (its words still reach the shipment's steps).
 */
export const ARAMEX_UPDATE_CODES: Record<string, ShipmentState> = {
  SH014: 'booked',
  SH012: 'picked_up',
  SH001: 'in_transit',
  SH003: 'out_for_delivery',
  SH005: 'delivered',
  SH006: 'delivered',
  SH069: 'returned',
};

/** The label Aramex prints for a shipment: 4×6 inch PDF. */
const LABEL_REPORT = { ReportID: 9201, ReportType: 'RPT' } as const;

const servicesTo = (origin: string, destination: string) =>
  Object.keys(ARAMEX_PRODUCTS).filter(
    (code) => (ARAMEX_PRODUCTS[code]?.group === 'DOM') === (origin.toUpperCase() === destination.toUpperCase()),
  ) as CarrierServiceCode[];

const address = (place: {
  line1?: string;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  countryCode: string;
}): AramexAddress => ({
  Line1: place.line1 ?? '',
  Line2: place.line2 ?? '',
  Line3: '',
  City: place.city ?? '',
  StateOrProvinceCode: place.region ?? '',
  PostCode: place.postcode ?? '',
  CountryCode: place.countryCode.toUpperCase(),
});

const party = (who: ShipmentParty, reference: string, accountNumber: string | null): AramexParty => ({
  Reference1: reference,
  AccountNumber: accountNumber,
  PartyAddress: address(who),
  Contact: {
    PersonName: who.name,
    CompanyName: who.company || who.name,
    PhoneNumber1: who.phone,
    CellPhone: who.phone,
    EmailAddress: who.email ?? '',
  },
});

function details(service: CarrierServiceCode, parcels: CarrierParcel[], extra: Partial<AramexShipmentDetails> = {}) {
  const product = ARAMEX_PRODUCTS[service];
  if (!product) throw new CarrierError('refused', `${NAME}: no product for ${service}`);
  const kg = Number(totalWeight(parcels).toFixed(3));
  const first = parcels[0];
  const measured = parcels.length === 1 && first?.lengthCm && first.widthCm && first.heightCm;
  return {
    Dimensions: measured
      ? { Length: first.lengthCm ?? 0, Width: first.widthCm ?? 0, Height: first.heightCm ?? 0, Unit: 'CM' }
      : null,
    ActualWeight: { Unit: 'KG', Value: kg },
    ChargeableWeight: { Unit: 'KG', Value: kg },
    NumberOfPieces: parcels.length,
    ProductGroup: product.group,
    ProductType: product.type,
    PaymentType: 'P',
    PaymentOptions: '',
    Services: '',
    DescriptionOfGoods: '',
    GoodsOriginCountry: '',
    CustomsValueAmount: null,
    Items: [],
    ...extra,
  } satisfies AramexShipmentDetails;
}

/** Aramex's own words for a refusal: its notifications, code and message. */
const refusal = (answer: AramexAnswer) =>
  new CarrierError(
    'refused',
    `${NAME}: ${(answer.Notifications ?? []).map((n) => `${n.Code} ${n.Message}`).join('; ') || 'refused'}`,
  );

const labelBytes = (label: AramexLabel | null): Buffer | null => {
  const contents = label?.LabelFileContents;
  if (!contents || contents.length === 0) return null;
  return Array.isArray(contents) ? Buffer.from(contents) : Buffer.from(contents, 'base64');
};

/** CreateShipments' body for a booking (ClientInfo is added by the call). */
function shipmentRequest(
  request: BookRequest,
  accountNumber: string | null,
): Omit<AramexShipmentRequest, 'ClientInfo'> {
  const customs = request.customs;
  const now = new Date();
  return {
    Transaction: { Reference1: request.shipmentId },
    LabelInfo: LABEL_REPORT,
    Shipments: [
      {
        Reference1: request.shipmentId,
        Shipper: party(request.sender, request.shipmentId, accountNumber),
        Consignee: party(request.recipient, request.shipmentId, null),
        ShippingDateTime: wcfDate(now),
        DueDate: wcfDate(new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)),
        Comments: '',
        PickupLocation: 'Reception',
        Details: details(request.service, request.parcels, {
          // FRDM (free domicile): the shipper pays the duties and taxes, as DDP says.
          Services: customs?.incoterm === 'DDP' ? 'FRDM' : '',
          DescriptionOfGoods: (customs?.contentsDescription || customs?.lines[0]?.description || 'Goods').slice(0, 100),
          GoodsOriginCountry: customs?.lines[0]?.countryOfOrigin ?? 'AE',
          CustomsValueAmount: customs
            ? {
                CurrencyCode: customs.currency,
                Value: customs.lines.reduce((sum, l) => sum + l.unitValueMinor * l.quantity, 0) / 100,
              }
            : null,
          Items: (customs?.lines ?? []).map((line) => ({
            PackageType: 'Box',
            Quantity: line.quantity,
            Weight: { Unit: 'KG', Value: line.weightKg ?? 0 },
            Comments: line.description,
            Reference: line.hsCode,
          })),
        }),
      },
    ],
  };
}

/** Aramex's steps for one waybill, oldest first, and the latest as our state. */
function trackingOf(answer: AramexTrackingAnswer, carrierRef: string): TrackingAnswer {
  const results = answer.TrackingResults?.find((r) => r.Key === carrierRef)?.Value ?? [];
  const events: TrackingEvent[] = results
    .map((r) => ({
      code: r.UpdateCode,
      description: r.UpdateDescription,
      at: fromWcfDate(r.UpdateDateTime)?.toISOString() ?? '',
      location: r.UpdateLocation || null,
    }))
    .filter((e) => e.at)
    .sort((a, b) => a.at.localeCompare(b.at));
  const latest = events.at(-1);
  return {
    state: latest ? (ARAMEX_UPDATE_CODES[latest.code] ?? null) : null,
    description: latest?.description ?? null,
    events,
  };
}

export function createAramexAdapter(api: AramexApiConfig | null, http: CarrierHttp): CarrierAdapter {
  const clientInfo = (): AramexClientInfo => {
    if (!api) throw new CarrierError('unreachable', serverText(S.notConnected, { carrier: NAME }));
    return { ...api.clientInfo, Version: 'v1.0', Source: 24 };
  };

  /** One call: Aramex's answer, refused when it has errors, unreachable when it did not answer as documented. */
  async function call<T extends AramexAnswer>(path: string, body: Record<string, unknown>): Promise<T> {
    const ClientInfo = clientInfo();
    const answer = await http({ method: 'POST', url: `${api?.baseUrl}${path}`, json: { ClientInfo, ...body } });
    if (answer.status >= 500 || answer.status === 0)
      throw new CarrierError('unreachable', serverText(S.couldNotAnswer, { carrier: NAME, status: answer.status }));
    const parsed = jsonOf<T>(answer, NAME);
    if (parsed.HasErrors || answer.status >= 400) throw refusal(parsed);
    return parsed;
  }

  async function priceOf(request: RateRequest, service: CarrierServiceCode): Promise<number | null> {
    try {
      const answer = await call<AramexRateAnswer>('/RateCalculator/Service_1_0.svc/json/CalculateRate', {
        Transaction: { Reference1: '' },
        OriginAddress: address(request.origin),
        DestinationAddress: address(request.destination),
        ShipmentDetails: details(service, request.parcels),
        PreferredCurrencyCode: 'AED',
      });
      const total = answer.TotalAmount;
      return total && total.CurrencyCode === 'AED' ? Math.round(total.Value * 100) : null;
    } catch (error) {
      // One product Aramex does not offer there is no price, not a failure of the others; a
      // ClientInfo it does not know (ERR01) is said as Aramex says it.
      if (error instanceof CarrierError && error.kind === 'refused' && !error.message.includes('ERR01')) return null;
      throw error;
    }
  }

  async function labelFrom(label: AramexLabel | null): Promise<Buffer> {
    const bytes = labelBytes(label);
    if (bytes) return bytes;
    if (!label?.LabelURL) throw new CarrierError('refused', `${NAME}: no label in the answer`);
    const file = await http({ method: 'GET', url: label.LabelURL });
    if (file.status !== 200)
      throw new CarrierError('unreachable', serverText(S.couldNotAnswer, { carrier: NAME, status: file.status }));
    return file.body;
  }

  /** A collection for the booked shipment; the booking stands without it (Aramex also collects on a call). */
  async function requestPickup(request: BookRequest, awb: string): Promise<string | null> {
    const product = ARAMEX_PRODUCTS[request.service];
    const ready = new Date(Date.now() + 60 * 60 * 1000);
    const last = new Date(ready.getTime() + 6 * 60 * 60 * 1000);
    const answer = await call<AramexPickupAnswer>('/Shipping/Service_1_0.svc/json/CreatePickup', {
      Transaction: { Reference1: request.shipmentId },
      LabelInfo: LABEL_REPORT,
      Pickup: {
        PickupAddress: address(request.sender),
        PickupContact: party(request.sender, request.shipmentId, null).Contact,
        PickupLocation: 'Reception',
        PickupDate: wcfDate(ready),
        ReadyTime: wcfDate(ready),
        LastPickupTime: wcfDate(last),
        ClosingTime: wcfDate(last),
        Reference1: request.shipmentId,
        Status: 'Ready',
        ExistingShipments: [
          { Number: awb, OriginEntity: api?.clientInfo.AccountEntity ?? '', ProductGroup: product?.group },
        ],
        PickupItems: [
          {
            ProductGroup: product?.group,
            ProductType: product?.type,
            NumberOfShipments: 1,
            PackageType: 'Box',
            Payment: 'P',
            ShipmentWeight: { Unit: 'KG', Value: totalWeight(request.parcels) },
            NumberOfPieces: request.parcels.length,
          },
        ],
      },
    }).catch(() => null);
    return answer?.ProcessedPickup?.GUID ?? null;
  }

  return {
    code: 'aramex',
    capabilities: () => capabilityOf('aramex', api !== null),
    async rates(request) {
      if (!api || request.parcels.some((p) => p.weightKg > CARRIERS.aramex.maxParcelWeightKg)) return [];
      const services = servicesTo(request.origin.countryCode, request.destination.countryCode);
      const prices = await Promise.all(services.map((service) => priceOf(request, service)));
      return services.flatMap((service, i) => {
        const totalFils = prices[i];
        return totalFils == null ? [] : [{ service, totalFils, transitDays: null }];
      });
    },
    async book(request) {
      const origin = { countryCode: request.sender.countryCode, city: request.sender.city };
      const destination = {
        countryCode: request.recipient.countryCode,
        region: request.recipient.region ?? null,
        city: request.recipient.city,
      };
      const totalFils = await priceOf(
        { origin, destination, parcels: request.parcels, codAmountFils: 0 },
        request.service,
      );
      if (totalFils === null)
        throw new CarrierError('refused', `${NAME}: no ${request.service} price for this shipment`);
      const body = shipmentRequest(request, api?.clientInfo.AccountNumber ?? null);
      const answer = await call<AramexShipmentAnswer>('/Shipping/Service_1_0.svc/json/CreateShipments', body);
      const shipment = answer.Shipments?.[0];
      if (!shipment || shipment.HasErrors) throw refusal(shipment ?? answer);
      return {
        carrierRef: shipment.ID,
        trackingNumber: shipment.ID,
        totalFils,
        label: { format: 'pdf', data: await labelFrom(shipment.ShipmentLabel) },
        pickupRef: await requestPickup(request, shipment.ID),
      };
    },
    async label(carrierRef) {
      const answer = await call<AramexPrintLabelAnswer>('/Shipping/Service_1_0.svc/json/PrintLabel', {
        Transaction: { Reference1: carrierRef },
        ShipmentNumber: carrierRef,
        ProductGroup: '',
        OriginEntity: api?.clientInfo.AccountEntity ?? '',
        LabelInfo: LABEL_REPORT,
      });
      return { format: 'pdf', data: await labelFrom(answer.ShipmentLabel) };
    },
    async track(carrierRef) {
      const answer = await call<AramexTrackingAnswer>('/Tracking/Service_1_0.svc/json/TrackShipments', {
        Transaction: { Reference1: carrierRef },
        Shipments: [carrierRef],
        GetLastTrackingUpdateOnly: false,
      });
      if (answer.NonExistingWaybills?.includes(carrierRef))
        throw new CarrierError('refused', `${NAME}: no waybill ${carrierRef}`);
      return trackingOf(answer, carrierRef);
    },
    async updateAddress() {
      // The Shipping Services API has no call that changes a consignee once the waybill exists.
      throw new CarrierError('refused', serverText(S.noAddressChanges, { carrier: NAME }));
    },
    async cancel() {
      // Nor one that voids a waybill: Aramex's customer service does, on a call.
      throw new CarrierError('refused', `${NAME}: a waybill is voided through Aramex's customer service`);
    },
  };
}
