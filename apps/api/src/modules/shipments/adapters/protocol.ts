// The partner carrier protocol (docs/guide/carriers-and-shipments.md, "What a real carrier adapter needs"): JSON over HTTPS,
// `authorization: Bearer <API key>`, amounts in AED fils, weights in kg. The HTTP adapter
// speaks it and the test stand-in answers it; a real carrier whose API differs gets an
// adapter of its own behind the same CarrierAdapter interface.
import type { ShipmentParty } from '@sameday/contract';

export type WireParty = {
  name: string;
  company: string | null;
  phone: string;
  email: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  country_code: string;
};

export type WireParcel = {
  weight_kg: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
};

/** POST /v1/rates */
export type WireRatesRequest = {
  destination: { country_code: string; region: string | null; city: string | null };
  parcels: WireParcel[];
  cod_amount_fils: number;
};
export type WireRatesAnswer = {
  rates: { service: string; amount_fils: number; currency: 'AED'; transit_days: number | null }[];
};

/** POST /v1/shipments — idempotent by `reference`: the same reference answers the first booking. */
export type WireShipmentRequest = {
  reference: string;
  service: string;
  label_format: 'pdf' | 'zpl';
  shipper: WireParty;
  recipient: WireParty;
  parcels: WireParcel[];
  customs: {
    currency: string;
    incoterm: string;
    contents_description: string | null;
    reason_for_export: string;
    lines: {
      description: string;
      hs_code: string;
      quantity: number;
      unit_value_minor: number;
      weight_kg: number | null;
      country_of_origin: string | null;
    }[];
  } | null;
  cod_amount_fils: number;
};
export type WireLabel = { format: 'pdf' | 'zpl'; data_base64: string };
export type WireShipmentAnswer = { id: string; tracking_number: string; amount_fils: number; label: WireLabel };

/** GET /v1/shipments/{id}/tracking */
export type WireTrackingAnswer = { status: string; description: string | null };

/** Any 4xx: the carrier refused, and says why. */
export type WireError = { error: { code: string; message: string } };

export const toWireParty = (party: ShipmentParty): WireParty => ({
  name: party.name,
  company: party.company ?? null,
  phone: party.phone,
  email: party.email ?? null,
  line1: party.line1,
  line2: party.line2 ?? null,
  city: party.city,
  region: party.region ?? null,
  postcode: party.postcode ?? null,
  country_code: party.countryCode,
});
