import {
  DEFAULT_PRICING_MODEL,
  fulfilmentFeesOf,
  PRICING_MESSAGES,
  type PricingModel,
  type Quote,
  type QuoteRequestSchema,
  quoteOrder,
  type RatesRequestSchema,
  SERVICE_KINDS,
  type ServiceRate,
  serviceWindow,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { isFlagEnabled } from '../flags';
import { getPreferences } from '../preferences';
import * as q from './queries';

/** The account's rate card, or the default one; with the fulfilment fees always named. */
export async function getPricingModel(db: DbOrTx, accountId: string): Promise<PricingModel> {
  const model = ((await q.findPricingModel(db, accountId)) as PricingModel | undefined) ?? DEFAULT_PRICING_MODEL;
  return { ...model, fulfilment: fulfilmentFeesOf(model) };
}

/** The price of one order before it is placed; refused when the rate card has no rate for it. */
export async function quoteOrderCharge(
  db: Db,
  accountId: string,
  input: z.output<typeof QuoteRequestSchema>,
): Promise<Quote> {
  const quote = quoteOrder(await getPricingModel(db, accountId), input);
  if (!quote) throw new AppError('failed_precondition', PRICING_MESSAGES.noPrice);
  return quote;
}

/** Every service offered for the route, with its day by the account's cut-offs, its price and availability. */
export async function findRates(
  db: Db,
  who: Actor,
  input: z.output<typeof RatesRequestSchema>,
): Promise<ServiceRate[]> {
  const [model, preferences, isFourHourEnabled] = await Promise.all([
    getPricingModel(db, who.accountId),
    getPreferences(db, who.accountId),
    isFlagEnabled(db, who, 'shipments_partner_4hr'),
  ]);
  const now = new Date();
  return SERVICE_KINDS.map((serviceKind) => {
    const window = serviceWindow({
      now,
      kind: serviceKind,
      destinationEmirate: input.destinationEmirate,
      pickupEmirate: input.pickupEmirate,
      cutOffs: preferences,
      isFourHourEnabled,
    });
    const quote = quoteOrder(model, { ...input, serviceKind });
    return { serviceKind, window, quote: quote ?? null, isAvailable: window.isOffered && Boolean(quote) };
  });
}
