/**
 * Fulfilment calls, relative to the platform base (spec §7 "Fulfilment"; the first seven are
 * spelt as the spec writes them, the rest serve the fulfilment screens). A path with a
 * parameter is a function: the web calls it with the value, the API registers it with `':sku'`
 * or `':id'`.
 */
export const FULFILMENT_PATHS = {
  /** GET: the account's fulfilment orders, a page at a time, with counts by state; POST: creates one. */
  orders: '/api/fulfilment/orders',
  /** POST: the warehouse system and shop integration create an order for an account (x-api-key header, no session). */
  internalOrders: '/internal/fulfilment/orders',
  /** GET one fulfilment order; PATCH: changes its lines and recipient while it is not yet picking. */
  order: (id: string) => `/api/fulfilment/orders/${id}`,
  /** POST: cancels the order and releases its stock (before handover). */
  cancelOrder: (id: string) => `/api/fulfilment/orders/${id}/cancel`,
  /** POST (operations): moves the order to picking, packed or handed over. */
  orderState: (id: string) => `/api/fulfilment/orders/${id}/state`,
  /** GET: the account's products, searchable, sortable, a page at a time; POST: creates a product or a bundle. */
  products: '/api/fulfilment/products',
  /** GET one product (with its bundle components); PATCH: changes the fields sent. */
  product: (sku: string) => `/api/fulfilment/products/${sku}`,
  /** GET: the account's products as CSV. */
  exportProducts: '/api/fulfilment/product-files/export',
  /** POST: a CSV or Excel file of products (multipart `file`); answers row by row like bulk upload. */
  importProducts: '/api/fulfilment/product-files/import',
  /** GET: stock by SKU, with each warehouse location. */
  inventory: '/api/fulfilment/inventory',
  /** GET: one SKU's stock by warehouse location. */
  inventoryItem: (sku: string) => `/api/fulfilment/inventory/${sku}`,
  /** GET: one SKU's movements, newest first, a page at a time. */
  movements: (sku: string) => `/api/fulfilment/inventory/${sku}/movements`,
  /** POST (operations): an adjustment of on-hand stock with its reason. */
  adjustments: (sku: string) => `/api/fulfilment/inventory/${sku}/adjustments`,
  /** GET: the account's inbound shipments, newest first; POST: announces one. */
  inbound: '/api/fulfilment/inbound',
  /** GET one inbound shipment. */
  inboundShipment: (id: string) => `/api/fulfilment/inbound/${id}`,
  /** POST (operations): receives the shipment; differences from the announcement are recorded. */
  receiveInbound: (id: string) => `/api/fulfilment/inbound/${id}/receive`,
  /** GET: whether the caller's account is a fulfilment account (and since when). */
  capability: '/api/fulfilment/capability',
  /** PUT (operations): makes an account a fulfilment account, or takes it back; recorded. */
  accountCapability: (accountId: string) => `/api/fulfilment/accounts/${accountId}/capability`,
  /** GET (operations): inbound shipments of every account (or of one), newest first. */
  staffInbound: '/admin/fulfilment/inbound',
  /** GET (operations): fulfilment orders of every account (or of one), newest first, with counts by state. */
  staffOrders: '/admin/fulfilment/orders',
  /** POST: an account without fulfilment asks operations to contact it (stored and mailed). */
  contactRequests: '/api/fulfilment/contact-requests',
} as const;
