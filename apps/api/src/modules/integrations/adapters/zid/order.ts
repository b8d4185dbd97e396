// Zid's order (the webhook payload and the orders API share one shape) as a ShopOrder, and what
// each of its statuses means here.
import { z } from 'zod';
import type { ShopOrder, WebhookEvent } from '../shop-platform';

const Named = z.object({ name: z.string().nullish(), code: z.string().nullish() }).partial();
const Text = z.union([z.string(), z.number()]).transform(String);

export const ZidOrderSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  code: z.string().nullish(),
  invoice_number: Text.nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  currency_code: z.string().nullish(),
  order_total: Text.nullish(),
  payment_status: z.string().nullish(),
  order_status: Named.nullish(),
  customer_note: z.string().nullish(),
  customer: z.object({ name: z.string().nullish(), email: z.string().nullish(), mobile: Text.nullish() }).nullish(),
  has_different_consignee: z.union([z.boolean(), z.number()]).nullish(),
  consignee: z.object({ name: z.string().nullish(), email: z.string().nullish(), mobile: Text.nullish() }).nullish(),
  payment: z.object({ method: Named.nullish() }).nullish(),
  tags: z.array(z.union([z.string(), z.object({ name: z.string().nullish() })])).nullish(),
  shipping: z
    .object({
      method: Named.nullish(),
      address: z
        .object({
          formatted_address: z.string().nullish(),
          street: z.string().nullish(),
          district: z.string().nullish(),
          short_address: z.string().nullish(),
          city: Named.nullish(),
          country: Named.nullish(),
        })
        .nullish(),
    })
    .nullish(),
  products: z
    .array(
      z.object({
        sku: z.string().nullish(),
        name: z.string().nullish(),
        quantity: z.coerce.number().nullish(),
        price: Text.nullish(),
      }),
    )
    .nullish(),
});
export type ZidOrder = z.input<typeof ZidOrderSchema>;

/** Statuses whose orders we deliver: new, being prepared, ready for the courier. */
export const SHIPPABLE_STATUSES = ['new', 'preparing', 'ready'];
/** Statuses that end an order before delivery. */
const CANCELLED_STATUSES = ['canceled', 'cancelled', 'refunded', 'voided', 'failed', 'denied', 'expired'];

/** The emirates as a UAE store on Zid names them in Arabic, read as the emirate they are. */
const ARABIC_EMIRATES: Record<string, string> = {
  دبي: 'Dubai',
  أبوظبي: 'Abu Dhabi',
  'أبو ظبي': 'Abu Dhabi',
  الشارقة: 'Sharjah',
  عجمان: 'Ajman',
  'أم القيوين': 'Umm Al Quwain',
  'رأس الخيمة': 'Ras Al Khaimah',
  الفجيرة: 'Fujairah',
};

/** Zid writes instants as `2023-07-04 09:12:36` (UTC). */
function instant(value: string | null | undefined): string {
  if (!value) return new Date(0).toISOString();
  const parsed = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

export const statusOf = (order: z.output<typeof ZidOrderSchema>) => (order.order_status?.code ?? '').toLowerCase();

export function toShopOrder(raw: unknown): ShopOrder {
  const order = ZidOrderSchema.parse(raw);
  const address = order.shipping?.address;
  const person = order.has_different_consignee && order.consignee ? order.consignee : order.customer;
  const city = address?.city?.name?.trim() ?? '';
  const status = statusOf(order);
  const paid = order.payment_status === 'paid';
  return {
    shopOrderId: order.id,
    orderNumber: order.invoice_number ?? order.code ?? order.id,
    createdAt: instant(order.created_at),
    updatedAt: instant(order.updated_at ?? order.created_at),
    status: CANCELLED_STATUSES.includes(status) ? 'cancelled' : 'open',
    cashOnDelivery: !paid && order.payment?.method?.code === 'zid_cod',
    total: order.order_total ?? '0',
    currency: order.currency_code ?? '',
    shippingMethods: [order.shipping?.method?.name, order.shipping?.method?.code].filter((m): m is string => !!m),
    tags: (order.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : (tag.name ?? ''))).filter(Boolean),
    recipient: {
      name: person?.name?.trim() ?? '',
      phone: person?.mobile ?? null,
      email: person?.email ?? null,
      address1: address?.street?.trim() || address?.formatted_address?.trim() || '',
      address2: address?.district?.trim() || null,
      city,
      province: ARABIC_EMIRATES[city] ?? null,
      countryCode: address?.country?.code?.toUpperCase() ?? '',
      zip: address?.short_address ?? null,
    },
    items: (order.products ?? []).map((item) => ({
      sku: item.sku ?? null,
      name: item.name ?? '',
      quantity: item.quantity ?? 1,
      unitPrice: item.price ?? '0',
    })),
    note: order.customer_note?.trim() || null,
  };
}

/** What a delivery of an order event means here: its status decides, whatever the event's name. */
export function orderEvent(body: unknown): WebhookEvent {
  const parsed = ZidOrderSchema.safeParse(body);
  if (!parsed.success) return { kind: 'ignored', reason: 'no order in the body' };
  const status = statusOf(parsed.data);
  const order = toShopOrder(body);
  if (order.status === 'cancelled') return { kind: 'order_cancelled', order };
  if (SHIPPABLE_STATUSES.includes(status)) return { kind: 'order_upsert', order };
  return { kind: 'ignored', reason: `status ${status || 'none'}` };
}
