// The tax invoice and COD statement PDFs and the invoice's order lines as CSV. What a UAE tax
// invoice carries, and why, is in docs/decisions/018.
import {
  type CreditNote,
  dayLabel,
  dubaiClock,
  formatAed,
  INVOICE_STATUS_LABELS,
  type Invoice,
  periodLabel,
  VAT_PERCENT,
  vatOf,
} from '@sameday/contract';
import Papa from 'papaparse';
import { catalogText } from '../../platform/catalogs';
import { neutraliseCell } from '../../platform/csv';
import { type Align, createPdf, drawLine, drawParagraph } from '../../platform/pdf';
import type { InvoiceLineDetail } from './service';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = A4.width - MARGIN * 2;
const GREY = '#555555';

const dubaiDay = (instant: Date) => dayLabel(dubaiClock(instant).date);
/** Amounts in the tables: AED is said once in the column title. */
const aed = (fils: number) =>
  (fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A party to a document: its legal name, address and tax registration number (TRN, 15 digits). */
export type Party = { name: string; address: string; trn: string };
/** The provider: a party whose bank account invoices are paid into. */
export type Supplier = Party & { bank: { accountName: string; bankName: string; iban: string; swift: string } };
export type DocumentParties = { supplier: Supplier; customer: Party };

/** Name, address and TRN, one under the other; answers the y under them. */
function partyBlock(doc: PDFKit.PDFDocument, title: string, party: Party, x: number, y: number, width: number): number {
  drawLine(doc, title, x, y, { size: 8, weight: 'bold', color: GREY, width });
  drawLine(doc, party.name, x, y + 12, { size: 10.5, weight: 'bold', width });
  let bottom = y + 27;
  if (party.address) bottom = drawParagraph(doc, party.address, x, bottom, { size: 9, width, lineHeight: 12 });
  if (party.trn) {
    drawLine(doc, `TRN ${party.trn}`, x, bottom, { size: 9, weight: 'bold', width });
    bottom += 12;
  }
  return bottom;
}

/**
 * The head of a document: the title, its facts (number, dates) and both parties. Answers the y
 * where the table starts.
 */
/** A document's title in English and in Arabic, from the shared catalog (docs/decisions/053). */
const inBothLanguages = (id: string): [string, string] => [catalogText('en', id), catalogText('ar', id)];

function header(
  doc: PDFKit.PDFDocument,
  titles: [string, string],
  facts: [string, string][],
  parties: DocumentParties,
  customerTitle: string,
): number {
  drawLine(doc, 'SAMEDAY', MARGIN, MARGIN, { size: 20, weight: 'bold' });
  drawLine(doc, titles[0], MARGIN, MARGIN, { size: 18, weight: 'bold', width: INNER, align: 'right' });
  drawLine(doc, titles[1], MARGIN, MARGIN + 24, { size: 12, weight: 'bold', width: INNER, align: 'right' });
  const half = INNER / 2 - 12;
  const supplierBottom = partyBlock(doc, 'FROM', parties.supplier, MARGIN, MARGIN + 40, half);
  let factsBottom = MARGIN + 52;
  for (const [label, value] of facts) {
    drawLine(doc, label, MARGIN + INNER / 2, factsBottom, { size: 9, color: GREY, width: INNER / 4 });
    drawLine(doc, value, MARGIN + (INNER * 3) / 4, factsBottom, {
      size: 9,
      weight: 'bold',
      width: INNER / 4,
      align: 'right',
    });
    factsBottom += 14;
  }
  const customerTop = Math.max(supplierBottom, factsBottom) + 14;
  const customerBottom = partyBlock(doc, customerTitle, parties.customer, MARGIN, customerTop, half);
  return customerBottom + 20;
}

type Column = { title: string; width: number; align?: Align };

/** A table that continues on new pages, its header repeated; one line a cell, cut with an ellipsis. */
function table(doc: PDFKit.PDFDocument, top: number, columns: Column[], rows: string[][]): number {
  const rowHeight = 16;
  const drawHeader = (y: number) => {
    let x = MARGIN;
    doc.rect(MARGIN, y - 4, INNER, rowHeight + 2).fill('#F1F3F5');
    for (const column of columns) {
      drawLine(doc, column.title, x + 3, y, { size: 8, weight: 'bold', width: column.width - 6, align: column.align });
      x += column.width;
    }
    return y + rowHeight + 2;
  };
  let y = drawHeader(top);
  for (const row of rows) {
    if (y + rowHeight > A4.height - MARGIN - 20) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawHeader(MARGIN);
    }
    let x = MARGIN;
    row.forEach((cell, index) => {
      const column = columns[index] as Column;
      drawLine(doc, cell, x + 3, y, { size: 8, width: column.width - 6, align: column.align });
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

/** Keeps a block of `height` on one page: answers where it starts. */
function room(doc: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= A4.height - MARGIN) return y;
  doc.addPage({ size: 'A4', margin: 0 });
  return MARGIN;
}

function totals(doc: PDFKit.PDFDocument, top: number, lines: [string, string, boolean?][]): number {
  let y = room(doc, top, lines.length * 18);
  for (const [label, value, isBold] of lines) {
    const style = { size: isBold ? 11 : 9.5, weight: isBold ? ('bold' as const) : ('regular' as const) };
    drawLine(doc, label, MARGIN + INNER / 2, y, { ...style, width: INNER / 2 - 80 });
    drawLine(doc, value, MARGIN + (INNER * 3) / 4, y, { ...style, width: INNER / 4, align: 'right' });
    y += 18;
  }
  return y;
}

/**
 * How to pay an open invoice: the provider's bank account and the invoice number as the
 * payment reference; a paid invoice says so instead.
 */
function paymentBlock(doc: PDFKit.PDFDocument, top: number, invoice: Invoice, bank: Supplier['bank']): number {
  if (invoice.status === 'paid') {
    const y = room(doc, top, 40);
    doc.rect(MARGIN, y, INNER, 34).fill('#E6F4EA');
    drawLine(doc, 'Paid', MARGIN + 12, y + 9, { size: 13, weight: 'bold', color: '#1E6B34' });
    const paidOn = invoice.paidAt ? ` on ${dubaiDay(new Date(invoice.paidAt))}` : '';
    drawLine(doc, `This invoice was paid${paidOn}. Thank you.`, MARGIN + 60, y + 11, { size: 9.5, width: INNER - 72 });
    return y + 44;
  }
  const rows: [string, string][] = [
    ['Account name', bank.accountName],
    ['Bank', bank.bankName],
    ['IBAN', bank.iban],
    ['SWIFT', bank.swift],
    ['Payment reference', invoice.number],
  ];
  const height = 40 + rows.length * 14;
  const y = room(doc, top, height + 8);
  doc.rect(MARGIN, y, INNER, height).lineWidth(0.75).stroke('#ADB5BD');
  drawLine(doc, 'How to pay', MARGIN + 12, y + 10, { size: 11, weight: 'bold' });
  const due =
    invoice.status === 'overdue'
      ? `Overdue: payment was due by ${dayLabel(invoice.dueDate)}.`
      : `Please pay ${formatAed(invoice.totalFils)} by ${dayLabel(invoice.dueDate)}.`;
  drawLine(doc, `${due} Transfer to the account below and quote the payment reference.`, MARGIN + 90, y + 12, {
    size: 8.5,
    color: GREY,
    width: INNER - 102,
  });
  rows.forEach(([label, value], index) => {
    const rowTop = y + 32 + index * 14;
    drawLine(doc, label, MARGIN + 12, rowTop, { size: 9, color: GREY, width: 110 });
    drawLine(doc, value, MARGIN + 130, rowTop, { size: 9, weight: 'bold', width: INNER - 142 });
  });
  return y + height + 10;
}

/**
 * A full UAE tax invoice (Executive Regulation of Federal Decree-Law No. 8 of 2017, Art. 59(1)):
 * both parties' names, addresses and TRNs, the invoice number, the dates of issue and supply,
 * and for each delivery its description, quantity, unit price, VAT rate and VAT in AED.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  parties: DocumentParties,
  lines: InvoiceLineDetail[],
): Promise<Buffer> {
  const { doc, done } = await createPdf({ size: 'A4', info: { Title: `Tax Invoice ${invoice.number}` } });
  const top = header(
    doc,
    inBothLanguages('document.taxInvoice'),
    [
      ['Invoice number', invoice.number],
      ['Date of issue', dubaiDay(new Date(invoice.issuedAt))],
      ['Date of supply', periodLabel(invoice.periodStart, invoice.periodEnd)],
      ['Due date', dayLabel(invoice.dueDate)],
      ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ],
    parties,
    'BILL TO',
  );
  const fixed = 74 + 54 + 22 + 50 + 40 + 42 + 50;
  const y = table(
    doc,
    top,
    [
      { title: 'Order', width: 74 },
      { title: 'Supplied', width: 54 },
      { title: 'Description', width: INNER - fixed },
      { title: 'Qty', width: 22, align: 'right' },
      { title: 'Unit price', width: 50, align: 'right' },
      { title: 'VAT rate', width: 40, align: 'right' },
      { title: 'VAT', width: 42, align: 'right' },
      { title: 'Total', width: 50, align: 'right' },
    ],
    lines.map((line) => {
      // VAT rounded to the fils on each line, as the Federal Tax Authority asks (VATP006).
      const vat = vatOf(line.amountFils);
      return [
        line.orderId,
        dubaiDay(line.deliveredAt),
        line.description,
        '1',
        aed(line.amountFils),
        `${VAT_PERCENT}%`,
        aed(vat),
        aed(line.amountFils + vat),
      ];
    }),
  );
  drawLine(doc, 'Amounts in AED (UAE dirham). Supplied: the day of delivery (Dubai).', MARGIN, y - 4, {
    size: 7.5,
    color: GREY,
    width: INNER,
  });
  const end = totals(doc, y + 12, [
    [
      `Total excluding VAT (${invoice.orderCount} ${invoice.orderCount === 1 ? 'delivery' : 'deliveries'})`,
      formatAed(invoice.subtotalFils),
    ],
    [`VAT at ${VAT_PERCENT}%`, formatAed(invoice.vatFils)],
    ['Total including VAT', formatAed(invoice.totalFils), true],
  ]);
  const after = paymentBlock(doc, end + 10, invoice, parties.supplier.bank);
  drawParagraph(
    doc,
    `Delivery charges at the account's rate card, standard-rated for UAE VAT at ${VAT_PERCENT}%. Supplier TRN ${parties.supplier.trn}.`,
    MARGIN,
    room(doc, after, 24),
    { size: 8, color: GREY, width: INNER, lineHeight: 11 },
  );
  doc.end();
  return done;
}

export async function renderCreditNotePdf(
  note: CreditNote,
  parties: DocumentParties,
  lines: {
    orderId: string;
    partnerOrderId: string | null;
    recipientName: string;
    deliveredAt: Date;
    codAmountFils: number;
    collectedFils: number | null;
  }[],
): Promise<Buffer> {
  const { doc, done } = await createPdf({ size: 'A4', info: { Title: `COD statement ${note.number}` } });
  // Where a courier recorded other cash at the door than the order's, both amounts are shown.
  const differs = lines.some((line) => line.collectedFils !== null);
  const top = header(
    doc,
    inBothLanguages('document.codStatement'),
    [
      ['Statement number', note.number],
      ['Period', periodLabel(note.periodStart, note.periodEnd)],
      ['Issue date', dubaiDay(new Date(note.issuedAt))],
      [
        'Payout',
        note.payout
          ? `Paid out ${dubaiDay(new Date(note.payout.paidAt))}, ref. ${note.payout.reference}, to IBAN ending ${note.payout.ibanLast4}`
          : 'Not paid out yet',
      ],
      ['Receipt', note.confirmedAt ? `Confirmed ${dubaiDay(new Date(note.confirmedAt))}` : 'Not confirmed'],
    ],
    parties,
    'STATEMENT FOR',
  );
  const y = table(
    doc,
    top,
    [
      { title: 'Order', width: 100 },
      { title: 'Reference', width: 80 },
      { title: 'Recipient', width: INNER - 100 - 80 - 80 - 90 - (differs ? 70 : 0) },
      { title: 'Delivered', width: 80 },
      ...(differs ? [{ title: 'Cash due (AED)', width: 70, align: 'right' as const }] : []),
      { title: 'Cash collected (AED)', width: 90, align: 'right' },
    ],
    lines.map((line) => [
      line.orderId,
      line.partnerOrderId ?? '',
      line.recipientName,
      dubaiDay(line.deliveredAt),
      ...(differs ? [aed(line.codAmountFils)] : []),
      aed(line.collectedFils ?? line.codAmountFils),
    ]),
  );
  const end = totals(doc, y, [
    ['Orders', String(note.orderCount)],
    ...(note.differenceFils !== 0
      ? ([
          ['Cash due on delivery', formatAed(note.codTotalFils - note.differenceFils)],
          ['Difference recorded at the door', formatAed(note.differenceFils)],
        ] as [string, string][])
      : []),
    ['Cash collected, owed to you', formatAed(note.codTotalFils), true],
  ]);
  drawParagraph(
    doc,
    'Cash on delivery collected by our couriers on your delivered orders in this period (Monday to Sunday, Dubai time).',
    MARGIN,
    room(doc, end + 12, 24),
    { size: 8.5, color: GREY, width: INNER, lineHeight: 11 },
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
