// The columns of a bulk upload file: the fields of the single-shipment form, one item per row
// (rows sharing a reference are one order of several items).

/** Limits stated on screen and enforced by the browser check and the server alike. */
export const BULK_MAX_ROWS = 50_000;
export const BULK_MAX_BYTES = 10 * 1024 * 1024;
export const BULK_LIMITS_TEXT = 'Up to 50,000 rows and 10 MB per file (.csv or .xlsx).';

export type BulkColumnKey =
  | 'pickup'
  | 'recipientName'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'apartmentNumber'
  | 'area'
  | 'emirate'
  | 'itemName'
  | 'quantity'
  | 'weightKg'
  | 'barcode'
  | 'codAmount'
  | 'serviceKind'
  | 'reference'
  | 'scheduledDate'
  | 'notes';

export type BulkColumn = {
  key: BulkColumnKey;
  header: string;
  required: boolean;
  description: string;
  example: string;
};

export const BULK_COLUMNS: readonly BulkColumn[] = [
  {
    key: 'pickup',
    header: 'Pickup address',
    required: true,
    description: 'The name of one of your saved pickup addresses, as shown in Pickup addresses.',
    example: 'Main warehouse',
  },
  {
    key: 'recipientName',
    header: 'Recipient name',
    required: true,
    description: 'Who receives the parcel.',
    example: 'Fatima Al Zaabi',
  },
  {
    key: 'phone',
    header: 'Phone',
    required: true,
    description:
      'UAE mobile: 050… or +971…, like 0501234567 or +971501234567 (501234567, 971501234567 and 00971501234567 work too).',
    example: '0501234567',
  },
  {
    key: 'addressLine1',
    header: 'Building name or Area',
    required: true,
    description: 'Building, villa or street.',
    example: 'Marina Heights Tower',
  },
  {
    key: 'addressLine2',
    header: 'Address details',
    required: false,
    description: 'Landmark or directions.',
    example: 'Next to the metro',
  },
  {
    key: 'apartmentNumber',
    header: 'Apartment number',
    required: false,
    description: 'Apartment or villa number.',
    example: '1204',
  },
  { key: 'area', header: 'Area', required: true, description: 'Community or district.', example: 'Dubai Marina' },
  {
    key: 'emirate',
    header: 'Emirate',
    required: true,
    description: 'Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah or Fujairah.',
    example: 'Dubai',
  },
  {
    key: 'itemName',
    header: 'Item name',
    required: true,
    description:
      'What is in the parcel, one item per row. An order of several items has a row per item, with the same Reference.',
    example: 'Perfume gift box',
  },
  { key: 'quantity', header: 'Quantity', required: true, description: 'Whole number from 1 to 999.', example: '1' },
  {
    key: 'weightKg',
    header: 'Weight kg',
    required: true,
    description: 'Weight of one item in kg, up to 100.',
    example: '0.5',
  },
  { key: 'barcode', header: 'Barcode', required: false, description: 'Optional barcode of the item.', example: '' },
  {
    key: 'codAmount',
    header: 'COD amount AED',
    required: false,
    description:
      'Cash to collect in AED for the whole order, like 250 or 1,250.50 (the same on every row of an order). Leave empty for a prepaid order.',
    example: '250.00',
  },
  {
    key: 'serviceKind',
    header: 'Service',
    required: true,
    description: 'Same day, Next day or 4-hour.',
    example: 'Next day',
  },
  {
    key: 'reference',
    header: 'Reference',
    required: false,
    description:
      'Your own order number. Rows with the same reference are one order with several items: repeat the order’s columns on each of its rows. An order whose reference is already placed is not placed again.',
    example: 'SHOP-1001',
  },
  {
    key: 'scheduledDate',
    header: 'Scheduled date',
    required: false,
    description:
      'Optional delivery day, DD-MM-YYYY like 23-11-2026 (23/11/2026 and 2026-11-23 work too), from the service’s earliest day up to 30 days ahead. Empty means the earliest day.',
    example: '',
  },
  {
    key: 'notes',
    header: 'Notes',
    required: false,
    description: 'Instructions for the courier.',
    example: 'Call before arriving',
  },
];

export const BULK_HEADERS = BULK_COLUMNS.map((column) => column.header);
export const bulkColumnOf = (key: BulkColumnKey): BulkColumn =>
  BULK_COLUMNS.find((column) => column.key === key) as BulkColumn;

/** A row whose first cell starts with this is a note for people and is skipped (the template's description row). */
export const BULK_COMMENT_PREFIX = '#';

/**
 * How to fill in the template, beyond each column's description: shown on the screen, as
 * notes in the template (rows starting with #, skipped on upload) and in the workbook's
 * Columns sheet.
 */
export const BULK_TEMPLATE_NOTES: readonly string[] = [
  'One row per item. Rows with the same Reference are one order with several items (at most 50): write each item on its own row and repeat the order’s other columns (pickup, recipient, phone, address, COD amount, service, scheduled date, notes) as they are; they must be the same on every row of the order.',
  'Dates are DD-MM-YYYY, like 23-11-2026. Phones are UAE mobiles, like 0501234567 or +971501234567.',
  'Rows starting with # are notes and are skipped on upload; the example rows are there to be replaced.',
];

/**
 * The template: the header, a row describing every column, the notes (all skipped on
 * upload), then the example orders: one of one item, one of two items sharing a reference.
 */
export function bulkTemplateRows(): string[][] {
  const example = (changes: Partial<Record<BulkColumnKey, string>>) =>
    BULK_COLUMNS.map((column) => changes[column.key] ?? column.example);
  const secondOrder = {
    recipientName: 'Omar Haddad',
    phone: '+971559876543',
    reference: 'SHOP-1002',
    codAmount: '180.00',
    notes: '',
  };
  return [
    [...BULK_HEADERS],
    BULK_COLUMNS.map(
      (column, index) =>
        `${index === 0 ? `${BULK_COMMENT_PREFIX} ` : ''}${column.required ? 'Required. ' : 'Optional. '}${column.description}`,
    ),
    ...BULK_TEMPLATE_NOTES.map((note) => [`${BULK_COMMENT_PREFIX} ${note}`]),
    example({}),
    example({ ...secondOrder, itemName: 'Scented candle', quantity: '2', weightKg: '0.3' }),
    example({ ...secondOrder, itemName: 'Gift card', quantity: '1', weightKg: '0.1' }),
  ];
}
