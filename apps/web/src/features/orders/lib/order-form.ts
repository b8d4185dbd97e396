import {
  COD_MAX_FILS,
  DateOnlySchema,
  EMIRATES,
  type FixAndImport,
  MESSAGES,
  ORDER_FIELD_MESSAGES,
  type Order,
  type OrderInput,
  OrderInputSchema,
  OrderItemInputSchema,
  orderItemsSchema,
  PaymentSchema,
  PHONE_PREFIX,
  RecipientSchema,
  ServiceKindSchema,
  type ShippingProfile,
  TEXT_MAX_CHARACTERS,
  TypedPhoneSchema,
  toInternationalPhone,
} from '@sameday/contract';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** The form as typed: every input holds text; the schema turns it into the API's OrderInput. */
export type OrderFormValues = {
  pickupLocationId: string;
  recipient: {
    name: string;
    /** Without +971: the prefix is fixed beside the input. */
    phone: string;
    addressLine1: string;
    addressLine2: string;
    apartmentNumber: string;
    area: string;
    emirate: string;
    notes: string;
    /** Optional: delivery updates are mailed here too. */
    email: string;
  };
  items: { name: string; quantity: string; weightKg: string; barcode: string }[];
  payment: { mode: 'prepaid' | 'cod' /** AED, as typed ("125.50"). */; codAmount: string };
  /** A ServiceKind, or '' before one is chosen. */
  serviceKind: string;
  partnerOrderId: string;
  scheduledDate: string;
  /** As typed, each once; the dispatcher's rules read them. */
  tags: string[];
  /** Whole cm as typed, '' for none. */
  longestSideCm: string;
};

export const emptyItem = (): OrderFormValues['items'][number] => ({
  name: '',
  quantity: '1',
  weightKg: '',
  barcode: '',
});

/** A new order's form: the default pickup, and the account's shipping profile (service and parcel) when it has one. */
export function emptyOrderForm(
  defaults: {
    pickupLocationId?: string;
    emirate?: string;
    profile?: Pick<ShippingProfile, 'serviceKind' | 'parcel'>;
  } = {},
): OrderFormValues {
  const parcel = defaults.profile?.parcel;
  return {
    pickupLocationId: defaults.pickupLocationId ?? '',
    recipient: {
      name: '',
      phone: '',
      addressLine1: '',
      addressLine2: '',
      apartmentNumber: '',
      area: '',
      emirate: defaults.emirate ?? '',
      notes: '',
      email: '',
    },
    items: [
      parcel
        ? { name: parcel.name, quantity: String(parcel.quantity), weightKg: String(parcel.weightKg), barcode: '' }
        : emptyItem(),
    ],
    payment: { mode: 'prepaid', codAmount: '' },
    serviceKind: defaults.profile?.serviceKind ?? '',
    partnerOrderId: '',
    scheduledDate: '',
    tags: [],
    longestSideCm: '',
  };
}

/** AED text ("125.5", "1,250.00") to integer fils, or undefined when it is not an amount. */
export function aedToFils(text: string): number | undefined {
  const compact = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return undefined;
  const [whole = '0', fraction = ''] = compact.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer fils to the text the amount input shows ("125.50"). */
export const filsToAed = (fils: number) => (fils / 100).toFixed(2);

/** A number as typed, with a decimal comma taken as a point ("1,5" is 1.5); '' is 0. */
export const typedNumber = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * An optional text under the contract field's length limit, worded as the
 * contract words its required texts (where it leaves the optional ones to
 * zod's default sentence).
 */
const optionalText = (field: { maxLength: number | null }) => {
  const max = field.maxLength ?? TEXT_MAX_CHARACTERS;
  return z.string().trim().max(max, `Must be at most ${max} characters.`);
};

/** A number input's text, required, then checked by the contract's number rule. */
const numberText = (schema: z.ZodType<number, number>) =>
  z.string().trim().min(1, MESSAGES.required).transform(typedNumber).pipe(schema);

const ItemFormSchema = z.object({
  name: OrderItemInputSchema.shape.name,
  quantity: numberText(OrderItemInputSchema.shape.quantity),
  weightKg: numberText(OrderItemInputSchema.shape.weightKg),
  barcode: optionalText(OrderItemInputSchema.shape.barcode.unwrap().unwrap()).transform((text) => text || null),
});

const RecipientFormSchema = z.object({
  name: RecipientSchema.shape.name,
  phone: TypedPhoneSchema.transform(toInternationalPhone),
  addressLine1: RecipientSchema.shape.addressLine1,
  addressLine2: optionalText(RecipientSchema.shape.addressLine2.unwrap()),
  apartmentNumber: optionalText(RecipientSchema.shape.apartmentNumber.unwrap()),
  area: RecipientSchema.shape.area,
  // The contract's seven emirates; the select's own words for none chosen.
  emirate: z.string().pipe(z.enum(EMIRATES, { error: ORDER_FIELD_MESSAGES.chooseEmirate })),
  notes: optionalText(RecipientSchema.shape.notes.unwrap()),
  email: RecipientSchema.shape.email.unwrap(),
});

/** The amount as typed in AED, then the contract's rule for a cash-on-delivery amount. */
const PaymentFormSchema = z
  .object({ mode: z.enum(['prepaid', 'cod']), codAmount: z.string() })
  .superRefine((payment, ctx) => {
    if (payment.mode !== 'cod') return;
    const fils = aedToFils(payment.codAmount);
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['codAmount'], message });
    if (!payment.codAmount.trim()) fail(ORDER_FIELD_MESSAGES.codAmountRequired);
    else if (fils === undefined) fail(ORDER_FIELD_MESSAGES.codAmountFormat);
    else if (fils > COD_MAX_FILS) fail(ORDER_FIELD_MESSAGES.codAmountMax);
    else {
      const refusal = PaymentSchema.safeParse({ mode: 'cod', codAmountFils: fils }).error?.issues[0];
      if (refusal) fail(refusal.message);
    }
  })
  .transform((payment): OrderInput['payment'] =>
    payment.mode === 'cod'
      ? { mode: 'cod', codAmountFils: aedToFils(payment.codAmount) ?? 0 }
      : { mode: 'prepaid', codAmountFils: null },
  );

/**
 * The form's rules, built from the contract's order schemas, so a limit and its
 * message live in one place; only the typed shapes (numbers and AED as text,
 * the phone without +971, '' for nothing chosen) are the form's own.
 */
export const OrderFormSchema: z.ZodType<OrderInput, OrderFormValues> = z.object({
  pickupLocationId: OrderInputSchema.shape.pickupLocationId,
  recipient: RecipientFormSchema,
  items: orderItemsSchema(ItemFormSchema),
  payment: PaymentFormSchema,
  serviceKind: z.string().pipe(ServiceKindSchema),
  partnerOrderId: optionalText(OrderInputSchema.shape.partnerOrderId.unwrap().unwrap()).transform(
    (text) => text || null,
  ),
  scheduledDate: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(DateOnlySchema.nullable()),
  tags: OrderInputSchema.shape.tags.unwrap(),
  longestSideCm: z
    .string()
    .trim()
    .transform((text) => (text ? typedNumber(text) : null))
    .pipe(OrderInputSchema.shape.longestSideCm.unwrap().unwrap().nullable()),
});

/** An order's fields in the form: to edit it, or (without its reference and date) to duplicate it. */
export function orderToForm(order: Order, mode: 'edit' | 'duplicate'): OrderFormValues {
  const { dropoff } = order;
  return {
    pickupLocationId: order.pickup.locationId,
    recipient: {
      name: dropoff.name,
      phone: dropoff.phone.startsWith(PHONE_PREFIX) ? dropoff.phone.slice(PHONE_PREFIX.length) : dropoff.phone,
      addressLine1: dropoff.addressLine1,
      addressLine2: dropoff.addressLine2,
      apartmentNumber: dropoff.apartmentNumber,
      area: dropoff.area,
      emirate: dropoff.emirate,
      notes: dropoff.notes,
      email: dropoff.email ?? '',
    },
    items: order.items.map((item) => ({
      name: item.name,
      quantity: String(item.quantity),
      weightKg: String(item.weightKg),
      barcode: item.barcode ?? '',
    })),
    payment:
      order.payment.mode === 'cod'
        ? { mode: 'cod', codAmount: filsToAed(order.payment.codAmountFils) }
        : { mode: 'prepaid', codAmount: '' },
    serviceKind: order.serviceKind,
    partnerOrderId: mode === 'edit' ? (order.partnerOrderId ?? '') : '',
    scheduledDate: mode === 'edit' ? (order.scheduledDate ?? '') : '',
    tags: order.tags ?? [],
    longestSideCm: order.longestSideCm ? String(order.longestSideCm) : '',
  };
}

/** The API names a few fields differently from the form; the rest share their dotted paths. */
export function formFieldOf(apiField: string): string {
  if (apiField === 'payment.codAmountFils' || apiField === 'payment') return 'payment.codAmount';
  return apiField;
}

export type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderInput>;

/**
 * A shop order that could not be imported, in the form ("Fix and import"): the values as the
 * shop sent them, the account's defaults where the shop gave none; the form checks them again.
 */
export function fixAndImportToForm(fix: FixAndImport, defaults: OrderFormValues): OrderFormValues {
  const { recipient } = fix;
  return {
    ...defaults,
    pickupLocationId: fix.pickupLocationId ?? defaults.pickupLocationId,
    recipient: {
      ...defaults.recipient,
      name: recipient.name,
      phone: recipient.phone.startsWith(PHONE_PREFIX) ? recipient.phone.slice(PHONE_PREFIX.length) : recipient.phone,
      addressLine1: recipient.addressLine1,
      addressLine2: recipient.addressLine2,
      area: recipient.area,
      emirate: recipient.emirate || defaults.recipient.emirate,
      notes: recipient.notes,
      email: recipient.email ?? '',
    },
    items: fix.items.length
      ? fix.items.map((item) => ({
          ...emptyItem(),
          name: item.name,
          quantity: String(item.quantity),
          weightKg: item.weightKg ? String(item.weightKg) : '',
        }))
      : defaults.items,
    payment:
      fix.payment.mode === 'cod'
        ? { mode: 'cod', codAmount: filsToAed(fix.payment.codAmountFils) }
        : { mode: 'prepaid', codAmount: '' },
    serviceKind: fix.serviceKind || defaults.serviceKind,
    partnerOrderId: fix.partnerOrderId,
  };
}
