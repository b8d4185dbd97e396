// Orders as WooCommerce's REST API v3 and its webhooks give them (the fields Sameday reads, and a few more).
let nextOrderId = 1000;

export type WooStandInOrder = {
  id: number;
  number: string;
  status: string;
  currency: string;
  total: string;
  payment_method: string;
  payment_method_title: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  date_paid_gmt: string | null;
  customer_note: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  line_items: Array<{ id: number; name: string; sku: string; quantity: number; price: number; total: string }>;
  shipping_lines: Array<{ id: number; method_title: string; method_id: string; total: string }>;
  meta_data: Array<{ id: number; key: string; value: unknown }>;
};

export const gmt = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '');

/** A cash-on-delivery order waiting to be shipped to Dubai, with whatever the test changes. */
export function sampleOrder(overrides: Partial<WooStandInOrder> = {}): WooStandInOrder {
  const id = overrides.id ?? nextOrderId++;
  const now = gmt(new Date());
  return {
    id,
    number: String(id),
    status: 'processing',
    currency: 'AED',
    total: '149.00',
    payment_method: 'cod',
    payment_method_title: 'Cash on delivery',
    date_created_gmt: now,
    date_modified_gmt: now,
    date_paid_gmt: null,
    customer_note: '',
    billing: {
      first_name: 'Layla',
      last_name: 'Haddad',
      company: '',
      address_1: 'Villa 12, Street 4',
      address_2: 'Al Barsha 1',
      city: 'Dubai',
      state: 'DU',
      postcode: '',
      country: 'AE',
      email: 'layla@example.com',
      phone: '+971501234567',
    },
    shipping: {
      first_name: 'Layla',
      last_name: 'Haddad',
      company: '',
      address_1: 'Villa 12, Street 4',
      address_2: 'Al Barsha 1',
      city: 'Dubai',
      state: 'DU',
      postcode: '',
      country: 'AE',
      phone: '',
    },
    line_items: [{ id: 1, name: 'Date gift box', sku: 'DATES-500', quantity: 1, price: 124, total: '124.00' }],
    shipping_lines: [{ id: 1, method_title: 'Same day delivery', method_id: 'flat_rate', total: '25.00' }],
    meta_data: [],
    ...overrides,
  };
}
