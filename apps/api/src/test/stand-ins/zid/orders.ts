// Orders as Zid's API and webhooks write them (the fields Sameday reads, and a few around them).

export type ZidStandInOrder = Record<string, unknown> & { id: number; order_status: { name: string; code: string } };

/** A cash-on-delivery order to a Dubai address, or with `arabic` an order written in Arabic throughout. */
export function zidOrder(id: number, options: { arabic?: boolean } & Record<string, unknown> = {}): ZidStandInOrder {
  const { arabic, ...overrides } = options;
  const at = '2026-11-29 08:15:00';
  return {
    id,
    code: `Zc${id}`,
    invoice_number: id,
    store_id: 507530,
    store_name: arabic ? 'متجر العود' : 'Oud House',
    order_url: `https://oud-house.zid.store/o/Zc${id}/inv`,
    shipping_method_code: 'zid_app_market.2159',
    currency_code: 'AED',
    order_status: { name: 'جديد', code: 'new' },
    customer: arabic
      ? { id: 2083543, name: 'ليلى الحداد', email: 'layla@example.ae', mobile: '971501234567', type: 'individual' }
      : { id: 2083544, name: 'Omar Khalid', email: 'omar@example.ae', mobile: '971507654321', type: 'individual' },
    has_different_consignee: 0,
    order_total: '240.00',
    order_total_string: '240.00 AED',
    payment_status: 'pending',
    created_at: at,
    updated_at: at,
    tags: [],
    shipping: {
      method: {
        id: 613287,
        name: 'Sameday',
        code: 'zid_app_market',
        tracking: { number: null, status: 'N/A', url: null },
      },
      address: arabic
        ? {
            formatted_address: 'شارع الوصل، فيلا ١٢',
            street: 'شارع الوصل، فيلا ١٢',
            district: 'جميرا',
            city: { id: 365, name: 'دبي' },
            country: { id: 229, name: 'الإمارات', code: 'AE' },
          }
        : {
            formatted_address: 'Villa 7, Street 12',
            street: 'Villa 7, Street 12',
            district: 'Al Barsha',
            city: { id: 366, name: 'Dubai' },
            country: { id: 229, name: 'United Arab Emirates', code: 'AE' },
          },
    },
    payment: { method: { name: arabic ? 'الدفع عند الاستلام' : 'Cash on delivery', code: 'zid_cod', type: 'cod' } },
    products: [
      arabic
        ? { id: 11, sku: 'OUD-50', name: 'دهن العود الملكي ٥٠ مل', quantity: 2, price: '120.00' }
        : { id: 12, sku: 'BKH-1', name: 'Bakhoor box', quantity: 1, price: '240.00' },
    ],
    ...overrides,
  };
}
