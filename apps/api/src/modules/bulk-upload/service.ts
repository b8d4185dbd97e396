import {
  BULK_ERRORS_LISTED,
  BULK_MESSAGES,
  type BulkImportResult,
  type BulkRowError,
  bulkColumnOf,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth';
import { randomId, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { claimKey, type IdempotentRequest, storeAnswer, storedAnswer } from '../../platform/idempotency';
import { assertMayPlaceOrders, type BulkOrderRow, createOrdersInBulk } from '../orders';
import type { BulkChecker } from './check-pool';
import * as q from './queries';

export type BulkFile = { name: string; bytes: Buffer };
export type BulkOptions = { validateOnly?: boolean; idempotencyKey?: string };

/** The account's saved addresses with a location name: the names a file may use for its pickups. */
async function pickupsOf(db: DbOrTx, accountId: string) {
  const rows = await q.findSavedAddressNames(db, accountId);
  return rows.filter((row) => row.name?.trim()).map((row) => ({ id: row.id, name: row.name as string }));
}

const FIELD_COLUMNS: Record<string, Parameters<typeof bulkColumnOf>[0]> = {
  pickupLocationId: 'pickup',
  serviceKind: 'serviceKind',
  scheduledDate: 'scheduledDate',
  partnerOrderId: 'reference',
};

const keyInUse = () => new AppError('aborted', 'The same upload is still being processed. Try again in a moment.');

/** The first answer to the same upload, if it is done; one still being processed is refused (aborted). */
async function findReplay(db: Db, accountId: string, request: IdempotentRequest) {
  const stored = await storedAnswer<BulkImportResult>(db, accountId, request);
  if (stored.state === 'in_progress') throw keyInUse();
  return stored.state === 'answered' ? stored.answer : undefined;
}

/**
 * Reads, checks and imports a bulk upload file. A problem with the file itself is an
 * invalid_argument that names it; otherwise the valid rows are placed in one
 * transaction (all or none) and the invalid ones answered with their reasons.
 */
export async function importBulkFile(
  db: Db,
  checker: BulkChecker,
  caller: Caller,
  file: BulkFile,
  options: BulkOptions = {},
): Promise<BulkImportResult> {
  const validateOnly = options.validateOnly === true;
  if (!validateOnly) await assertMayPlaceOrders(db, caller.accountId);
  // Read and checked in a worker thread; its answer is only looked at after a replay is ruled out.
  const { fileHash, outcome: checked } = await checker.check({
    name: file.name,
    bytes: file.bytes,
    pickups: await pickupsOf(db, caller.accountId),
    validateOnly,
  });
  const requestHash = sha256(`${file.name}\n${fileHash}`);
  const retry = options.idempotencyKey ? { key: options.idempotencyKey, requestHash } : undefined;
  if (retry && !validateOnly) {
    const replay = await findReplay(db, caller.accountId, retry);
    if (replay) return replay;
  }
  if (!checked.ok) throw new AppError('invalid_argument', checked.message, { details: checked.details });
  const errors = checked.errors;
  const summary = {
    fileName: file.name,
    rowCount: checked.rowCount,
    validCount: checked.validCount,
    invalidCount: checked.invalidCount,
  };
  const noValidRows = (rowErrors: BulkRowError[]) =>
    new AppError('invalid_argument', BULK_MESSAGES.noValidRows, {
      details: { ...summary, validCount: 0, errors: rowErrors.slice(0, BULK_ERRORS_LISTED) },
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

  const rows: BulkOrderRow[] = checked.valid.map((entry, index) => ({
    input: entry.input,
    sourceRowHash: checked.hashes[index] ?? null,
  }));
  const importId = randomId('blk');
  let result: BulkImportResult | undefined;
  try {
    await createOrdersInBulk(db, caller, rows, {
      begin: async (tx) => {
        if (retry && !(await claimKey(tx, caller.accountId, retry))) throw keyInUse();
      },
      end: async (tx, created) => {
        const refused: BulkRowError[] = created.rejected.map(({ index, field, message }) => ({
          row: checked.valid[index]?.row ?? 0,
          column: FIELD_COLUMNS[field] ? bulkColumnOf(FIELD_COLUMNS[field]).header : '',
          message,
        }));
        const allErrors = [...errors, ...refused].sort((a, b) => a.row - b.row);
        const validCount = checked.valid.length - created.rejected.length;
        if (validCount === 0) throw noValidRows(allErrors);
        await q.insertBulkImport(tx, {
          id: importId,
          accountId: caller.accountId,
          fileName: file.name.slice(0, 255),
          fileHash,
          rowCount: checked.rowCount,
          createdCount: created.createdCount,
          duplicateCount: created.duplicateCount,
          createdBy: caller.userId,
        });
        result = {
          importId,
          ...summary,
          validCount,
          invalidCount: checked.invalidCount + created.rejected.length,
          createdCount: created.createdCount,
          duplicateCount: created.duplicateCount,
          errors: allErrors.slice(0, BULK_ERRORS_LISTED),
        };
        if (retry) await storeAnswer(tx, caller.accountId, retry.key, result);
      },
    });
    return result as BulkImportResult;
  } catch (error) {
    if (retry && error instanceof AppError && error.code === 'aborted') {
      const replay = await findReplay(db, caller.accountId, retry);
      if (replay) return replay;
    }
    throw error;
  }
}
