// One interface for every carrier (docs/decisions/036): the provider's own fleet works on our
// own data, the partner carriers through their HTTP APIs (http-carrier.ts). The booking
// service never knows which is which.
import {
  type CarrierCapability,
  type CarrierCode,
  type CarrierLabelFormat,
  type CarrierServiceCode,
  type Customs,
  englishOf,
  type ServerText,
  type ShipmentParty,
  type ShipmentState,
  textOf,
} from '@sameday/contract';

export type CarrierParcel = {
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
};

export type RateRequest = {
  /** Where the parcels leave from (the account's pickup address). */
  origin: { countryCode: string; city: string };
  destination: { countryCode: string; region: string | null; city: string | null };
  parcels: CarrierParcel[];
  codAmountFils: number;
};

export type CarrierQuote = { service: CarrierServiceCode; totalFils: number; transitDays: number | null };

export type BookRequest = {
  /** Our shipment id: the carrier keeps it as its reference, and a retried booking finds the first. */
  shipmentId: string;
  service: CarrierServiceCode;
  sender: ShipmentParty;
  recipient: ShipmentParty;
  parcels: CarrierParcel[];
  customs: (Customs & { incoterm: string }) | null;
  codAmountFils: number;
  labelFormat: CarrierLabelFormat;
};

export type CarrierLabel = { format: CarrierLabelFormat; data: Buffer };

export type Booking = {
  /** The carrier's id of the shipment. */
  carrierRef: string;
  trackingNumber: string;
  totalFils: number;
  label: CarrierLabel;
  /** The carrier's id of the collection it was asked for with the booking, if any. */
  pickupRef?: string | null;
};

/** One step of the carrier's tracking, in its own words. */
export type TrackingEvent = { code: string; description: string; at: string; location: string | null };

/** The carrier's latest state as ours (null: its latest step says nothing we track), and its steps. */
export type TrackingAnswer = { state: ShipmentState | null; description: string | null; events?: TrackingEvent[] };

/**
 * A carrier refused or could not be reached: said to the merchant as a failed precondition or
 * unavailable. A refusal written from a template keeps its id and values (`text`, decision 053);
 * a carrier's own words have none.
 */
export class CarrierError extends Error {
  readonly text: ServerText | null;

  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string | ServerText,
  ) {
    super(englishOf(message));
    this.text = textOf(message);
  }
}

export interface CarrierAdapter {
  readonly code: CarrierCode;
  /** What the carrier can do, and whether it is configured here. */
  capabilities(): CarrierCapability;
  /** Prices for every service the carrier offers for this shipment (empty when none). */
  rates(request: RateRequest): Promise<CarrierQuote[]>;
  book(request: BookRequest): Promise<Booking>;
  label(carrierRef: string, format: CarrierLabelFormat): Promise<CarrierLabel>;
  track(carrierRef: string): Promise<TrackingAnswer>;
  /** Corrects the recipient's address; refused (CarrierError 'refused') once the carrier no longer allows it. */
  updateAddress(carrierRef: string, state: ShipmentState, recipient: ShipmentParty): Promise<void>;
  cancel(carrierRef: string): Promise<void>;
}

export type CarrierAdapters = Record<CarrierCode, CarrierAdapter>;

export const totalWeight = (parcels: { weightKg: number }[]) => parcels.reduce((sum, p) => sum + p.weightKg, 0);

/** What a label shows; the fleet prints its own from our records. */
export type LabelFacts = {
  carrierName: string;
  serviceName: string;
  trackingNumber: string;
  reference: string | null;
  from: { name: string; city: string; countryCode: string };
  to: {
    name: string;
    line1: string;
    city: string;
    region: string | null;
    postcode: string | null;
    countryCode: string;
  };
  weightKg: number;
  parcelCount: number;
};

/**
 * What the fleet needs of our own records: a shipment's label facts and state, by its id. The
 * shipments service gives it (fleetRecords), so the fleet's adapter never reads the service.
 */
export type FleetRecords = {
  labelFacts(shipmentId: string): Promise<LabelFacts | null>;
  state(shipmentId: string): Promise<ShipmentState | null>;
};
