import type { LabelFormat } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { getOrders } from './find-orders';

/** The labels of the account's orders `ids` as one PDF, and its file name. */
export async function printLabels(
  db: DbOrTx,
  accountId: string,
  ids: string[],
  format: LabelFormat,
): Promise<{ pdf: Buffer; filename: string }> {
  // The PDF library, its fonts' shaping and the barcode encoders load with the first labels, not at start.
  const { labelFilename, renderLabels } = await import('../labels');
  const pdf = await renderLabels(await getOrders(db, accountId, ids), format);
  return { pdf, filename: labelFilename(ids) };
}
