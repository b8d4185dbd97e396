import { formatAed, ORDER_STATUS_LABELS, type Order, SERVICE_KIND_LABELS } from '@sameday/contract';
import Papa from 'papaparse';
import { neutraliseCell } from '../../platform/csv';

const dubaiTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'short', timeStyle: 'short' });

export const CSV_COLUMNS = [
  'Order ID',
  'Reference',
  'Status',
  'Service',
  'Delivery date',
  'Created (Dubai)',
  'Recipient',
  'Phone',
  'Address',
  'Area',
  'Emirate',
  'COD',
  'Price',
  'Items',
] as const;

export function ordersToCsv(orders: Order[]): string {
  const rows = orders.map((order) =>
    [
      order.id,
      order.partnerOrderId ?? '',
      ORDER_STATUS_LABELS[order.status],
      SERVICE_KIND_LABELS[order.serviceKind],
      order.serviceDate,
      dubaiTime(order.createdAt),
      order.dropoff.name,
      order.dropoff.phone,
      [order.dropoff.apartmentNumber, order.dropoff.addressLine1, order.dropoff.addressLine2]
        .filter(Boolean)
        .join(', '),
      order.dropoff.area,
      order.dropoff.emirate,
      order.payment.mode === 'cod' ? formatAed(order.payment.codAmountFils) : '',
      formatAed(order.priceFils),
      order.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
    ].map((cell) => neutraliseCell(String(cell))),
  );
  // The BOM lets Excel read Arabic names as UTF-8.
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })}`;
}
