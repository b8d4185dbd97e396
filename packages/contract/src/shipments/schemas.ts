import { z } from 'zod';
import { CARRIER_CODES, CARRIER_LABEL_FORMATS, CarrierServiceCodeSchema } from '../carriers/carriers';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { ServerTextSchema } from '../server-text-schema';

/**
 * The shipment forms' field checks (a booking, its parties, parcels and customs lines, and the
 * shipments settings), in English as the API answers them; the dashboard shows them in Arabic.
 */
export const SHIPMENT_FIELD_MESSAGES = {
  chooseCountry: 'Choose a country',
  phoneWithCountryCode: 'Enter a phone number with its country code',
  validEmail: 'Enter a valid email',
  enterWeight: 'Enter the weight',
  enterHsCode: 'Enter the HS code',
  enterQuantity: 'Enter the quantity',
  wholeUnits: 'Whole units',
  atLeastOne: 'At least 1',
  enterValue: 'Enter the value',
  valueInMinorUnits: 'Value in minor units',
  atLeastOneCustomsLine: 'Add at least one customs line',
  atLeastOneParcel: 'Add at least one parcel',
  chooseKind: 'Choose international or domestic',
  enterAValue: 'Enter a value',
  sayWhy: 'Say why',
  chooseDocument: 'Choose the document this check requires',
  countryOperator: 'A country is compared with "is" or "is one of"',
} as const;

const text = (max: number, message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional();

export const CountryCodeSchema = z
  .string({ error: SHIPMENT_FIELD_MESSAGES.chooseCountry })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, FIELD_MESSAGES.countryCodeGb);

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, FIELD_MESSAGES.currencyCode);

/** Incoterms of the shipment: who pays duties and taxes at the destination. */
export const INCOTERMS = ['DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_LABELS: Record<Incoterm, string> = {
  DAP: 'DAP — the recipient pays duties',
  DDP: 'DDP — the sender pays duties',
};

/** Documents a shipment can need; the platform writes each one from the shipment's customs data. */
export const SHIPMENT_DOCUMENTS = ['commercial_invoice', 'packing_list'] as const;
export type ShipmentDocument = (typeof SHIPMENT_DOCUMENTS)[number];
export const SHIPMENT_DOCUMENT_LABELS: Record<ShipmentDocument, string> = {
  commercial_invoice: 'Commercial invoice',
  packing_list: 'Packing list',
};

export const SHIPMENT_KINDS = ['international', 'domestic'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

export const SHIPMENT_STATES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
  'cancelled',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Exception',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** A sender or recipient: who, and where. */
export const ShipmentPartySchema = z.object({
  name: text(120),
  company: optionalText(120),
  phone: z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, SHIPMENT_FIELD_MESSAGES.phoneWithCountryCode),
  email: z
    .email(SHIPMENT_FIELD_MESSAGES.validEmail)
    .max(200)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  /** An emirate inside the UAE, a state or province elsewhere. */
  region: optionalText(100),
  postcode: optionalText(20),
  countryCode: CountryCodeSchema,
});
export type ShipmentParty = z.output<typeof ShipmentPartySchema>;
export type ShipmentPartyInput = z.input<typeof ShipmentPartySchema>;

export const ParcelInputSchema = z.object({
  weightKg: z.number({ error: SHIPMENT_FIELD_MESSAGES.enterWeight }).positive(FIELD_MESSAGES.aboveZeroKg).max(1000),
  lengthCm: z.number().positive().max(500).nullable().optional(),
  widthCm: z.number().positive().max(500).nullable().optional(),
  heightCm: z.number().positive().max(500).nullable().optional(),
});
export type ParcelInput = z.input<typeof ParcelInputSchema>;

/** One line of the customs declaration. */
export const CustomsLineSchema = z.object({
  sku: optionalText(64),
  description: text(200),
  hsCode: z
    .string({ error: SHIPMENT_FIELD_MESSAGES.enterHsCode })
    .trim()
    .regex(/^[0-9.]{4,14}$/, FIELD_MESSAGES.hsCode),
  quantity: z
    .number({ error: SHIPMENT_FIELD_MESSAGES.enterQuantity })
    .int(SHIPMENT_FIELD_MESSAGES.wholeUnits)
    .min(1, SHIPMENT_FIELD_MESSAGES.atLeastOne)
    .max(100_000),
  /** Value of one unit, minor units of the declaration's currency. */
  unitValueMinor: z
    .number({ error: SHIPMENT_FIELD_MESSAGES.enterValue })
    .int(SHIPMENT_FIELD_MESSAGES.valueInMinorUnits)
    .min(0)
    .max(1_000_000_000),
  weightKg: z.number().positive().max(1000).nullable().optional(),
  countryOfOrigin: CountryCodeSchema.nullable().optional(),
});
export type CustomsLine = z.output<typeof CustomsLineSchema>;
export type CustomsLineInput = z.input<typeof CustomsLineSchema>;

export const CustomsSchema = z.object({
  currency: CurrencyCodeSchema.default('AED'),
  incoterm: z.enum(INCOTERMS).optional(),
  contentsDescription: optionalText(200),
  reasonForExport: z.enum(['sale', 'gift', 'sample', 'return']).default('sale'),
  lines: z.array(CustomsLineSchema).min(1, SHIPMENT_FIELD_MESSAGES.atLeastOneCustomsLine).max(100),
});
export type Customs = z.output<typeof CustomsSchema>;
export type CustomsInput = z.input<typeof CustomsSchema>;

const CarrierPickSchema = z.object({
  carrier: z.enum(CARRIER_CODES, { error: FIELD_MESSAGES.chooseCarrier }),
  service: CarrierServiceCodeSchema,
});

const bookingBase = {
  clientOrderId: optionalText(64),
  reference: optionalText(100),
  sender: ShipmentPartySchema.optional(),
  recipient: ShipmentPartySchema,
  parcels: z.array(ParcelInputSchema).min(1, SHIPMENT_FIELD_MESSAGES.atLeastOneParcel).max(50),
  labelFormat: z.enum(CARRIER_LABEL_FORMATS).default('pdf'),
};

export const InternationalBookingInputSchema = CarrierPickSchema.extend({
  ...bookingBase,
  customs: CustomsSchema,
});
export type InternationalBookingInput = z.input<typeof InternationalBookingInputSchema>;

export const InternalBookingInputSchema = CarrierPickSchema.extend({
  ...bookingBase,
  codAmountFils: z.number().int().min(0).max(10_000_000).default(0),
});
export type InternalBookingInput = z.input<typeof InternalBookingInputSchema>;

export const RatesInputSchema = z.object({
  recipient: z.object({ countryCode: CountryCodeSchema, region: optionalText(100), city: optionalText(100) }),
  parcels: z.array(ParcelInputSchema).min(1, SHIPMENT_FIELD_MESSAGES.atLeastOneParcel).max(50),
  codAmountFils: z.number().int().min(0).default(0),
});
export type RatesInput = z.input<typeof RatesInputSchema>;

export const CarrierRateSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  service: CarrierServiceCodeSchema,
  serviceName: z.string(),
  totalFils: z.number().int(),
  currency: z.literal('AED'),
  transitDays: z.number().int().nullable(),
});
export type CarrierRate = z.infer<typeof CarrierRateSchema>;

export const RatesAnswerSchema = z.object({
  rates: z.array(CarrierRateSchema),
  /** Carriers that cannot carry this shipment, and why: `reasonText` is its id and values, null for a carrier's own words (decision 053). */
  unavailable: z.array(
    z.object({
      carrier: z.enum(CARRIER_CODES),
      carrierName: z.string(),
      reason: z.string(),
      reasonText: ServerTextSchema.nullable().optional(),
    }),
  ),
});
export type RatesAnswer = z.infer<typeof RatesAnswerSchema>;

export const ShipmentSchema = z.object({
  id: z.string(),
  kind: z.enum(SHIPMENT_KINDS),
  carrier: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  service: CarrierServiceCodeSchema,
  state: z.enum(SHIPMENT_STATES),
  trackingNumber: z.string(),
  clientOrderId: z.string().nullable(),
  reference: z.string().nullable(),
  sender: ShipmentPartySchema.nullable(),
  recipient: ShipmentPartySchema,
  parcels: z.array(
    z.object({
      weightKg: z.number(),
      lengthCm: z.number().nullable(),
      widthCm: z.number().nullable(),
      heightCm: z.number().nullable(),
    }),
  ),
  customs: CustomsSchema.extend({ incoterm: z.enum(INCOTERMS) }).nullable(),
  documents: z.array(z.enum(SHIPMENT_DOCUMENTS)),
  labelFormat: z.enum(CARRIER_LABEL_FORMATS),
  priceFils: z.number().int(),
  codAmountFils: z.number().int(),
  source: z.enum(['dashboard', 'webhook']),
  /**
   * The carrier reported it cannot deliver to the recipient's address (what it said, when): the
   * address can be corrected (PATCH /shipments/address/{id}) until it is; null otherwise.
   */
  addressIssue: z.object({ description: z.string().nullable(), reportedAt: z.string() }).nullable(),
  /** The carrier's tracking steps as it last answered them (its own code and words), oldest first. */
  trackingEvents: z
    .array(z.object({ code: z.string(), description: z.string(), at: z.string(), location: z.string().nullable() }))
    .default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const ShipmentListQuerySchema = z.object({
  client_order_id: z.string().trim().max(64).optional(),
  shipment_id: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ShipmentListQuery = z.input<typeof ShipmentListQuerySchema>;

export const ShipmentListSchema = z.object({ shipments: z.array(ShipmentSchema) });
export type ShipmentList = z.infer<typeof ShipmentListSchema>;

export const AddressCorrectionSchema = ShipmentPartySchema;
export type AddressCorrection = z.input<typeof AddressCorrectionSchema>;

export const CarrierCapabilitySchema = z.object({
  code: z.enum(CARRIER_CODES),
  name: z.string(),
  description: z.string(),
  /** False when the carrier's connection is not configured on this platform. */
  isAvailable: z.boolean(),
  services: z.array(z.object({ code: CarrierServiceCodeSchema, name: z.string() })),
  countries: z.union([z.array(z.string()), z.literal('worldwide')]),
  supportsCod: z.boolean(),
  maxParcelWeightKg: z.number(),
  labelFormats: z.array(z.enum(CARRIER_LABEL_FORMATS)),
  customsRequiredOutsideUae: z.boolean(),
  /** States after which the carrier no longer accepts an address correction. */
  addressChangeAllowedIn: z.array(z.enum(SHIPMENT_STATES)),
});
export type CarrierCapability = z.infer<typeof CarrierCapabilitySchema>;
export const CarrierCapabilitiesSchema = z.object({ carriers: z.array(CarrierCapabilitySchema) });
export type CarrierCapabilities = z.infer<typeof CarrierCapabilitiesSchema>;

export const ShipmentDocumentParamsSchema = z.object({
  id: z.string().min(1).max(64),
  document: z.enum(SHIPMENT_DOCUMENTS, { error: 'Unknown document' }),
});
