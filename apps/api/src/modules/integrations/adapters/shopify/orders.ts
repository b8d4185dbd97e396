import type { ShopOrder } from '../shop-platform';

/** Shopify's payment gateway names that mean cash on delivery. */
const COD_GATEWAYS = ['cash on delivery (cod)', 'cash on delivery', 'cod', 'manual'];

type Address = {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  country_code?: string | null;
  zip?: string | null;
};

/** A REST order as Shopify's order webhooks send it (the fields used here). */
export type ShopifyOrderJson = {
  id: number | string;
  name?: string;
  order_number?: number;
  created_at?: string;
  updated_at?: string;
  cancelled_at?: string | null;
  financial_status?: string | null;
  payment_gateway_names?: string[];
  total_price?: string;
  currency?: string;
  tags?: string;
  note?: string | null;
  email?: string | null;
  phone?: string | null;
  shipping_lines?: { title?: string }[];
  shipping_address?: Address | null;
  customer?: {
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    email?: string | null;
  } | null;
  line_items?: { sku?: string | null; name?: string; title?: string; quantity?: number; price?: string }[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The normalised shop order of a Shopify REST order. */
export function toShopOrder(json: ShopifyOrderJson): ShopOrder {
  const address = json.shipping_address ?? {};
  const name =
    text(address.name) ||
    [address.first_name, address.last_name].filter(Boolean).join(' ') ||
    [json.customer?.first_name, json.customer?.last_name].filter(Boolean).join(' ');
  const unpaid = ['pending', 'partially_paid', 'authorized'].includes(json.financial_status ?? '');
  const gateways = (json.payment_gateway_names ?? []).map((gateway) => gateway.toLowerCase());
  return {
    shopOrderId: String(json.id),
    orderNumber: json.name ?? String(json.order_number ?? json.id),
    createdAt: json.created_at ?? new Date().toISOString(),
    updatedAt: json.updated_at ?? json.created_at ?? new Date().toISOString(),
    status: json.cancelled_at ? 'cancelled' : 'open',
    cashOnDelivery: unpaid && gateways.some((gateway) => COD_GATEWAYS.includes(gateway)),
    total: json.total_price ?? '0',
    currency: json.currency ?? 'AED',
    shippingMethods: (json.shipping_lines ?? []).map((line) => text(line.title)).filter(Boolean),
    tags: text(json.tags)
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    recipient: {
      name,
      phone: address.phone || json.phone || json.customer?.phone || null,
      email: json.email ?? json.customer?.email ?? null,
      address1: text(address.address1),
      address2: address.address2 || null,
      city: text(address.city),
      province: address.province || null,
      countryCode: text(address.country_code),
      zip: address.zip || null,
    },
    items: (json.line_items ?? []).map((item) => ({
      sku: item.sku || null,
      name: text(item.name) || text(item.title),
      quantity: item.quantity ?? 1,
      unitPrice: item.price ?? '0',
    })),
    note: json.note ?? null,
  };
}

/** The order fields "Import recent orders" reads, as Admin GraphQL names them. */
export const ORDER_NODE_FIELDS = `
  legacyResourceId name createdAt updatedAt cancelledAt displayFinancialStatus paymentGatewayNames
  totalPriceSet { shopMoney { amount currencyCode } }
  tags note email phone
  shippingLines(first: 5) { nodes { title } }
  shippingAddress { firstName lastName name phone address1 address2 city province countryCodeV2 zip }
  customer { firstName lastName phone email }
  lineItems(first: 100) { nodes { sku name quantity originalUnitPriceSet { shopMoney { amount } } } }`;

type Money = { shopMoney: { amount: string; currencyCode?: string } } | null;

/** An order node as the GraphQL `orders` query answers it (ORDER_NODE_FIELDS). */
export type ShopifyOrderNode = {
  legacyResourceId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  paymentGatewayNames: string[];
  totalPriceSet: Money;
  tags: string[];
  note: string | null;
  email: string | null;
  phone: string | null;
  shippingLines: { nodes: { title: string }[] };
  shippingAddress: {
    firstName: string | null;
    lastName: string | null;
    name: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    countryCodeV2: string | null;
    zip: string | null;
  } | null;
  customer: { firstName: string | null; lastName: string | null; phone: string | null; email: string | null } | null;
  lineItems: { nodes: { sku: string | null; name: string; quantity: number; originalUnitPriceSet: Money }[] };
};

/** A GraphQL order node in the REST shape the webhooks send, so both go through toShopOrder. */
export function restOfNode(node: ShopifyOrderNode): ShopifyOrderJson {
  const address = node.shippingAddress;
  return {
    id: node.legacyResourceId,
    name: node.name,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
    cancelled_at: node.cancelledAt,
    financial_status: node.displayFinancialStatus?.toLowerCase() ?? null,
    payment_gateway_names: node.paymentGatewayNames,
    total_price: node.totalPriceSet?.shopMoney.amount,
    currency: node.totalPriceSet?.shopMoney.currencyCode,
    tags: node.tags.join(', '),
    note: node.note,
    email: node.email,
    phone: node.phone,
    shipping_lines: node.shippingLines.nodes.map((line) => ({ title: line.title })),
    shipping_address: address && {
      first_name: address.firstName,
      last_name: address.lastName,
      name: address.name,
      phone: address.phone,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      province: address.province,
      country_code: address.countryCodeV2,
      zip: address.zip,
    },
    customer: node.customer && {
      first_name: node.customer.firstName,
      last_name: node.customer.lastName,
      phone: node.customer.phone,
      email: node.customer.email,
    },
    line_items: node.lineItems.nodes.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      price: item.originalUnitPriceSet?.shopMoney.amount,
    })),
  };
}
