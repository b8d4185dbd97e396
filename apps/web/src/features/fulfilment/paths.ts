/** The fulfilment screens' own paths, beside the contract's Products and Inventory. */
export const FULFILMENT_ORDERS_PATH = '/fulfillment/orders';
export const NEW_FULFILMENT_ORDER_PATH = '/fulfillment/orders/new';
export const fulfilmentOrderPath = (id: string) => `/fulfillment/orders/${id}`;
export const editFulfilmentOrderPath = (id: string) => `/fulfillment/orders/${id}/edit`;
export const productPath = (sku: string) => `/fulfillment/products/${encodeURIComponent(sku)}/edit`;
/** Create Product and Create Bundle (the sidebar's bridge items open them). */
export const NEW_PRODUCT_PATH = '/fulfillment/products/new';
export const NEW_BUNDLE_PATH = '/fulfillment/bundles/new';
