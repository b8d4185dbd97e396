import {
  dubaiClock,
  formatAed,
  type LabelFormat,
  type Order,
  orderParcelCount,
  parcelLabelCode,
  SERVICE_KIND_LABELS,
} from '@sameday/contract';
import { type CodeWriter, createPdf, drawLine, loadCodeWriter } from '../../../../platform/pdf';
import { sortCodeOf } from './sort-code';

/**
 * A thermal printer has one ink: black prints solid, a grey is dithered into dots. Labels print
 * in black, with one dark grey for the small titles (and each colour written in few bytes).
 */
const INK = '#000000';
const GREY = '#333333';

/** 4×6 inch thermal labels, or A4 with four labels a page (points: 1/72 inch). */
const PAGE = { '4x6': [288, 432], a4: [595.28, 841.89] } as const;

function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const formatKg = (kg: number) => `${Number(kg.toFixed(2))} kg`;

/** One label: a parcel of an order, n of N. Each item line of an order is one parcel (orderParcelCount). */
export type ParcelLabel = { order: Order; number: number; count: number; weightKg: number };

export function parcelLabelsOf(order: Order): ParcelLabel[] {
  if (order.items.length === 0) return [{ order, number: 1, count: 1, weightKg: 0 }];
  return order.items.map((item, index) => ({
    order,
    number: index + 1,
    count: orderParcelCount(order),
    weightKg: item.weightKg * item.quantity,
  }));
}

export type LabelOptions = {
  /** The order's public tracking page, printed as a QR code when there is one. */
  trackingUrlOf?: (order: Order) => string | undefined;
};

type Box = { x: number; y: number; width: number; height: number };

function drawLabel(
  doc: PDFKit.PDFDocument,
  codes: CodeWriter,
  label: ParcelLabel,
  box: Box,
  trackingUrl: string | undefined,
) {
  const { order } = label;
  const { x, y, width, height } = box;
  const pad = 14;
  const left = x + pad;
  const inner = width - pad * 2;
  const bottom = y + height - pad;
  doc.save();
  doc
    .rect(x + 4, y + 4, width - 8, height - 8)
    .lineWidth(1)
    .stroke(INK);
  let cursor = y + pad;
  drawLine(doc, 'SAMEDAY', left, cursor, { size: 16, weight: 'bold', width: inner / 2 });
  // A customer return says so at the top, where the depot reads the service (docs/decisions/040).
  const service = SERVICE_KIND_LABELS[order.serviceKind].toUpperCase();
  drawLine(doc, order.returnOfOrderId ? `RETURN · ${service}` : service, left + inner / 2, cursor + 3, {
    size: 11,
    weight: 'bold',
    width: inner / 2,
    align: 'right',
  });
  cursor += 26;
  const barcodeHeight = Math.min(56, height * 0.13);
  // Quiet zones of ten modules either side are kept by the label's padding and this inset.
  // Each parcel of an order of several has a code of its own, so a pickup tells which one is missing.
  const code = parcelLabelCode(order.id, label.number, label.count);
  codes.drawCode128(doc, code, left + 6, cursor, inner - 12, barcodeHeight);
  cursor += barcodeHeight + 4;
  drawLine(doc, code, left, cursor, { size: 12, weight: 'bold', width: inner, align: 'center' });
  cursor += 20;

  // The sort code large on black, read from across the depot; the parcel's count and weight beside it.
  const sortWidth = inner * 0.52;
  doc.rect(left, cursor, sortWidth, 44).fill(INK);
  drawLine(doc, sortCodeOf(order.dropoff.emirate, order.dropoff.area), left, cursor + 7, {
    size: 26,
    weight: 'bold',
    color: '#ffffff',
    width: sortWidth,
    align: 'center',
  });
  const factsLeft = left + sortWidth + 8;
  const factsWidth = inner - sortWidth - 8;
  const fact = (title: string, value: string, top: number) => {
    drawLine(doc, title, factsLeft, top, { size: 7, weight: 'bold', color: GREY, width: factsWidth / 2 });
    drawLine(doc, value, factsLeft + factsWidth / 2, top - 3, {
      size: 13,
      weight: 'bold',
      width: factsWidth / 2,
      align: 'right',
    });
  };
  fact('PARCEL', `${label.number}/${label.count}`, cursor + 6);
  fact('WEIGHT', formatKg(label.weightKg), cursor + 28);
  cursor += 52;

  const section = (title: string, lines: string[], first: 'bold' | 'regular') => {
    drawLine(doc, title, left, cursor, { size: 8, weight: 'bold', color: GREY, width: inner });
    cursor += 11;
    lines.filter(Boolean).forEach((line, index) => {
      drawLine(doc, line, left, cursor, { size: 9.5, weight: index === 0 ? first : 'regular', width: inner });
      cursor += 12.5;
    });
    cursor += 5;
  };
  const to = order.dropoff;
  section(
    'TO',
    [
      to.name,
      to.phone,
      [to.apartmentNumber && `Apt ${to.apartmentNumber}`, to.addressLine1].filter(Boolean).join(', '),
      to.addressLine2,
      `${to.area}, ${to.emirate}`,
    ],
    'bold',
  );
  const from = order.pickup;
  section(
    'FROM',
    [
      from.locationName ?? from.contactName,
      `${from.contactName} · ${from.phone}`,
      `${from.addressLine1}, ${from.area}, ${from.emirate}`,
    ],
    'regular',
  );

  const isCod = order.payment.mode === 'cod';
  const isDark = isCod || Boolean(order.returnOfOrderId);
  const payment = isCod ? `COD ${formatAed(order.payment.codAmountFils)}` : 'PREPAID';
  doc.rect(left, cursor, inner, 30).fill(isDark ? INK : '#eeeeee');
  drawLine(doc, order.returnOfOrderId ? `RETURN OF ${order.returnOfOrderId}` : payment, left, cursor + 8, {
    size: 14,
    weight: 'bold',
    color: isDark ? '#ffffff' : INK,
    width: inner,
    align: 'center',
  });
  cursor += 38;

  // The foot: the tracking link as a QR code when the order has one, else the merchant's
  // reference large enough to find the parcel by; the delivery day and item count under it.
  const footTop = Math.max(cursor, bottom - 74);
  const qrSize = Math.min(74, bottom - footTop);
  const textWidth = trackingUrl ? inner - qrSize - 10 : inner;
  if (trackingUrl) {
    codes.drawQrCode(doc, trackingUrl, left + inner - qrSize, footTop, qrSize);
  }
  const reference = order.partnerOrderId ?? order.id;
  drawLine(doc, order.partnerOrderId ? 'REFERENCE' : 'ORDER', left, footTop, {
    size: 7,
    weight: 'bold',
    color: GREY,
    width: textWidth,
  });
  drawLine(doc, reference, left, footTop + 10, { size: trackingUrl ? 13 : 18, weight: 'bold', width: textWidth });
  const items = order.items.reduce((n, item) => n + item.quantity, 0);
  drawLine(
    doc,
    `Delivery ${formatDate(order.serviceDate)} · ${items} item${items === 1 ? '' : 's'}`,
    left,
    footTop + 34,
    {
      size: 8.5,
      width: textWidth,
    },
  );
  if (trackingUrl) {
    // The address as text too: a recipient without a camera types it in a browser, the page's
    // short address (host and path, no scheme) on one line and its code on the next.
    const { page, code } = shortTrackingAddress(trackingUrl);
    drawLine(doc, 'Scan, or type in a browser:', left, footTop + 46, { size: 7.5, color: GREY, width: textWidth });
    drawLine(doc, page, left, footTop + 56, { size: 7.5, width: textWidth });
    drawLine(doc, code, left, footTop + 65, { size: 7.5, weight: 'bold', width: textWidth });
  }
  doc.restore();
}

/** A tracking page's address as a recipient types it: `sameday.ae/track/` and the code apart. */
export function shortTrackingAddress(trackingUrl: string): { page: string; code: string } {
  const url = new URL(trackingUrl);
  const path = url.pathname;
  const cut = path.lastIndexOf('/') + 1;
  return { page: `${url.host.replace(/^www\./, '')}${path.slice(0, cut)}`, code: path.slice(cut) };
}

/**
 * Renders one label a parcel into one PDF: 4×6 inch pages, or A4 pages of four. A single
 * A4 label is centred on its page rather than left in a corner.
 */
export async function renderLabels(orders: Order[], format: LabelFormat, options: LabelOptions = {}): Promise<Buffer> {
  const [width, height] = PAGE[format];
  const [{ doc, done }, codes] = await Promise.all([
    createPdf({ size: [width, height], autoFirstPage: false, info: { Title: 'Sameday labels' } }),
    loadCodeWriter(),
  ]);
  const labels = orders.flatMap(parcelLabelsOf);
  const trackingUrlOf = (order: Order) => options.trackingUrlOf?.(order);
  if (format === '4x6') {
    for (const label of labels) {
      doc.addPage({ size: [width, height], margin: 0 });
      drawLabel(doc, codes, label, { x: 0, y: 0, width, height }, trackingUrlOf(label.order));
    }
  } else {
    const cell = { width: width / 2, height: height / 2 };
    labels.forEach((label, index) => {
      const slot = index % 4;
      if (slot === 0) doc.addPage({ size: [width, height], margin: 0 });
      const at =
        labels.length === 1
          ? { x: (width - cell.width) / 2, y: (height - cell.height) / 2 }
          : { x: (slot % 2) * cell.width, y: Math.floor(slot / 2) * cell.height };
      drawLabel(doc, codes, label, { ...at, ...cell }, trackingUrlOf(label.order));
    });
  }
  doc.end();
  return done;
}

/** order-{id}.pdf for one order; orders-{DD-MM-YYYY}.pdf (today, Dubai) for several. */
export function labelFilename(ids: string[], now = new Date()): string {
  if (ids.length === 1) return `order-${ids[0]}.pdf`;
  return `orders-${formatDate(dubaiClock(now).date)}.pdf`;
}
