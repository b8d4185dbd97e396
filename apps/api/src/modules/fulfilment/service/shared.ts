import {
  FULFILMENT_LOCATIONS,
  FULFILMENT_MESSAGES,
  type FulfilmentLocation,
  type InventoryItem,
  type LocationStock,
  STOCK_MOVEMENT_MESSAGES,
} from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { accountNames, userDisplayName } from '../../identity';
import * as q from '../queries';

/** Who did something: a user, or a system (the internal path). */
export type Actor = { userId: number | null; name: string };

export async function actorOf(db: DbOrTx, caller: Caller): Promise<Actor> {
  return {
    userId: caller.userId,
    name: (await userDisplayName(db, caller.userId)) ?? STOCK_MOVEMENT_MESSAGES.merchant,
  };
}

/** The accounts of the rows of a list across accounts, named (operations' lists). */
export async function namesOfAccounts(db: DbOrTx, rows: readonly { accountId: string }[]) {
  const names = await accountNames(db, [...new Set(rows.map((row) => row.accountId))]);
  return names.sort((a, b) => a.id.localeCompare(b.id));
}

export const SYSTEM_ACTOR: Actor = { userId: null, name: STOCK_MOVEMENT_MESSAGES.warehouseSystem };

/** A record of the account that is not there, with the contract's sentence for it. */
export const notFound = (message: string) => new AppError('not_found', message);

/** Fulfilment calls of an account need the capability operations give. */
export async function assertFulfilmentAccount(db: DbOrTx, accountId: string) {
  const capability = await q.findCapability(db, accountId);
  if (!capability?.enabled)
    throw new AppError('failed_precondition', FULFILMENT_MESSAGES.notFulfilmentAccount, {
      details: { reason: 'not_fulfilment_account' },
    });
}

export const offsetOf = (page: { page: number; limit: number }) => (page.page - 1) * page.limit;

export const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

const isLow = (available: number, threshold: number) => available <= 0 || (threshold > 0 && available <= threshold);

/** A product's stock per location and in total; a bundle's from its components (whole bundles only). */
export function stockOf(
  product: q.ProductRow,
  stockByProduct: Map<string, q.StockRow[]>,
  components: readonly { componentId: string; quantity: number }[],
): Omit<InventoryItem, 'sku' | 'productName' | 'isBundle' | 'archived'> {
  const threshold = product.lowStockThreshold;
  const locations: LocationStock[] = FULFILMENT_LOCATIONS.map((location) => {
    const { onHand, reserved } = product.isBundle
      ? bundleStock(stockByProduct, components, location)
      : rowStock(stockByProduct.get(product.id) ?? [], location);
    const available = Math.max(onHand - reserved, 0);
    return {
      location,
      onHand,
      reserved,
      available,
      lowStockThreshold: threshold,
      lowStock: isLow(available, threshold),
    };
  });
  const onHand = locations.reduce((sum, l) => sum + l.onHand, 0);
  const reserved = locations.reduce((sum, l) => sum + l.reserved, 0);
  const available = locations.reduce((sum, l) => sum + l.available, 0);
  return {
    onHand,
    reserved,
    available,
    lowStockThreshold: threshold,
    lowStock: isLow(available, threshold),
    outOfStock: available <= 0,
    locations,
  };
}

function rowStock(rows: readonly q.StockRow[], location: FulfilmentLocation) {
  const row = rows.find((r) => r.location === location);
  return { onHand: row?.onHand ?? 0, reserved: row?.reserved ?? 0 };
}

function bundleStock(
  stockByProduct: Map<string, q.StockRow[]>,
  components: readonly { componentId: string; quantity: number }[],
  location: FulfilmentLocation,
) {
  if (components.length === 0) return { onHand: 0, reserved: 0 };
  let available = Number.POSITIVE_INFINITY;
  for (const component of components) {
    const { onHand, reserved } = rowStock(stockByProduct.get(component.componentId) ?? [], location);
    available = Math.min(available, Math.floor(Math.max(onHand - reserved, 0) / component.quantity));
  }
  return { onHand: available, reserved: 0 };
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
