import { setImmediate } from 'node:timers/promises';
import {
  BULK_ERRORS_LISTED,
  BULK_MESSAGES,
  type BulkImportResult,
  type BulkRowError,
  type BulkRowRules,
  type BulkValidOrder,
  bulkColumnOf,
  formatBulkDate,
  type ServerText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { randomId, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { claimKey, type IdempotentRequest, releaseKey, storeAnswer, storedAnswer } from '../../platform/idempotency';
import { listLocations } from '../addresses';
import { isFlagEnabled } from '../flags';
import { assertMayPlaceOrders, type BulkOrderRow, createOrdersInBulk, takeBackBulkOrders } from '../orders';
import { getPreferences } from '../preferences';
import { getPricingModel } from '../pricing';
import type { BulkChecker } from './check-pool';
import * as q from './queries';

export type BulkFile = { name: string; bytes: Buffer };
export type BulkOptions = { validateOnly?: boolean; idempotencyKey?: string };

/** The account's saved addresses with a location name: the names a file may use for its pickups. */
async function pickupsOf(db: DbOrTx, accountId: string) {
  const rows = await listLocations(db, accountId);
  return rows
    .filter((row) => row.locationName?.trim())
    .map((row) => ({ id: row.id, name: row.locationName as string, emirate: row.emirate }));
}

/**
 * What the rules of the rows read of the account, at the domain's clock: the browser's check reads
 * the same (saved pickups, cut-offs, the 4-hour flag, the rate card) at its own clock.
 */
async function rowRulesOf(db: Db, who: Actor): Promise<BulkRowRules> {
  const [pickups, cutOffs, isFourHourEnabled, pricing] = await Promise.all([
    pickupsOf(db, who.accountId),
    getPreferences(db, who.accountId),
    isFlagEnabled(db, who, 'shipments_partner_4hr'),
    getPricingModel(db, who.accountId),
  ]);
  return { pickups, now: db.hub.clock(), cutOffs, isFourHourEnabled, pricing };
}

/**
 * A reason the order placement gives with its dates as the template writes them. The check
 * has already applied the same rules; this is for a cut-off passing between the two.
 */
const inTemplateFormats = (message: string) =>
  message.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (date) => formatBulkDate(date));

/** The same for a reason's id and values: its words with their dates as the template writes them. */
const textInTemplateFormats = (text: ServerText): ServerText => ({
  id: text.id,
  values: Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'string' ? inTemplateFormats(value) : value,
    ]),
  ),
});

const FIELD_COLUMNS: Record<string, Parameters<typeof bulkColumnOf>[0]> = {
  pickupLocationId: 'pickup',
  serviceKind: 'serviceKind',
  scheduledDate: 'scheduledDate',
  partnerOrderId: 'reference',
};

const keyInUse = () => new AppError('aborted', BULK_MESSAGES.sameUploadInProgress);

/** The first answer to the same upload, if it is done; one still being processed is refused (aborted). */
async function findReplay(db: Db, accountId: string, request: IdempotentRequest) {
  const stored = await storedAnswer<BulkImportResult>(db, accountId, request);
  if (stored.state === 'in_progress') throw keyInUse();
  return stored.state === 'answered' ? stored.answer : undefined;
}

/** The valid orders the worker sent as JSON pieces, read a piece per turn of the event loop. */
async function ordersOf(pieces: readonly string[]): Promise<BulkValidOrder[]> {
  const orders: BulkValidOrder[] = [];
  for (const piece of pieces) {
    orders.push(...(JSON.parse(piece) as BulkValidOrder[]));
    await setImmediate();
  }
  return orders;
}

type ImportRecord = { id: string; accountId: string; idempotencyKey: string | null };

/** Forgets an import taken back: its record, and its Idempotency-Key so that a retry imports the file. */
async function undoImport(tx: DbOrTx, record: ImportRecord): Promise<void> {
  await q.deleteBulkImport(tx, record.id);
  if (record.idempotencyKey) await releaseKey(tx, record.accountId, record.idempotencyKey);
}

/**
 * Takes back the imports the process stopped in the middle of (on the embedded database,
 * orders are placed in committed batches): their orders are deleted, so a file is still
 * imported whole or not at all. An import in one transaction never leaves one behind.
 */
export async function takeBackUnfinishedImports(db: Db): Promise<number> {
  const unfinished = await q.findUnfinishedBulkImports(db);
  for (const record of unfinished) {
    await takeBackBulkOrders(db, record.accountId, record.id);
    await db.transaction((tx) => undoImport(tx, record));
  }
  return unfinished.length;
}

/**
 * Reads, checks and imports a bulk upload file. A problem with the file itself is an
 * invalid_argument that names it; otherwise the valid rows are placed, all or none (see
 * createOrdersInBulk), and the invalid ones answered with their reasons.
 */
export async function importBulkFile(
  db: Db,
  checker: BulkChecker,
  who: Actor,
  file: BulkFile,
  options: BulkOptions = {},
): Promise<BulkImportResult> {
  const validateOnly = options.validateOnly === true;
  if (!validateOnly) await assertMayPlaceOrders(db, who.accountId);
  // Read and checked in a worker thread; its answer is only looked at after a replay is ruled out.
  const { fileHash, outcome: checked } = await checker.check({
    name: file.name,
    bytes: file.bytes,
    rules: await rowRulesOf(db, who),
    validateOnly,
  });
  const requestHash = sha256(`${file.name}\n${fileHash}`);
  const retry = options.idempotencyKey ? { key: options.idempotencyKey, requestHash } : undefined;
  if (retry && !validateOnly) {
    const replay = await findReplay(db, who.accountId, retry);
    if (replay) return replay;
  }
  if (!checked.ok)
    throw new AppError('invalid_argument', checked.text ?? checked.message, { details: checked.details });
  const errors = checked.errors;
  const summary = {
    fileName: file.name,
    rowCount: checked.rowCount,
    validCount: checked.validCount,
    invalidCount: checked.invalidCount,
    orderCount: checked.orderCount,
  };
  const noValidRows = (rowErrors: BulkRowError[]) =>
    new AppError('invalid_argument', BULK_MESSAGES.noValidRows, {
      details: {
        ...summary,
        validCount: 0,
        invalidCount: summary.rowCount,
        orderCount: 0,
        errors: rowErrors.slice(0, BULK_ERRORS_LISTED),
      },
    });
  if (checked.validCount === 0) throw noValidRows(errors);
  if (validateOnly) {
    return {
      importId: null,
      ...summary,
      createdCount: 0,
      duplicateCount: 0,
      errors: errors.slice(0, BULK_ERRORS_LISTED),
    };
  }

  const orders = await ordersOf(checked.orders);
  const rows: BulkOrderRow[] = orders.map((entry, index) => ({
    input: entry.input,
    sourceRowHash: checked.hashes[index] ?? null,
  }));
  const importId = randomId('blk');
  let result: BulkImportResult | undefined;
  try {
    await createOrdersInBulk(
      db,
      who,
      rows,
      {
        begin: async (tx) => {
          if (retry && !(await claimKey(tx, who.accountId, retry))) throw keyInUse();
          await q.insertBulkImport(tx, {
            id: importId,
            accountId: who.accountId,
            fileName: file.name.slice(0, 255),
            fileHash,
            rowCount: checked.rowCount,
            createdCount: 0,
            state: 'placing',
            idempotencyKey: retry?.key ?? null,
            createdBy: who.userId,
          });
        },
        end: async (tx, created) => {
          // An order the placement refuses is refused on each of its rows.
          const refused: BulkRowError[] = created.rejected.flatMap(({ index, field, message, text }) =>
            (orders[index]?.rows ?? []).map((row) => ({
              row,
              column: FIELD_COLUMNS[field] ? bulkColumnOf(FIELD_COLUMNS[field]).header : '',
              message: inTemplateFormats(message),
              ...(text ? { text: textInTemplateFormats(text) } : {}),
            })),
          );
          const allErrors = [...errors, ...refused].sort((a, b) => a.row - b.row);
          const orderCount = checked.orderCount - created.rejected.length;
          if (orderCount === 0) throw noValidRows(allErrors);
          await q.finishBulkImport(tx, importId, {
            createdCount: created.createdCount,
            duplicateCount: created.duplicateCount,
          });
          result = {
            importId,
            ...summary,
            validCount: checked.validCount - refused.length,
            invalidCount: checked.invalidCount + refused.length,
            orderCount,
            createdCount: created.createdCount,
            duplicateCount: created.duplicateCount,
            errors: allErrors.slice(0, BULK_ERRORS_LISTED),
          };
          if (retry) await storeAnswer(tx, who.accountId, retry.key, result);
        },
        undo: (tx) => undoImport(tx, { id: importId, accountId: who.accountId, idempotencyKey: retry?.key ?? null }),
      },
      { importId },
    );
    return result as BulkImportResult;
  } catch (error) {
    if (retry && error instanceof AppError && error.code === 'aborted') {
      const replay = await findReplay(db, who.accountId, retry);
      if (replay) return replay;
    }
    throw error;
  }
}
