import type { ShopOrder } from '../shop-platform';

type Money = { amount?: number | string | null; currency?: string | null } | null | undefined;

/** An order as Salla's order events (`data`) and Order Details answer it (the fields used here). */
export type SallaOrderJson = {
  id: number | string;
  reference_id?: number | string | null;
  date?: { date?: string; timezone?: string } | null;
  status?: { id?: number; name?: string; slug?: string } | null;
  payment_method?: string | null;
  currency?: string | null;
  amounts?: { total?: Money; cash_on_delivery?: Money } | null;
  shipping?: {
    company?: string | null;
    receiver?: { name?: string | null; phone?: string | null; email?: string | null } | null;
    address?: {
      country?: string | null;
      country_code?: string | null;
      city?: string | null;
      shipping_address?: string | null;
      street_number?: string | null;
      block?: string | null;
      postal_code?: string | null;
    } | null;
  } | null;
  customer?: {
    first_name?: string | null;
    last_name?: string | null;
    mobile?: string | number | null;
    mobile_code?: string | null;
    email?: string | null;
    city?: string | null;
    country_code?: string | null;
  } | null;
  items?: Array<{
    name?: string | null;
    sku?: string | null;
    quantity?: number | null;
    amounts?: { price_without_tax?: Money; total?: Money } | null;
  }> | null;
  notes?: string | null;
};

/** Salla's order statuses (slugs) that end the order on the shop's side. */
const CANCELLED = new Set(['canceled', 'cancelled', 'refunded', 'restored', 'restoring']);
/** Not yet an order to ship: awaiting payment (bank transfer, a failed card). */
const AWAITING_PAYMENT = new Set(['payment_pending']);
/** Shipping statuses, ours sent back included: nothing to change here. */
const SHIPPING_STATUSES = new Set(['delivering', 'delivered', 'shipped', 'completed']);

/** Why an order event is not an order to bring in, or null when it is. */
export function skippedStatus(order: SallaOrderJson): string | null {
  const slug = order.status?.slug ?? '';
  if (AWAITING_PAYMENT.has(slug)) return 'order awaiting payment';
  if (SHIPPING_STATUSES.has(slug)) return `order status ${slug}`;
  return null;
}

/** Salla dates are local wall time with the zone's name; its stores answer in Riyadh's time (UTC+3). */
const ZONE_OFFSETS: Record<string, string> = { 'Asia/Riyadh': '+03:00', 'Asia/Dubai': '+04:00', UTC: '+00:00' };

export function sallaInstant(date: SallaOrderJson['date']): string {
  const text = date?.date?.trim();
  if (!text || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(text)) return new Date().toISOString();
  const offset = ZONE_OFFSETS[date?.timezone ?? ''] ?? '+03:00';
  const instant = new Date(`${text.slice(0, 19).replace(' ', 'T')}${offset}`);
  return Number.isNaN(instant.getTime()) ? new Date().toISOString() : instant.toISOString();
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const money = (value: Money) => (value?.amount === undefined || value?.amount === null ? '0' : String(value.amount));

/** The customer's phone as Salla keeps it: the country code and the number apart. */
function customerPhone(customer: SallaOrderJson['customer']): string | null {
  const mobile = text(customer?.mobile);
  if (!mobile) return null;
  const code = text(customer?.mobile_code);
  return mobile.startsWith('+') || !code ? mobile : `${code.startsWith('+') ? code : `+${code}`}${mobile}`;
}

/** The normalised shop order of a Salla order: the receiver and shipping address, else the customer. */
export function toShopOrder(json: SallaOrderJson): ShopOrder {
  const receiver = json.shipping?.receiver ?? {};
  const address = json.shipping?.address ?? {};
  const customer = json.customer ?? {};
  const slug = json.status?.slug ?? '';
  const createdAt = sallaInstant(json.date);
  const parts = [text(address.street_number), text(address.block)].filter(Boolean);
  // An Arabic address is joined with the Arabic comma, so it reads on as one right-to-left line.
  const line2 = parts.join(parts.some((part) => /[\u0600-\u06ff]/.test(part)) ? '، ' : ', ');
  return {
    shopOrderId: String(json.id),
    orderNumber: text(json.reference_id) || String(json.id),
    createdAt,
    updatedAt: createdAt,
    status: CANCELLED.has(slug) ? 'cancelled' : 'open',
    cashOnDelivery: json.payment_method === 'cod',
    total: money(json.amounts?.total),
    currency: text(json.amounts?.total?.currency) || text(json.currency) || 'SAR',
    shippingMethods: [text(json.shipping?.company)].filter(Boolean),
    tags: [],
    recipient: {
      name: text(receiver.name) || [text(customer.first_name), text(customer.last_name)].filter(Boolean).join(' '),
      phone: text(receiver.phone) || customerPhone(customer),
      email: text(receiver.email) || text(customer.email) || null,
      address1: text(address.shipping_address),
      address2: line2 || null,
      city: text(address.city) || text(customer.city),
      province: null,
      countryCode: (text(address.country_code) || text(customer.country_code)).toUpperCase(),
      zip: text(address.postal_code) || null,
    },
    items: (json.items ?? []).map((item) => ({
      sku: text(item.sku) || null,
      name: text(item.name),
      quantity: item.quantity ?? 1,
      unitPrice: money(item.amounts?.price_without_tax),
    })),
    note: text(json.notes) || null,
  };
}
