import { plural, t } from '@lingui/core/macro';

/*
 * The counts of the bulk upload's sentences, in the current language (Arabic has six plural
 * forms). Called while rendering, so the global macros read the language of that render.
 */

/** "3 orders ready to import (5 rows)": orders, and the rows they take when an order has several items. */
export function readyToImport({ orderCount, validCount }: { orderCount: number; validCount: number }): string {
  const orders = plural(orderCount, { one: '# order ready to import', other: '# orders ready to import' });
  if (validCount === orderCount) return orders;
  const rows = plural(validCount, { one: '# row', other: '# rows' });
  return t`${orders} (${rows})`;
}

export const rowsWithErrorsCount = (count: number) =>
  plural(count, { one: '# row with errors', other: '# rows with errors' });

export const importOrders = (count: number) => plural(count, { one: 'Import # order', other: 'Import # orders' });

export const ordersCreated = (count: number) => plural(count, { one: '# order created', other: '# orders created' });

export const alreadyPlaced = (count: number) =>
  plural(count, {
    one: '# order was already placed before (same reference or same row) and was not placed again.',
    other: '# orders were already placed before (same reference or same row) and were not placed again.',
  });

export const rowsLeftOut = (count: number) =>
  plural(count, { one: '# row with errors was left out.', other: '# rows with errors were left out.' });

export const placingOrders = (count: number) =>
  plural(count, {
    one: 'Placing # order… this can take a few seconds.',
    other: 'Placing # orders… this can take a few seconds.',
  });
