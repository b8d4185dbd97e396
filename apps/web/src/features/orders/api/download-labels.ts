import { type LabelFormat, ORDER_PATHS } from '@sameday/contract';
import { downloadFile } from '../../../shared/api';

/**
 * GET {platform}/quiqdash/orders/labels/{ids}?format: the PDF the server names
 * order-{id}.pdf for one order and orders-{DD-MM-YYYY}.pdf for several.
 */
export function downloadLabels(ids: readonly string[], format: LabelFormat = '4x6') {
  const path = ORDER_PATHS.labels(ids.map(encodeURIComponent).join(','));
  return downloadFile('platform', path, { format }, ids.length === 1 ? `order-${ids[0]}.pdf` : 'orders.pdf');
}
