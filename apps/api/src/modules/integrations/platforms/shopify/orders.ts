import type { ShopOrder } from '../types';

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
