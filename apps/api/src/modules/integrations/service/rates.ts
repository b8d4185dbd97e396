import { EMIRATES, quoteOrder, type ServiceKind, serviceWindow } from '@sameday/contract';
import { getPreferences } from '../../preferences';
import { getPricingModel } from '../../pricing';
import * as q from '../queries';
import type { IntegrationDeps } from './deps';

export type RateRequest = {
  rate?: {
    destination?: { country?: string | null; province?: string | null; city?: string | null } | null;
    items?: { grams?: number; quantity?: number }[] | null;
    currency?: string | null;
  } | null;
};
export type ShopRate = {
  service_name: string;
  service_code: string;
  total_price: string;
  currency: string;
  description?: string;
};

const KINDS: ServiceKind[] = ['same_day', 'next_day'];

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The live rates a shop's checkout shows: this account's services and rate-card prices for the
 * address, named with the cut-off ("Same day – order within 2 h 10 min", "Next day"); same day
 * only while its cut-off has not passed. Never fails the checkout: no rates on any problem.
 */
export async function liveRates(deps: IntegrationDeps, shop: string | null, request: RateRequest, now = new Date()) {
  try {
    if (!shop) return { rates: [] };
    const connection = await q.findHeldShop(deps.db, 'shopify', shop);
    if (connection?.status !== 'connected') return { rates: [] };
    const destination = request.rate?.destination;
    if ((destination?.country ?? 'AE').toUpperCase() !== 'AE') return { rates: [] };
    const words = [destination?.province, destination?.city].filter(Boolean).map((v) => String(v).toLowerCase());
    const emirate = EMIRATES.find((e) => words.some((w) => w.includes(e.toLowerCase())));
    if (!emirate) return { rates: [] };
    const [model, cutOffs] = await Promise.all([
      getPricingModel(deps.db, connection.accountId),
      getPreferences(deps.db, connection.accountId),
    ]);
    const items = (request.rate?.items ?? []).map((item) => ({
      quantity: item.quantity ?? 1,
      weightKg: Math.max(0.001, (item.grams ?? 500) / 1000),
    }));
    const rates: ShopRate[] = [];
    for (const kind of KINDS) {
      const window = serviceWindow({ now, kind, destinationEmirate: emirate, cutOffs, isFourHourEnabled: false });
      if (!window.isOffered || (kind === 'same_day' && window.rollsOver)) continue;
      const quote = quoteOrder(model, {
        serviceKind: kind,
        destinationEmirate: emirate,
        items,
        isCashOnDelivery: false,
      });
      if (!quote) continue;
      rates.push({
        service_name: kind === 'same_day' ? `Same day – order within ${duration(window.minutesLeft)}` : 'Next day',
        service_code: kind,
        total_price: String(quote.totalFils),
        currency: 'AED',
        description: `Delivered on ${window.serviceDate}`,
      });
    }
    return { rates };
  } catch {
    return { rates: [] };
  }
}
