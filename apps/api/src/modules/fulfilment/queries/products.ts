import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fulfilmentBundleComponents, fulfilmentProducts, fulfilmentStock } from '../tables';

export type ProductRow = typeof fulfilmentProducts.$inferSelect;
export type ProductValues = typeof fulfilmentProducts.$inferInsert;

/** `%text%` for ILIKE, with the caller's wildcards taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findProductBySku(db: DbOrTx, accountId: string, sku: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(fulfilmentProducts)
    .where(and(eq(fulfilmentProducts.accountId, accountId), eq(fulfilmentProducts.sku, sku)));
  return row;
}

export function findProductsBySkus(db: DbOrTx, accountId: string, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([] as ProductRow[]);
  return db
    .select()
    .from(fulfilmentProducts)
    .where(and(eq(fulfilmentProducts.accountId, accountId), inArray(fulfilmentProducts.sku, [...skus])));
}

export function findProductsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as ProductRow[]);
  return db
    .select()
    .from(fulfilmentProducts)
    .where(inArray(fulfilmentProducts.id, [...ids]));
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<ProductRow | undefined> {
  const [row] = await db.insert(fulfilmentProducts).values(values).returning();
  return row;
}

export async function updateProduct(
  db: DbOrTx,
  accountId: string,
  id: string,
  values: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(fulfilmentProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fulfilmentProducts.id, id), eq(fulfilmentProducts.accountId, accountId)))
    .returning();
  return row;
}

/** A product's stock rows start at zero in every location, so reservations always find a row to lock. */
export async function insertStockRows(db: DbOrTx, accountId: string, productId: string, locations: readonly string[]) {
  await db
    .insert(fulfilmentStock)
    .values(locations.map((location) => ({ accountId, productId, location })))
    .onConflictDoNothing();
}

export async function replaceComponents(
  db: DbOrTx,
  bundleId: string,
  components: readonly { componentId: string; quantity: number }[],
) {
  await db.delete(fulfilmentBundleComponents).where(eq(fulfilmentBundleComponents.bundleId, bundleId));
  if (components.length > 0)
    await db.insert(fulfilmentBundleComponents).values(components.map((c) => ({ bundleId, ...c })));
}

/** The components of the bundles, with each component's SKU and name. */
export function findComponents(db: DbOrTx, bundleIds: readonly string[]) {
  if (bundleIds.length === 0)
    return Promise.resolve(
      [] as { bundleId: string; componentId: string; quantity: number; sku: string; name: string }[],
    );
  return db
    .select({
      bundleId: fulfilmentBundleComponents.bundleId,
      componentId: fulfilmentBundleComponents.componentId,
      quantity: fulfilmentBundleComponents.quantity,
      sku: fulfilmentProducts.sku,
      name: fulfilmentProducts.name,
    })
    .from(fulfilmentBundleComponents)
    .innerJoin(fulfilmentProducts, eq(fulfilmentProducts.id, fulfilmentBundleComponents.componentId))
    .where(inArray(fulfilmentBundleComponents.bundleId, [...bundleIds]))
    .orderBy(fulfilmentProducts.sku);
}

export type StockRow = typeof fulfilmentStock.$inferSelect;

export function findStockOf(db: DbOrTx, productIds: readonly string[]): Promise<StockRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fulfilmentStock)
    .where(inArray(fulfilmentStock.productId, [...productIds]))
    .orderBy(fulfilmentStock.productId, fulfilmentStock.location);
}

export type ProductListFilter = {
  q?: string;
  productName?: string;
  skuText?: string;
  status: 'active' | 'archived' | 'all';
  kind: 'product' | 'bundle' | 'all';
};

function productConditions(accountId: string, filter: ProductListFilter): SQL[] {
  const p = fulfilmentProducts;
  const conditions: SQL[] = [eq(p.accountId, accountId)];
  if (filter.status !== 'all') conditions.push(eq(p.archived, filter.status === 'archived'));
  if (filter.kind !== 'all') conditions.push(eq(p.isBundle, filter.kind === 'bundle'));
  if (filter.productName) conditions.push(ilike(p.name, likeText(filter.productName)));
  if (filter.skuText) conditions.push(ilike(p.sku, likeText(filter.skuText)));
  if (filter.q) {
    const text = likeText(filter.q);
    const any = or(ilike(p.sku, text), ilike(p.name, text), ilike(p.barcode, text));
    if (any) conditions.push(any);
  }
  return conditions;
}

export type StockSort = 'sku' | 'name' | 'on_hand' | 'reserved' | 'available' | 'created_at';
export type StockFilter = 'all' | 'low' | 'out';

/**
 * One page of the account's products and the total, from the products table alone: each
 * sort has its (account, kind, key, sku) index, and stock is read from the totals kept on
 * the product row, so neither the page nor the count sums stock rows. With `countCap` the
 * total is counted up to the cap only (`totalCapped` when more rows match).
 */
export async function findProductPage(
  db: DbOrTx,
  accountId: string,
  filter: ProductListFilter,
  page: { sort: StockSort; desc: boolean; limit: number; offset: number; stock: StockFilter; countCap?: number },
): Promise<{ rows: ProductRow[]; total: number; totalCapped: boolean }> {
  const p = fulfilmentProducts;
  const conditions = productConditions(accountId, filter);
  if (page.stock === 'out') conditions.push(sql`${p.availableTotal} <= 0`);
  if (page.stock === 'low') conditions.push(sql`${p.availableTotal} <= greatest(${p.lowStockThreshold}, 0)`);
  const where = and(...conditions);
  const direction = page.desc ? desc : asc;
  const keys = {
    sku: p.sku,
    name: p.name,
    created_at: p.createdAt,
    on_hand: p.onHandTotal,
    reserved: p.reservedTotal,
    available: p.availableTotal,
  } as const;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      .orderBy(direction(keys[page.sort]), direction(p.sku))
      .limit(page.limit)
      .offset(page.offset),
    page.countCap === undefined
      ? db.select({ total: count() }).from(p).where(where)
      : // Counts at most cap + 1 matching rows: enough to say "more than cap" without reading them all.
        db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(p)
            .where(where)
            .limit(page.countCap + 1)
            .as('capped'),
        ),
  ]);
  const total = counted?.total ?? 0;
  if (page.countCap !== undefined && total > page.countCap) return { rows, total: page.countCap, totalCapped: true };
  return { rows, total, totalCapped: false };
}

/** Every product of the account in SKU order (export). */
export function findAllProducts(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(fulfilmentProducts)
    .where(eq(fulfilmentProducts.accountId, accountId))
    .orderBy(fulfilmentProducts.sku);
}
