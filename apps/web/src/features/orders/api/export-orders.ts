import { ORDER_PATHS } from '@sameday/contract';
import { downloadFile } from '../../../shared/api';
import type { OrdersFilters } from './query-keys';

/** GET {platform}/quiqdash/orders/download: a CSV of the chosen orders, or of every order the filters match. */
export function exportOrders(selection: { ids: readonly string[] } | { filters: OrdersFilters }) {
  const query =
    'ids' in selection
      ? { ids: selection.ids.join(',') }
      : {
          group: selection.filters.group,
          q: selection.filters.q || undefined,
          from: selection.filters.from,
          to: selection.filters.to,
        };
  return downloadFile('platform', ORDER_PATHS.download, query, 'orders.csv');
}
