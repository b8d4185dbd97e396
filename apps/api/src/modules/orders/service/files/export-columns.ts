import {
  dubaiClock,
  ORDER_STATUS_LABELS,
  type Order,
  PHONE_PREFIX,
  SERVICE_KIND_LABELS,
  VAT_WORDING,
} from '@sameday/contract';

/**
 * The columns of the orders export, one definition for the CSV and the .xlsx
 * (docs/decisions/020): money as numbers in AED beside a currency column, dates
 * as YYYY-MM-DD and times as YYYY-MM-DD HH:mm in Dubai, phones as text.
 */
export type ExportCell =
  | { type: 'text'; value: string }
  /** Fils; written as AED with two decimals. */
  | { type: 'money'; fils: number }
  /** A calendar day, YYYY-MM-DD. */
  | { type: 'date'; value: string }
  /** An instant, shown at Dubai's wall clock. */
  | { type: 'datetime'; iso: string };

export type ExportColumn = { header: string; width: number; cell: (order: Order) => ExportCell };

const text = (value: string): ExportCell => ({ type: 'text', value });

/**
 * The recipient's phone the way the UAE writes it at home, "050 123 4567": every
 * spreadsheet keeps it as text (no leading + to read as a formula or a number), and the
 * bulk upload reads it back as +971501234567. All recipients' phones are UAE numbers.
 */
export function nationalPhone(phone: string): string {
  if (!phone.startsWith(PHONE_PREFIX)) return phone;
  const digits = `0${phone.slice(PHONE_PREFIX.length)}`;
  const area = digits.startsWith('05') ? 3 : 2;
  return `${digits.slice(0, area)} ${digits.slice(area, area + 3)} ${digits.slice(area + 3)}`;
}

/** "2026-05-02 01:15": the instant at Dubai's wall clock. */
export function dubaiDateTime(iso: string): string {
  const clock = dubaiClock(new Date(iso));
  const hours = String(Math.floor(clock.minutes / 60)).padStart(2, '0');
  const minutes = String(clock.minutes % 60).padStart(2, '0');
  return `${clock.date} ${hours}:${minutes}`;
}

export const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Order ID', width: 16, cell: (order) => text(order.id) },
  { header: 'Reference', width: 16, cell: (order) => text(order.partnerOrderId ?? '') },
  { header: 'Status', width: 20, cell: (order) => text(ORDER_STATUS_LABELS[order.status]) },
  { header: 'Service', width: 10, cell: (order) => text(SERVICE_KIND_LABELS[order.serviceKind]) },
  { header: 'Delivery date', width: 12, cell: (order) => ({ type: 'date', value: order.serviceDate }) },
  { header: 'Created (Dubai)', width: 17, cell: (order) => ({ type: 'datetime', iso: order.createdAt }) },
  { header: 'Recipient', width: 22, cell: (order) => text(order.dropoff.name) },
  { header: 'Phone', width: 15, cell: (order) => text(nationalPhone(order.dropoff.phone)) },
  {
    header: 'Address',
    width: 40,
    cell: (order) =>
      text(
        [order.dropoff.apartmentNumber, order.dropoff.addressLine1, order.dropoff.addressLine2]
          .filter(Boolean)
          .join(', '),
      ),
  },
  { header: 'Area', width: 18, cell: (order) => text(order.dropoff.area) },
  { header: 'Emirate', width: 14, cell: (order) => text(order.dropoff.emirate) },
  {
    header: 'Payment',
    width: 16,
    cell: (order) => text(order.payment.mode === 'cod' ? 'Cash on delivery' : 'Prepaid'),
  },
  { header: 'COD amount', width: 12, cell: (order) => ({ type: 'money', fils: order.payment.codAmountFils }) },
  { header: `Price (${VAT_WORDING})`, width: 16, cell: (order) => ({ type: 'money', fils: order.priceFils }) },
  { header: 'Currency', width: 9, cell: () => text('AED') },
  {
    header: 'Items',
    width: 40,
    cell: (order) => text(order.items.map((item) => `${item.quantity} × ${item.name}`).join('; ')),
  },
  {
    // When the merchant's own system recorded the order as exported (PUT /quiqdash/orders/export/{id}); empty: not yet.
    header: 'Exported (Dubai)',
    width: 17,
    cell: (order) => (order.exportedAt ? { type: 'datetime', iso: order.exportedAt } : text('')),
  },
];

export const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);
