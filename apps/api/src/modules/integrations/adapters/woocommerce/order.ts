// A WooCommerce order (REST API v3 / webhook payload, the same JSON) read into a ShopOrder. Only the
// fields Sameday uses are read; anything else the store sends is left alone.
import { z } from 'zod';
import type { ShopOrder, WebhookEvent } from '../shop-platform';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const AddressSchema = z
  .object({
    first_name: text,
    last_name: text,
    company: text,
    address_1: text,
    address_2: text,
    city: text,
    state: text,
    postcode: text,
    country: text,
    email: text,
    phone: text,
  })
  .partial()
  .nullish();

export const WooOrderSchema = z.object({
  id: z.coerce.number().int().positive(),
  number: text,
  status: z.string(),
  currency: text,
  total: text,
  payment_method: text,
  date_created_gmt: z.string().nullish(),
  date_modified_gmt: z.string().nullish(),
  date_paid_gmt: z.string().nullish(),
  customer_note: text,
  billing: AddressSchema,
  shipping: AddressSchema,
  line_items: z
    .array(z.object({ name: text, sku: text, quantity: z.coerce.number(), price: z.coerce.number().nullish() }))
    .default([]),
  shipping_lines: z.array(z.object({ method_title: text })).default([]),
  meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })).default([]),
});
export type WooOrder = z.infer<typeof WooOrderSchema>;

/** Statuses of an order waiting to be shipped: these become deliveries. */
export const SHIPPABLE_STATUSES = ['processing', 'on-hold'] as const;
const CANCELLED_STATUSES = new Set(['cancelled', 'refunded', 'failed']);
/** The status text WooCommerce's own "Cash on delivery" gateway has. */
const COD_GATEWAY = 'cod';

/** WooCommerce gives GMT times without a zone ("2026-11-24T09:30:00"). */
const isoFromGmt = (value: string | null | undefined): string => {
  if (!value) return new Date(0).toISOString();
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
};

const orNull = (value: string | undefined) => (value ? value : null);

const money = (value: number | string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

type Address = NonNullable<z.infer<typeof AddressSchema>>;

/** The shipping address when the order has one, else the billing address (stores selling without shipping). */
function recipientOf(order: WooOrder): ShopOrder['recipient'] {
  const billing: Address = order.billing ?? {};
  const shipping: Address = order.shipping ?? {};
  const from = shipping.address_1 ? shipping : billing;
  const name = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.company || '';
  return {
    name,
    phone: orNull(shipping.phone) ?? orNull(billing.phone),
    email: orNull(billing.email),
    address1: from.address_1 ?? '',
    address2: orNull(from.address_2),
    city: from.city ?? '',
    province: orNull(from.state),
    countryCode: (from.country ?? '').toUpperCase(),
    zip: orNull(from.postcode),
  };
}

export function toShopOrder(order: WooOrder): ShopOrder {
  return {
    shopOrderId: String(order.id),
    orderNumber: order.number || String(order.id),
    createdAt: isoFromGmt(order.date_created_gmt),
    updatedAt: isoFromGmt(order.date_modified_gmt ?? order.date_created_gmt),
    status: order.status === 'trash' ? 'deleted' : CANCELLED_STATUSES.has(order.status) ? 'cancelled' : 'open',
    cashOnDelivery: order.payment_method === COD_GATEWAY && !order.date_paid_gmt,
    total: money(order.total),
    currency: order.currency.toUpperCase(),
    shippingMethods: order.shipping_lines.map((line) => line.method_title).filter(Boolean),
    tags: [],
    recipient: recipientOf(order),
    items: order.line_items.map((item) => ({
      sku: orNull(item.sku),
      name: item.name,
      quantity: item.quantity,
      unitPrice: money(item.price),
    })),
    note: orNull(order.customer_note),
  };
}

/** Whether a listed or delivered order is one to ship: paid or COD, not yet completed. */
export const isShippable = (order: WooOrder) => (SHIPPABLE_STATUSES as readonly string[]).includes(order.status);

/** What an order webhook means for Sameday. Topics: order.created, order.updated, order.deleted. */
export function orderEvent(topic: string, body: unknown): WebhookEvent {
  if (topic === 'order.deleted') {
    const deleted = z.object({ id: z.coerce.number().int().positive() }).safeParse(body);
    return deleted.success
      ? { kind: 'order_deleted', shopOrderId: String(deleted.data.id) }
      : { kind: 'ignored', reason: 'The deleted order carried no id.' };
  }
  if (topic !== 'order.created' && topic !== 'order.updated')
    return { kind: 'ignored', reason: `Topic ${topic.slice(0, 60)} is not used.` };
  const parsed = WooOrderSchema.safeParse(body);
  if (!parsed.success) return { kind: 'ignored', reason: 'The order could not be read.' };
  const order = parsed.data;
  if (order.status === 'trash') return { kind: 'order_deleted', shopOrderId: String(order.id) };
  if (CANCELLED_STATUSES.has(order.status)) return { kind: 'order_cancelled', order: toShopOrder(order) };
  if (isShippable(order)) return { kind: 'order_upsert', order: toShopOrder(order) };
  if (order.status === 'completed') return { kind: 'ignored', reason: 'The order is already completed in the shop.' };
  if (order.status === 'pending') return { kind: 'ignored', reason: 'The order is waiting for payment in the shop.' };
  return { kind: 'ignored', reason: `The order's status in the shop is ${order.status.slice(0, 40)}.` };
}
