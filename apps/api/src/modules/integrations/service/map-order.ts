import {
  EMAIL_PATTERN,
  EMIRATES,
  type FixAndImport,
  type IntegrationSettings,
  ORDER_MAX_TAGS,
  ORDER_TAG_MAX_LENGTH,
  OrderInputSchema,
  type ServerText,
  SHOP_SYNC_SENTENCES,
  serverText,
} from '@sameday/contract';
import type { z } from 'zod';
import type { ShopOrder } from '../adapters/shop-platform';

const S = SHOP_SYNC_SENTENCES;

/** Shop orders carry no weights: each item counts as half a kilo until the merchant says otherwise. */
const DEFAULT_ITEM_WEIGHT_KG = 0.5;

/** Whether the import rules take this shop order; else why not, in plain words. */
export function skipReason(order: ShopOrder, settings: IntegrationSettings): ServerText | null {
  if (!settings.autoImport) return serverText(S.autoImportOff);
  const wanted = settings.filterValue.toLowerCase();
  if (settings.filter === 'shipping_method' && !order.shippingMethods.some((m) => m.toLowerCase().includes(wanted)))
    return serverText(S.shippingMethodFiltered, {
      methods: order.shippingMethods.join(', ') || 'none',
      wanted: settings.filterValue,
    });
  if (settings.filter === 'tag' && !order.tags.some((tag) => tag.toLowerCase() === wanted))
    return serverText(S.tagFiltered, { wanted: settings.filterValue });
  return null;
}

/** The emirate the shop's province or city names, if any. */
function emirateOf(order: ShopOrder): string {
  const candidates = [order.recipient.province, order.recipient.city]
    .filter(Boolean)
    .map((v) => String(v).toLowerCase());
  return EMIRATES.find((emirate) => candidates.some((c) => c.includes(emirate.toLowerCase()))) ?? '';
}

/** A UAE number as the order form wants it: +971 and 8–9 digits (050…, 00971…, 971… accepted). */
export function normalisePhone(phone: string | null): string {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  if (digits.startsWith('+971')) return digits;
  if (digits.startsWith('00971')) return `+${digits.slice(2)}`;
  if (digits.startsWith('971')) return `+${digits}`;
  if (digits.startsWith('0')) return `+971${digits.slice(1)}`;
  return digits;
}

const toFils = (amount: string) => Math.round(Number.parseFloat(amount || '0') * 100);

/** The single-shipment form's values for this shop order ("Fix and import"). */
export function fixAndImportOf(order: ShopOrder, settings: IntegrationSettings, pickupId: string | null): FixAndImport {
  const cod = settings.paymentRule === 'cod_when_unpaid' && order.cashOnDelivery;
  const { recipient } = order;
  return {
    pickupLocationId: pickupId,
    recipient: {
      name: recipient.name,
      phone: normalisePhone(recipient.phone),
      addressLine1: recipient.address1,
      addressLine2: recipient.address2 ?? '',
      area: recipient.city,
      emirate: emirateOf(order),
      notes: order.note ?? '',
      // Delivery updates are mailed here too; a shop's malformed address is left out, not a reason to refuse.
      email: recipient.email && EMAIL_PATTERN.test(recipient.email.trim()) ? recipient.email.trim().toLowerCase() : '',
    },
    items: order.items.map((item) => ({ name: item.name, quantity: item.quantity, weightKg: DEFAULT_ITEM_WEIGHT_KG })),
    payment: { mode: cod ? 'cod' : 'prepaid', codAmountFils: cod ? toFils(order.total) : 0 },
    serviceKind: settings.defaultServiceKind,
    partnerOrderId: order.orderNumber,
  };
}

/** What a field's problem means for the merchant, in plain words. */
function plainReason(field: string, message: string, fix: FixAndImport): string | ServerText {
  if (field.startsWith('recipient.phone'))
    return serverText(S.phoneInvalid, { phone: fix.recipient.phone || 'none', problem: message });
  if (field.startsWith('recipient.emirate')) return serverText(S.noEmirate);
  if (field.startsWith('pickupLocationId')) return serverText(S.noPickup);
  if (field.startsWith('items')) return serverText(S.itemsInvalid, { problem: message });
  return `${field}: ${message}`;
}

type OrderInputShape = z.output<typeof OrderInputSchema>;
export type Mapped = { ok: true; input: OrderInputShape } | { ok: false; reason: string | ServerText };

/** The order input of a shop order, or why it cannot become one. */
export function toOrderInput(fix: FixAndImport, order: ShopOrder): Mapped {
  if (order.recipient.countryCode && order.recipient.countryCode.toUpperCase() !== 'AE')
    return { ok: false, reason: serverText(S.outsideCountry, { country: order.recipient.countryCode }) };
  const parsed = OrderInputSchema.safeParse({
    ...fix,
    pickupLocationId: fix.pickupLocationId ?? '',
    items: fix.items.map((item) => ({ ...item, weightKg: item.weightKg ?? DEFAULT_ITEM_WEIGHT_KG })),
    partnerOrderId: fix.partnerOrderId.slice(0, 64),
    // The shop's tags come along (as many as an order keeps), so the dispatcher's rules can read them.
    tags: order.tags
      .map((tag) => tag.trim().slice(0, ORDER_TAG_MAX_LENGTH))
      .filter(Boolean)
      .slice(0, ORDER_MAX_TAGS),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, reason: plainReason(first?.path.join('.') ?? '', first?.message ?? 'invalid', fix) };
}
