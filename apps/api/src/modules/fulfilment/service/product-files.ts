import {
  FULFILMENT_LOCATIONS,
  fieldErrorsFromIssues,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_FILE_MESSAGES,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductImportResult,
  ProductInputSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { neutraliseCell } from '../../../platform/csv';
import { AppError } from '../../../platform/errors';
import { readBulkFile } from '../../bulk-upload';
import * as q from '../queries';
import { type Actor, assertFulfilmentAccount } from './shared';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const cell = (value: string | number | null) => quote(neutraliseCell(value === null ? '' : String(value)));
const money = (minor: number | null) => (minor === null ? null : (minor / 100).toFixed(2));

/** The account's products (not bundles) as CSV, in the columns import reads. */
export async function exportProductsCsv(db: Db, accountId: string): Promise<{ filename: string; body: string }> {
  const rows = (await q.findAllProducts(db, accountId)).filter((p) => !p.isBundle);
  const lines = rows.map((p) =>
    [
      p.sku,
      p.name,
      p.barcode,
      p.weightKg,
      p.lengthCm,
      p.widthCm,
      p.heightCm,
      money(p.unitValueMinor),
      p.currency,
      p.hsCode,
      p.countryOfOrigin,
      p.imageUrl,
      p.lowStockThreshold,
    ]
      .map(cell)
      .join(','),
  );
  return { filename: 'products.csv', body: `\uFEFF${[PRODUCT_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n` };
}

const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** One file row as the product input it stands for (numbers read, empty cells left out). */
function rowInput(header: readonly string[], row: readonly string[]) {
  const value = (column: string) => {
    const index = header.indexOf(column);
    return index < 0 ? '' : (row[index] ?? '');
  };
  const unitValue = number(value('unit_value'));
  return {
    sku: value('sku').trim(),
    name: value('name'),
    barcode: textOrNull(value('barcode')),
    weightKg: number(value('weight_kg')),
    lengthCm: number(value('length_cm')),
    widthCm: number(value('width_cm')),
    heightCm: number(value('height_cm')),
    unitValueMinor: unitValue === null || Number.isNaN(unitValue) ? unitValue : Math.round(unitValue * 100),
    currency: textOrNull(value('currency')) ?? 'AED',
    hsCode: textOrNull(value('hs_code')),
    countryOfOrigin: textOrNull(value('country_of_origin')),
    imageUrl: textOrNull(value('image_url')),
    lowStockThreshold: number(value('low_stock_threshold')) ?? 0,
  };
}

/**
 * Creates or updates products from a .csv or .xlsx file read by the bulk upload's reader:
 * valid rows are saved together, each invalid row is answered with its fields and reasons.
 */
export async function importProducts(
  db: Db,
  accountId: string,
  actor: Actor,
  file: { name: string; bytes: Buffer },
): Promise<ProductImportResult> {
  await assertFulfilmentAccount(db, accountId);
  const [headerRow, ...rows] = await readBulkFile(file.name, file.bytes);
  const header = (headerRow ?? []).map((h) => h.trim().toLowerCase());
  const missing = ['sku', 'name'].filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw new AppError('invalid_argument', PRODUCT_FILE_MESSAGES.needsColumns, {
      details: { field: 'file', missing },
    });
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS)
    throw new AppError('invalid_argument', PRODUCT_FILE_MESSAGES.tooManyRows, { details: { field: 'file' } });
  const errors: ProductImportResult['errors'] = [];
  const valid = new Map<string, ReturnType<typeof ProductInputSchema.parse>>();
  rows.forEach((row, index) => {
    if (row.every((c) => c.trim() === '')) return;
    const parsed = ProductInputSchema.safeParse(rowInput(header, row));
    const sku = row[header.indexOf('sku')]?.trim() || null;
    if (!parsed.success) {
      errors.push({
        row: index + 2,
        sku,
        errors: fieldErrorsFromIssues(parsed.error.issues).map((f) => ({
          field: f.field,
          message: f.message ?? PRODUCT_FILE_MESSAGES.notValid,
        })),
      });
    } else if (valid.has(parsed.data.sku)) {
      errors.push({ row: index + 2, sku, errors: [{ field: 'sku', message: PRODUCT_FILE_MESSAGES.skuTwice }] });
    } else valid.set(parsed.data.sku, parsed.data);
  });
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    const existing = new Map((await q.findProductsBySkus(tx, accountId, [...valid.keys()])).map((p) => [p.sku, p]));
    for (const input of valid.values()) {
      const { sku, components: _components, ...fields } = input;
      const current = existing.get(sku);
      if (current) {
        await q.updateProduct(tx, accountId, current.id, fields);
        updated += 1;
      } else {
        const id = randomId('prd');
        await q.insertProduct(tx, {
          ...fields,
          id,
          accountId,
          sku,
          createdByUserId: actor.userId,
          createdByName: actor.name,
        });
        await q.insertStockRows(tx, accountId, id, FULFILMENT_LOCATIONS);
        created += 1;
      }
    }
  });
  return { created, updated, rows: rows.length, errors };
}
