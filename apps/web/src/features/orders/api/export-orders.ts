import { type ExportFormat, ORDER_PATHS } from '@sameday/contract';
import { downloadFile } from '../../../shared/api';
import type { OrdersFilters } from './query-keys';

export type ExportSelection = { ids: readonly string[] } | { filters: OrdersFilters };

/**
 * GET {platform}/quiqdash/orders/download: the chosen orders, or every order the filters
 * match, as CSV or as an Excel workbook with typed cells.
 */
export function exportOrders(selection: ExportSelection, format: ExportFormat = 'csv') {
  const query =
    'ids' in selection
      ? { ids: selection.ids.join(','), format }
      : {
          format,
          group: selection.filters.group,
          q: selection.filters.q || undefined,
          from: selection.filters.from,
          to: selection.filters.to,
          kind: selection.filters.kind,
          exported: selection.filters.exported,
        };
  return downloadFile('platform', ORDER_PATHS.download, query, `orders.${format}`);
}
