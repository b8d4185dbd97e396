// The account's rate card and the quote of an order, in integer fils (AED/100).
// The types are those of the answer schemas (pricing/schemas.ts); this file stays free of zod.
import { VAT_PERCENT } from '../finance/periods';
import type { FulfilmentFees, PricingModel, Quote, Zone } from '../pricing/schemas';
import { isMainEmirate, type ServiceKind } from './cut-offs';

export const DEFAULT_PRICING_MODEL: PricingModel = {
  currency: 'AED',
  rates: [
    { serviceKind: 'four_hour', zone: 'main', baseFils: 3500 },
    { serviceKind: 'same_day', zone: 'main', baseFils: 2500 },
    { serviceKind: 'same_day', zone: 'other', baseFils: 3000 },
    { serviceKind: 'next_day', zone: 'main', baseFils: 1800 },
    { serviceKind: 'next_day', zone: 'other', baseFils: 2200 },
  ],
  includedWeightKg: 5,
  perExtraKgFils: 200,
  codFeeFils: 500,
};

/** Fulfilment's list prices: what an account pays unless its rate card says otherwise. */
export const DEFAULT_FULFILMENT_FEES: FulfilmentFees = {
  storageShelfFilsPerMonth: 4000,
  storagePalletFilsPerMonth: 12000,
  pickPackFilsPerOrder: 600,
  pickPackFilsPerExtraItem: 150,
};

/** The fulfilment fees of a rate card (the list prices when it names none). */
export function fulfilmentFeesOf(model: PricingModel): FulfilmentFees {
  return model.fulfilment ?? DEFAULT_FULFILMENT_FEES;
}

export type QuoteInput = {
  serviceKind: ServiceKind;
  destinationEmirate: string;
  items: { quantity: number; weightKg: number }[];
  isCashOnDelivery: boolean;
};

export function zoneOf(emirate: string): Zone {
  return isMainEmirate(emirate) ? 'main' : 'other';
}

/** The price of an order, or undefined when the rate card has no rate for it. */
export function quoteOrder(model: PricingModel, input: QuoteInput): Quote | undefined {
  const rate = model.rates.find(
    (r) => r.serviceKind === input.serviceKind && r.zone === zoneOf(input.destinationEmirate),
  );
  if (!rate) return undefined;
  // Summed in whole grams: in floating-point kilograms 5 × 0.81 + 0.95 is 5.000000000000001 and would charge 6 kg.
  const totalGrams = input.items.reduce((sum, item) => sum + item.quantity * Math.round(item.weightKg * 1000), 0);
  const chargeableWeightKg = Math.ceil(totalGrams / 1000);
  const extraKg = Math.max(0, chargeableWeightKg - model.includedWeightKg);
  const weightFils = extraKg * model.perExtraKgFils;
  const codFeeFils = input.isCashOnDelivery ? model.codFeeFils : 0;
  return {
    currency: 'AED',
    baseFils: rate.baseFils,
    weightFils,
    codFeeFils,
    totalFils: rate.baseFils + weightFils + codFeeFils,
    chargeableWeightKg,
  };
}

/** "AED 25.00" from fils. */
/** One formatter for every amount: `toLocaleString` with options builds a new one each call. */
const AED_NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAed(fils: number): string {
  return `AED ${AED_NUMBER.format(fils / 100)}`;
}

/**
 * Rate-card prices (the quote, an order's price) are before VAT: the monthly invoice adds
 * VAT at VAT_PERCENT on the month's subtotal (finance's issueInvoices). Every price the
 * merchant reads says so, in these words.
 */
export const PRICES_INCLUDE_VAT = false;
export const VAT_WORDING = PRICES_INCLUDE_VAT ? 'incl. VAT' : 'excl. VAT';
/** The sentence under a total: how VAT reaches the merchant. */
export const VAT_NOTE = PRICES_INCLUDE_VAT
  ? `Includes VAT at ${VAT_PERCENT}%.`
  : `VAT at ${VAT_PERCENT}% is added on your monthly invoice.`;

/** "AED 25.00 excl. VAT": a price as the merchant reads it (cash on delivery amounts are not prices). */
export function formatCharge(fils: number): string {
  return `${formatAed(fils)} ${VAT_WORDING}`;
}
