import type { InventoryListQuerySchema, ProductListQuerySchema } from '@sameday/contract';
import {
  type FieldError,
  FULFILMENT_LOCATIONS,
  FULFILMENT_MESSAGES,
  type InventoryItem,
  type InventoryList,
  type InventoryListQuery,
  type Product,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
  type ProductPatch,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { violates } from '../../orders';
import * as q from '../queries';
import { type Actor, assertFulfilmentAccount, groupBy, iso, notFound, offsetOf, stockOf } from './shared';

type ComponentInput = { sku: string; quantity: number };

/** The components by SKU: each a live product (not a bundle) of the same account. */
async function resolveComponents(db: DbOrTx, accountId: string, components: readonly ComponentInput[]) {
  const found = await q.findProductsBySkus(
    db,
    accountId,
    components.map((c) => c.sku),
  );
  const bySku = new Map(found.map((p) => [p.sku, p]));
  const errors = components.flatMap((component, index): FieldError[] => {
    const product = bySku.get(component.sku);
    const field = `components.${index}.sku`;
    if (!product) return [{ field, message: FULFILMENT_MESSAGES.unknownSku }];
    if (product.isBundle) return [{ field, message: FULFILMENT_MESSAGES.bundleInBundle }];
    if (product.archived) return [{ field, message: FULFILMENT_MESSAGES.archivedProduct }];
    return [];
  });
  if (errors.length > 0) throw invalidArgument(errors, errors[0]?.message);
  return components.map((c) => ({ componentId: (bySku.get(c.sku) as q.ProductRow).id, quantity: c.quantity }));
}

const fieldValues = (input: ProductPatch) => ({
  name: input.name,
  barcode: input.barcode,
  weightKg: input.weightKg,
  lengthCm: input.lengthCm,
  widthCm: input.widthCm,
  heightCm: input.heightCm,
  unitValueMinor: input.unitValueMinor,
  currency: input.currency,
  hsCode: input.hsCode,
  countryOfOrigin: input.countryOfOrigin,
  imageUrl: input.imageUrl,
  lowStockThreshold: input.lowStockThreshold,
});

export async function createProduct(db: Db, accountId: string, actor: Actor, input: ProductInput): Promise<Product> {
  await assertFulfilmentAccount(db, accountId);
  const id = randomId('prd');
  try {
    await db.transaction(async (tx) => {
      const components = input.components?.length ? await resolveComponents(tx, accountId, input.components) : [];
      const values = fieldValues(input);
      await q.insertProduct(tx, {
        ...values,
        name: input.name,
        id,
        accountId,
        sku: input.sku,
        isBundle: components.length > 0,
        createdByUserId: actor.userId,
        createdByName: actor.name,
      });
      if (components.length > 0) await q.replaceComponents(tx, id, components);
      else await q.insertStockRows(tx, accountId, id, FULFILMENT_LOCATIONS);
    });
  } catch (error) {
    if (violates(error, 'fulfilment_products_account_sku_key'))
      throw new AppError('already_exists', FULFILMENT_MESSAGES.skuTaken, {
        details: { fields: [{ field: 'sku', message: FULFILMENT_MESSAGES.skuTaken }] },
      });
    throw error;
  }
  return getProduct(db, accountId, input.sku);
}

export async function updateProduct(db: Db, accountId: string, sku: string, patch: ProductPatch): Promise<Product> {
  await db.transaction(async (tx) => {
    const product = await q.findProductBySku(tx, accountId, sku);
    if (!product) throw notFound(FULFILMENT_MESSAGES.productNotFound);
    if (patch.components && !product.isBundle)
      throw invalidArgument([{ field: 'components', message: FULFILMENT_MESSAGES.onlyBundleHasComponents }]);
    if (patch.components)
      await q.replaceComponents(tx, product.id, await resolveComponents(tx, accountId, patch.components));
    const values = Object.fromEntries(
      Object.entries({ ...fieldValues(patch), archived: patch.archived }).filter(([, v]) => v !== undefined),
    );
    await q.updateProduct(tx, accountId, product.id, values);
  });
  return getProduct(db, accountId, sku);
}

export async function getProduct(db: DbOrTx, accountId: string, sku: string): Promise<Product> {
  const product = await q.findProductBySku(db, accountId, sku);
  if (!product) throw notFound(FULFILMENT_MESSAGES.productNotFound);
  const [shown] = await toProducts(db, [product]);
  return shown as Product;
}

/** The products with their components and stock, as the answers show them. */
export async function toProducts(db: DbOrTx, rows: readonly q.ProductRow[]): Promise<Product[]> {
  const components = await q.findComponents(
    db,
    rows.filter((r) => r.isBundle).map((r) => r.id),
  );
  const componentsByBundle = groupBy(components, (c) => c.bundleId);
  const stockIds = [...rows.filter((r) => !r.isBundle).map((r) => r.id), ...components.map((c) => c.componentId)];
  const stockByProduct = groupBy(await q.findStockOf(db, [...new Set(stockIds)]), (s) => s.productId);
  return rows.map((row) => {
    const parts = componentsByBundle.get(row.id) ?? [];
    const stock = stockOf(row, stockByProduct, parts);
    return {
      sku: row.sku,
      name: row.name,
      barcode: row.barcode,
      weightKg: row.weightKg,
      lengthCm: row.lengthCm,
      widthCm: row.widthCm,
      heightCm: row.heightCm,
      unitValueMinor: row.unitValueMinor,
      currency: row.currency,
      hsCode: row.hsCode,
      countryOfOrigin: row.countryOfOrigin,
      imageUrl: row.imageUrl,
      lowStockThreshold: row.lowStockThreshold,
      archived: row.archived,
      isBundle: row.isBundle,
      components: parts.map((c) => ({ sku: c.sku, name: c.name, quantity: c.quantity })),
      stock: { onHand: stock.onHand, reserved: stock.reserved, available: stock.available, lowStock: stock.lowStock },
      createdBy: { id: row.createdByUserId === null ? null : String(row.createdByUserId), name: row.createdByName },
      createdAt: iso(row.createdAt) as string,
      updatedAt: iso(row.updatedAt) as string,
    };
  });
}

export async function listProducts(
  db: DbOrTx,
  accountId: string,
  query: z.output<typeof ProductListQuerySchema>,
): Promise<ProductList> {
  const { rows, total } = await q.findProductPage(
    db,
    accountId,
    { q: query.q, status: query.status, kind: query.kind },
    { sort: query.sort, desc: query.sort_desc, limit: query.limit, offset: offsetOf(query), stock: 'all' },
  );
  return { products: await toProducts(db, rows), total, page: query.page, limit: query.limit };
}

/** A filtered inventory search counts this many matches at most, then answers "1,000+". */
export const INVENTORY_COUNT_CAP = 1000;

export async function listInventory(
  db: DbOrTx,
  accountId: string,
  query: z.output<typeof InventoryListQuerySchema>,
): Promise<InventoryList> {
  const sort = query.sort === 'product_name' ? 'name' : query.sort;
  const offset = offsetOf(query);
  const filtered = Boolean(query.product_name || query.sku || query.stock !== 'all');
  const { rows, total, totalCapped } = await q.findProductPage(
    db,
    accountId,
    { productName: query.product_name, skuText: query.sku, status: 'all', kind: 'product' },
    {
      sort,
      desc: query.sort_desc,
      limit: query.limit,
      offset,
      stock: query.stock,
      // A filtered search counts its matches up to the cap (or through the page asked for).
      countCap: filtered ? Math.max(INVENTORY_COUNT_CAP, offset + query.limit) : undefined,
    },
  );
  return { items: await toInventoryItems(db, rows), total, totalCapped, page: query.page, limit: query.limit };
}

async function toInventoryItems(db: DbOrTx, rows: readonly q.ProductRow[]): Promise<InventoryItem[]> {
  const stockByProduct = groupBy(
    await q.findStockOf(
      db,
      rows.map((r) => r.id),
    ),
    (s) => s.productId,
  );
  return rows.map((row) => ({
    sku: row.sku,
    productName: row.name,
    isBundle: row.isBundle,
    archived: row.archived,
    ...stockOf(row, stockByProduct, []),
  }));
}

export async function getInventoryItem(db: DbOrTx, accountId: string, sku: string): Promise<InventoryItem> {
  const product = await q.findProductBySku(db, accountId, sku);
  if (!product) throw notFound(FULFILMENT_MESSAGES.productNotFound);
  if (product.isBundle) {
    const [shown] = await toProducts(db, [product]);
    const components = await q.findComponents(db, [product.id]);
    const stockByProduct = groupBy(
      await q.findStockOf(
        db,
        components.map((c) => c.componentId),
      ),
      (s) => s.productId,
    );
    return {
      sku: product.sku,
      productName: product.name,
      isBundle: true,
      archived: product.archived,
      ...stockOf(product, stockByProduct, components),
      onHand: shown?.stock.onHand ?? 0,
    };
  }
  const [item] = await toInventoryItems(db, [product]);
  return item as InventoryItem;
}

export type { InventoryListQuery, ProductListQuery };
