import {
  EMIRATES,
  MESSAGES,
  type Order,
  type OrderInput,
  OrderItemInputSchema,
  PHONE_PREFIX,
  SERVICE_KINDS,
  type ServiceKind,
  type ShippingProfile,
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
  };
  items: { name: string; quantity: string; weightKg: string; barcode: string }[];
  payment: { mode: 'prepaid' | 'cod' /** AED, as typed ("125.50"). */; codAmount: string };
  /** A ServiceKind, or '' before one is chosen. */
  serviceKind: string;
  partnerOrderId: string;
  scheduledDate: string;
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

/** 100,000 AED: the API's ceiling for one cash-on-delivery amount. */
const MAX_COD_FILS = 10_000_000;

const required = (max: number) =>
  z.string().trim().min(1, MESSAGES.required).max(max, `Must be at most ${max} characters.`);
const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);

const numberText = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(schema);

const ItemFormSchema = z.object({
  name: required(120),
  quantity: numberText(OrderItemInputSchema.shape.quantity),
  weightKg: numberText(OrderItemInputSchema.shape.weightKg),
  barcode: optional(64),
});

const PaymentFormSchema = z
  .object({ mode: z.enum(['prepaid', 'cod']), codAmount: z.string() })
  .superRefine((payment, ctx) => {
    if (payment.mode !== 'cod') return;
    const fils = aedToFils(payment.codAmount);
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['codAmount'], message });
    if (!payment.codAmount.trim()) fail('Enter the amount to collect');
    else if (fils === undefined) fail('Enter an amount in AED, like 125.50');
    else if (fils <= 0) fail('COD amount must be greater than 0');
    else if (fils > MAX_COD_FILS) fail('COD amount must be at most AED 100,000');
  });

/** The client's rules: the API's messages where it has them, so a field says the same thing either side. */
export const OrderFormSchema = z
  .object({
    pickupLocationId: z.string().min(1, 'Choose a pickup address'),
    recipient: z.object({
      name: required(120),
      phone: TypedPhoneSchema,
      addressLine1: required(200),
      addressLine2: optional(300),
      apartmentNumber: optional(40),
      area: required(120),
      emirate: z.string().refine((value) => (EMIRATES as readonly string[]).includes(value), 'Choose an emirate'),
      notes: optional(500),
    }),
    items: z.array(ItemFormSchema).min(1, 'Add at least one item').max(50, 'At most 50 items per order'),
    payment: PaymentFormSchema,
    serviceKind: z.string().refine((value) => (SERVICE_KINDS as readonly string[]).includes(value), {
      message: 'Choose a delivery service',
    }),
    partnerOrderId: optional(64),
    scheduledDate: z.string().trim(),
  })
  .transform(
    (form): OrderInput => ({
      pickupLocationId: form.pickupLocationId,
      recipient: {
        ...form.recipient,
        phone: toInternationalPhone(form.recipient.phone),
        emirate: form.recipient.emirate as OrderInput['recipient']['emirate'],
      },
      items: form.items.map((item) => ({ ...item, barcode: item.barcode || null })),
      payment:
        form.payment.mode === 'cod'
          ? { mode: 'cod', codAmountFils: aedToFils(form.payment.codAmount) ?? 0 }
          : { mode: 'prepaid', codAmountFils: null },
      serviceKind: form.serviceKind as ServiceKind,
      partnerOrderId: form.partnerOrderId || null,
      scheduledDate: form.scheduledDate || null,
    }),
  );

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
  };
}

/** The API names a few fields differently from the form; the rest share their dotted paths. */
export function formFieldOf(apiField: string): string {
  if (apiField === 'payment.codAmountFils' || apiField === 'payment') return 'payment.codAmount';
  return apiField;
}

export type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderInput>;
