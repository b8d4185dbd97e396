// What a parcel's label barcode encodes (Code 128), and reading it back: plain values, no schema,
// so the courier app can use them without the schema library.

/**
 * An order's parcel count, the one definition every side reads (decision 072, later): one parcel per
 * item line, whatever its quantity (a line of 3 × the same item is packed and labelled as one
 * parcel, weighing 3 × the item), and at least one. The labels (one per parcel, coded
 * `<order id>/<n>`), the manifest, the courier app, the pickup scan and the dispatch board's loads
 * and capacities all count with it.
 */
export function orderParcelCount(order: { readonly items: readonly unknown[] }): number {
  return Math.max(1, order.items.length);
}

/** Between the order id and the parcel's number on a label of an order of several parcels. */
const PARCEL_SEPARATOR = '/';

/**
 * The code on parcel `number` of `count` of an order: the order id alone for an order of one
 * parcel (as every label was before), `<order id>/<number>` for one of several, so a pickup can
 * tell which parcel of an order is missing.
 */
export function parcelLabelCode(orderId: string, number: number, count: number): string {
  return count > 1 ? `${orderId}${PARCEL_SEPARATOR}${number}` : orderId;
}

/** Every parcel's code of an order, parcel 1 first. */
export function parcelLabelCodes(orderId: string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => parcelLabelCode(orderId, index + 1, count));
}

/**
 * A code as scanned or typed: trimmed and in capitals, then the order it names and, for a parcel
 * of several, the parcel's number (none: the whole order, as typed from the order id).
 */
export function readLabelCode(code: string): { orderCode: string; parcel: number | null } {
  const text = code.trim().toUpperCase();
  const at = text.lastIndexOf(PARCEL_SEPARATOR);
  const number = at > 0 ? Number(text.slice(at + 1)) : Number.NaN;
  if (Number.isInteger(number) && number >= 1 && number <= 999) return { orderCode: text.slice(0, at), parcel: number };
  return { orderCode: text, parcel: null };
}
