// The invoice and COD statement PDFs (pdfkit) and the invoice's order lines as CSV.
import {
  type CreditNote,
  dayLabel,
  dubaiClock,
  formatAed,
  INVOICE_STATUS_LABELS,
  type Invoice,
  monthLabel,
  periodLabel,
  VAT_PERCENT,
} from '@sameday/contract';
import Papa from 'papaparse';
import PDFDocument from 'pdfkit';
import { neutraliseCell } from '../orders';
import type { InvoiceLineDetail } from './service';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = A4.width - MARGIN * 2;

const dubaiDay = (instant: Date) => dayLabel(dubaiClock(instant).date);

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function header(doc: PDFKit.PDFDocument, title: string, facts: [string, string][], billTo: string) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text('SAMEDAY', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text('Same-day delivery, United Arab Emirates');
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#111111')
    .text(title, MARGIN, MARGIN, { width: INNER, align: 'right' });
  let y = MARGIN + 40;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(label, MARGIN + INNER / 2, y, { width: INNER / 4 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#111111')
      .text(value, MARGIN + (INNER * 3) / 4, y, { width: INNER / 4, align: 'right' });
    y += 14;
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text('Billed to', MARGIN, MARGIN + 50);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#111111')
    .text(billTo, MARGIN, MARGIN + 64, { width: INNER / 2 - 12 });
  return Math.max(y, doc.y) + 24;
}

type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A table that continues on new pages, its header repeated. */
function table(doc: PDFKit.PDFDocument, top: number, columns: Column[], rows: string[][]): number {
  const rowHeight = 16;
  const drawHeader = (y: number) => {
    let x = MARGIN;
    doc.rect(MARGIN, y - 4, INNER, rowHeight + 2).fill('#F1F3F5');
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#111111');
    for (const column of columns) {
      doc.text(column.title, x + 4, y, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false });
      x += column.width;
    }
    return y + rowHeight + 2;
  };
  let y = drawHeader(top);
  doc.font('Helvetica').fontSize(8.5);
  for (const row of rows) {
    if (y + rowHeight > A4.height - MARGIN - 20) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawHeader(MARGIN);
      doc.font('Helvetica').fontSize(8.5);
    }
    let x = MARGIN;
    row.forEach((cell, index) => {
      const column = columns[index] as Column;
      // One line a cell: a long description ends in an ellipsis instead of running into the next row.
      doc.fillColor('#111111').text(cell, x + 4, y, {
        width: column.width - 8,
        height: 10,
        align: column.align ?? 'left',
        ellipsis: true,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + rowHeight - 4)
      .lineTo(MARGIN + INNER, y + rowHeight - 4)
      .lineWidth(0.5)
      .stroke('#DEE2E6');
    y += rowHeight;
  }
  return y + 8;
}

function totals(doc: PDFKit.PDFDocument, top: number, lines: [string, string, boolean?][]): number {
  let y = top;
  if (y + lines.length * 18 > A4.height - MARGIN) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = MARGIN;
  }
  for (const [label, value, isBold] of lines) {
    doc
      .font(isBold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(isBold ? 11 : 9.5)
      .fillColor('#111111')
      .text(label, MARGIN + INNER / 2, y, { width: INNER / 4 })
      .text(value, MARGIN + (INNER * 3) / 4, y, { width: INNER / 4, align: 'right' });
    y += 18;
  }
  return y;
}

export async function renderInvoicePdf(invoice: Invoice, account: string, lines: InvoiceLineDetail[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    info: { Title: `Invoice ${invoice.number}` },
  });
  const done = collect(doc);
  const top = header(
    doc,
    'TAX INVOICE',
    [
      ['Invoice number', invoice.number],
      ['Period', monthLabel(invoice.periodStart)],
      ['Issue date', dubaiDay(new Date(invoice.issuedAt))],
      ['Due date', dayLabel(invoice.dueDate)],
      ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ],
    account,
  );
  const y = table(
    doc,
    top,
    [
      { title: 'Order', width: 95 },
      { title: 'Reference', width: 70 },
      { title: 'Delivered', width: 70 },
      { title: 'Description', width: INNER - 95 - 70 - 70 - 75 },
      { title: 'Amount', width: 75, align: 'right' },
    ],
    lines.map((line) => [
      line.orderId,
      line.partnerOrderId ?? '',
      dubaiDay(line.deliveredAt),
      line.description,
      formatAed(line.amountFils),
    ]),
  );
  const end = totals(doc, y, [
    [
      `Subtotal (${invoice.orderCount} ${invoice.orderCount === 1 ? 'order' : 'orders'})`,
      formatAed(invoice.subtotalFils),
    ],
    [`VAT ${VAT_PERCENT}%`, formatAed(invoice.vatFils)],
    ['Total due', formatAed(invoice.totalFils), true],
  ]);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(
      `Delivery charges at the account's rate card. UAE VAT is charged at ${VAT_PERCENT}% on the subtotal. Payment is due by ${dayLabel(invoice.dueDate)}.`,
      MARGIN,
      end + 12,
      { width: INNER },
    );
  doc.end();
  return done;
}

export async function renderCreditNotePdf(
  note: CreditNote,
  account: string,
  lines: {
    orderId: string;
    partnerOrderId: string | null;
    recipientName: string;
    deliveredAt: Date;
    codAmountFils: number;
  }[],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `COD statement ${note.number}` } });
  const done = collect(doc);
  const top = header(
    doc,
    'COD STATEMENT',
    [
      ['Statement number', note.number],
      ['Period', periodLabel(note.periodStart, note.periodEnd)],
      ['Issue date', dubaiDay(new Date(note.issuedAt))],
      ['Receipt', note.confirmedAt ? `Confirmed ${dubaiDay(new Date(note.confirmedAt))}` : 'Not confirmed'],
    ],
    account,
  );
  const y = table(
    doc,
    top,
    [
      { title: 'Order', width: 100 },
      { title: 'Reference', width: 80 },
      { title: 'Recipient', width: INNER - 100 - 80 - 80 - 80 },
      { title: 'Delivered', width: 80 },
      { title: 'Cash collected', width: 80, align: 'right' },
    ],
    lines.map((line) => [
      line.orderId,
      line.partnerOrderId ?? '',
      line.recipientName,
      dubaiDay(line.deliveredAt),
      formatAed(line.codAmountFils),
    ]),
  );
  const end = totals(doc, y, [
    [`Orders`, String(note.orderCount)],
    ['Cash collected, owed to you', formatAed(note.codTotalFils), true],
  ]);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(
      'Cash on delivery collected by our couriers on your delivered orders in this period (Monday to Sunday, Dubai time).',
      MARGIN,
      end + 12,
      { width: INNER },
    );
  doc.end();
  return done;
}

export const INVOICE_CSV_COLUMNS = [
  'Invoice',
  'Order ID',
  'Reference',
  'Delivered (Dubai)',
  'Recipient',
  'Area',
  'Emirate',
  'Description',
  'Amount (AED)',
] as const;

/** The invoice's order lines; the amount column is plain AED with two decimals, for sums in a spreadsheet. */
export function invoiceLinesToCsv(invoice: Invoice, lines: InvoiceLineDetail[]): string {
  const rows = lines.map((line) =>
    [
      invoice.number,
      line.orderId,
      line.partnerOrderId ?? '',
      dubaiClock(line.deliveredAt).date,
      line.recipientName,
      line.area,
      line.emirate,
      line.description,
      (line.amountFils / 100).toFixed(2),
    ].map((cell) => neutraliseCell(String(cell))),
  );
  return `\uFEFF${Papa.unparse({ fields: [...INVOICE_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}`;
}
