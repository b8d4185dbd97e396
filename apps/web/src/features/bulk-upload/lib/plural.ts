/** "1 order", "1,250 orders": the count with the word that fits it. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "3 orders ready to import (5 rows)": orders, and the rows they take when an order has several items. */
export const readyToImport = ({ orderCount, validCount }: { orderCount: number; validCount: number }) =>
  `${plural(orderCount, 'order ready to import', 'orders ready to import')}${
    validCount === orderCount ? '' : ` (${plural(validCount, 'row', 'rows')})`
  }`;
