// The carriers a shipment can go with, their services, coverage and rate cards.
// Zod-light and pure: the dispatcher prices a decision with `carrierRateFils` without calling
// a carrier, and the shipments module books with the same facts.
import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { isMainEmirate } from '../orders/cut-offs';

export const CARRIER_CODES = ['sameday', 'aramex', 'karrio'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];
export const CarrierCodeSchema = z.enum(CARRIER_CODES, { error: FIELD_MESSAGES.chooseCarrier });

export const CARRIER_SERVICE_CODES = [
  'same_day',
  'next_day',
  'four_hour',
  /** Aramex's products (ProductGroup/ProductType): EXP/PPX, EXP/EPX, DOM/ONP. */
  'priority_parcel_express',
  'economy_parcel_express',
  'domestic_overnight',
] as const;
/**
 * A service reached through a Karrio server: `<carrier_name>:<service>` as Karrio names them
 * (`dhl_express:dhl_express_worldwide`), known only once Karrio answers the rates (decision 070).
 */
export type KarrioServiceCode = `${string}:${string}`;
export const KARRIO_SERVICE_PATTERN = /^[a-z0-9_]{1,60}:[a-z0-9_]{1,100}$/;
export const isKarrioService = (service: string): service is KarrioServiceCode => KARRIO_SERVICE_PATTERN.test(service);

export type CarrierServiceCode = (typeof CARRIER_SERVICE_CODES)[number] | KarrioServiceCode;
export const CarrierServiceCodeSchema = z.union(
  [z.enum(CARRIER_SERVICE_CODES), z.templateLiteral([z.string(), ':', z.string()]).refine(isKarrioService)],
  { error: FIELD_MESSAGES.chooseService },
);

/** Label formats a carrier can print: PDF (A6 page) or ZPL for thermal printers. */
export const CARRIER_LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type CarrierLabelFormat = (typeof CARRIER_LABEL_FORMATS)[number];

/** The six GCC countries (ISO 3166-1 alpha-2). */
export const GCC_COUNTRIES = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM'] as const;

/**
 * Pricing zones of the rate cards: inside the UAE by emirate (Dubai and Abu Dhabi are the
 * main zone, as for orders), then the other GCC countries, then the rest of the world.
 */
export const CARRIER_ZONES = ['uae_main', 'uae_other', 'gcc', 'world'] as const;
export type CarrierZone = (typeof CARRIER_ZONES)[number];

/** One line of a carrier's rate card: the price of a service into a zone. */
export type CarrierRateLine = {
  service: CarrierServiceCode;
  zone: CarrierZone;
  /** Price of the first `includedWeightKg`, in fils (AED/100). */
  baseFils: number;
  /** Price of every started kilogram above `includedWeightKg`, in fils. */
  perExtraKgFils: number;
};

export type CarrierRateCard = {
  currency: 'AED';
  includedWeightKg: number;
  /** Added once per shipment when cash is collected on delivery (carriers with COD only). */
  codFeeFils: number;
  lines: readonly CarrierRateLine[];
};

export type CarrierService = { code: CarrierServiceCode; name: string };

export type CarrierDefinition = {
  code: CarrierCode;
  name: string;
  description: string;
  services: readonly CarrierService[];
  /** ISO country codes served, or 'worldwide'. */
  countries: readonly string[] | 'worldwide';
  supportsCod: boolean;
  maxParcelWeightKg: number;
  labelFormats: readonly CarrierLabelFormat[];
  /** Customs data (HS codes, values, incoterms) is required for destinations outside the UAE. */
  customsRequiredOutsideUae: boolean;
  rateCard: CarrierRateCard;
};

const line = (service: CarrierServiceCode, zone: CarrierZone, baseFils: number, perExtraKgFils: number) =>
  ({ service, zone, baseFils, perExtraKgFils }) as const;

export const CARRIERS: Record<CarrierCode, CarrierDefinition> = {
  sameday: {
    code: 'sameday',
    name: 'Sameday fleet',
    description: "The provider's own couriers, across the UAE.",
    services: [
      { code: 'same_day', name: 'Same day' },
      { code: 'next_day', name: 'Next day' },
      { code: 'four_hour', name: '4-hour' },
    ],
    countries: ['AE'],
    supportsCod: true,
    maxParcelWeightKg: 30,
    labelFormats: ['pdf'],
    customsRequiredOutsideUae: false,
    rateCard: {
      currency: 'AED',
      includedWeightKg: 1,
      codFeeFils: 500,
      lines: [
        line('four_hour', 'uae_main', 3500, 200),
        line('same_day', 'uae_main', 2500, 200),
        line('same_day', 'uae_other', 3000, 200),
        line('next_day', 'uae_main', 2000, 200),
        line('next_day', 'uae_other', 2500, 200),
      ],
    },
  },
  aramex: {
    code: 'aramex',
    name: 'Aramex',
    description: 'Express parcels across the UAE, the GCC and worldwide, booked through Aramex.',
    services: [
      { code: 'priority_parcel_express', name: 'Priority Parcel Express' },
      { code: 'economy_parcel_express', name: 'Economy Parcel Express' },
      { code: 'domestic_overnight', name: 'Domestic Overnight' },
    ],
    countries: 'worldwide',
    supportsCod: false,
    maxParcelWeightKg: 70,
    labelFormats: ['pdf'],
    customsRequiredOutsideUae: true,
    // The dispatcher's estimate when it weighs a rule (decision 069); a booking is priced by
    // Aramex's own CalculateRate answer, never by this card.
    rateCard: {
      currency: 'AED',
      includedWeightKg: 1,
      codFeeFils: 0,
      lines: [
        line('domestic_overnight', 'uae_main', 4000, 150),
        line('domestic_overnight', 'uae_other', 5000, 150),
        line('priority_parcel_express', 'gcc', 9500, 2500),
        line('priority_parcel_express', 'world', 18000, 6000),
        line('economy_parcel_express', 'gcc', 6500, 1500),
        line('economy_parcel_express', 'world', 12000, 3500),
      ],
    },
  },
  karrio: {
    code: 'karrio',
    name: 'Karrio',
    description: 'Every carrier connected to our Karrio server, priced and booked through Karrio.',
    // Karrio's services are its carriers', named in each rate it answers (`<carrier_name>:<service>`).
    services: [],
    countries: 'worldwide',
    supportsCod: false,
    maxParcelWeightKg: 70,
    labelFormats: ['pdf'],
    customsRequiredOutsideUae: true,
    // No estimate: Karrio's carriers and prices are known only from its answer, so the dispatcher
    // does not weigh rules with it (decision 070).
    rateCard: { currency: 'AED', includedWeightKg: 1, codFeeFils: 0, lines: [] },
  },
};

export const CARRIER_LIST: readonly CarrierDefinition[] = CARRIER_CODES.map((code) => CARRIERS[code]);

/** The zone of a destination: UAE by emirate, GCC, or the world. */
export function carrierZone(countryCode: string, emirate?: string | null): CarrierZone {
  const country = countryCode.toUpperCase();
  if (country === 'AE') return emirate && isMainEmirate(emirate) ? 'uae_main' : 'uae_other';
  return (GCC_COUNTRIES as readonly string[]).includes(country) ? 'gcc' : 'world';
}

export function carrierServesCountry(code: CarrierCode, countryCode: string): boolean {
  const { countries } = CARRIERS[code];
  return countries === 'worldwide' || countries.includes(countryCode.toUpperCase());
}

export function carrierOffersService(code: CarrierCode, service: string): service is CarrierServiceCode {
  if (code === 'karrio') return isKarrioService(service);
  return CARRIERS[code].services.some((s) => s.code === service);
}

/** Whether customs data is needed for this carrier and destination. */
export function customsRequired(code: CarrierCode, countryCode: string): boolean {
  return CARRIERS[code].customsRequiredOutsideUae && countryCode.toUpperCase() !== 'AE';
}

export type CarrierRateInput = {
  carrier: CarrierCode;
  service: CarrierServiceCode;
  countryCode: string;
  emirate?: string | null;
  /** Total weight of the shipment, kg. */
  weightKg: number;
  isCod?: boolean;
};

/**
 * The price of a shipment from the carrier's rate card, in fils, or null when the carrier
 * has no price for that service into that zone (or cannot collect cash when COD is asked).
 */
export function carrierRateFils(input: CarrierRateInput): number | null {
  const carrier = CARRIERS[input.carrier];
  if (!carrierServesCountry(input.carrier, input.countryCode)) return null;
  if (input.isCod && !carrier.supportsCod) return null;
  const zone = carrierZone(input.countryCode, input.emirate);
  const rate = carrier.rateCard.lines.find((l) => l.service === input.service && l.zone === zone);
  if (!rate) return null;
  const extraKg = Math.max(0, Math.ceil(input.weightKg - carrier.rateCard.includedWeightKg));
  const cod = input.isCod ? carrier.rateCard.codFeeFils : 0;
  return rate.baseFils + extraKg * rate.perExtraKgFils + cod;
}

/** Words of Karrio's carrier and service names written in capitals or their own way. */
const KARRIO_WORDS: Record<string, string> = {
  dhl: 'DHL',
  ups: 'UPS',
  usps: 'USPS',
  tnt: 'TNT',
  dpd: 'DPD',
  gls: 'GLS',
  fedex: 'FedEx',
  sf: 'SF',
};
const titled = (slug: string) =>
  slug
    .split('_')
    .filter(Boolean)
    .map((word) => KARRIO_WORDS[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');

/**
 * A shipment's carrier and service as the merchant reads them. Through Karrio, its own carrier
 * and service: `dhl_express:dhl_express_worldwide` is "DHL Express via Karrio", "Express Worldwide".
 */
export function carrierNames(carrier: string, service: string): { carrierName: string; serviceName: string } {
  if (carrier === 'karrio' && isKarrioService(service)) {
    const [name = '', product = ''] = service.split(':');
    const first = `${name.split('_')[0]}_`;
    return {
      carrierName: `${titled(name)} via Karrio`,
      serviceName: titled(product.startsWith(first) ? product.slice(first.length) : product),
    };
  }
  const known = CARRIERS[carrier as CarrierCode];
  return {
    carrierName: known?.name ?? carrier,
    serviceName: known?.services.find((s) => s.code === service)?.name ?? service,
  };
}
