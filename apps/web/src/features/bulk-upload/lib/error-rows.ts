import type { BulkCellError, BulkInvalidRow, BulkRowError } from '@sameday/contract';
import { downloadBadRows } from './downloads';
import { runReadRows } from './run-check';
import type { Checked } from './use-bulk-upload';

/**
 * The rows with errors of a file: those the browser's check found, and those the server
 * listed besides (a cut-off passing between the check and the import), their cells read
 * again from the file. In row order.
 */
export async function rowsWithErrors(
  file: File,
  check: Checked,
  serverErrors: readonly BulkRowError[] = [],
): Promise<BulkInvalidRow[]> {
  const known = new Set(check.invalid.map((entry) => entry.row));
  const extra = new Map<number, BulkCellError[]>();
  for (const { row, column, message } of serverErrors) {
    if (known.has(row)) continue;
    extra.set(row, [...(extra.get(row) ?? []), { column, message }]);
  }
  if (extra.size === 0) return check.invalid;
  const cells = await runReadRows({ name: file.name, bytes: await file.arrayBuffer(), rows: [...extra.keys()] });
  return [...check.invalid, ...[...extra].map(([row, errors]) => ({ row, cells: cells[row] ?? [], errors }))].sort(
    (a, b) => a.row - b.row,
  );
}

/** Saves the rows with errors (see rowsWithErrors) as `<file>-errors.csv`. */
export async function downloadRowsWithErrors(file: File, check: Checked, serverErrors?: readonly BulkRowError[]) {
  downloadBadRows(file.name, check.header, await rowsWithErrors(file, check, serverErrors));
}
