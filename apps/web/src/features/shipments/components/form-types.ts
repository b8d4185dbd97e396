import type { InternationalBookingInput, InternationalBookingInputSchema } from '@sameday/contract';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';

export type BookingForm = InternationalBookingInput;
export type BookingOutput = z.output<typeof InternationalBookingInputSchema>;
export type FormControl = Control<BookingForm, unknown, BookingOutput>;
export type SetValue = UseFormSetValue<BookingForm>;

/** A number input's value as the schema takes it: empty is null. */
export const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

export const emptyLine = () => ({
  sku: '',
  description: '',
  hsCode: '',
  quantity: 1,
  unitValueMinor: null as unknown as number,
  countryOfOrigin: 'AE',
  weightKg: null,
});

export const emptyParcel = () => ({
  weightKg: null as unknown as number,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
});

export const DEFAULT_VALUES: BookingForm = {
  carrier: undefined as unknown as BookingForm['carrier'],
  service: undefined as unknown as BookingForm['service'],
  clientOrderId: '',
  recipient: {
    name: '',
    company: '',
    phone: '',
    email: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postcode: '',
    countryCode: '',
  },
  parcels: [emptyParcel()],
  customs: {
    currency: 'AED',
    contentsDescription: '',
    reasonForExport: 'sale',
    lines: [emptyLine()],
  },
};
