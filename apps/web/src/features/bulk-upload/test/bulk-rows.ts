// Rows of the bulk upload tests' files: one valid row, next day to Dubai Marina from Al Quoz Warehouse.
import { BULK_HEADERS, type BulkRowRules, DEFAULT_CUT_OFFS, DEFAULT_PRICING_MODEL } from '@sameday/contract';

/** The cells of a valid row, by header. */
const GOOD_ROW: Record<string, string> = {
  'Pickup address': 'Al Quoz Warehouse',
  'Recipient name': 'Fatima Noor',
  Phone: '0509876543',
  'Building name or Area': 'Marina Heights Tower',
  Area: 'Dubai Marina',
  Emirate: 'Dubai',
  'Item name': 'Perfume',
  Quantity: '1',
  'Weight kg': '0.5',
  Service: 'Next day',
};

/** A valid row with some cells replaced, in the order of the headers. */
export const bulkRow = (changes: Record<string, string> = {}) =>
  BULK_HEADERS.map((header) => ({ ...GOOD_ROW, ...changes })[header] ?? '');

/** What the check reads of the account in these tests: one pickup in Dubai, the default cut-offs and rate card. */
export const bulkRules = (now = new Date()): BulkRowRules => ({
  pickups: [{ id: 'loc_quoz', name: 'Al Quoz Warehouse', emirate: 'Dubai' }],
  now,
  cutOffs: DEFAULT_CUT_OFFS,
  isFourHourEnabled: false,
  pricing: DEFAULT_PRICING_MODEL,
});
