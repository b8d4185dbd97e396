// The shipment's customs documents as PDF, written from its own record: the commercial invoice
// (what customs value the goods at) and the packing list (what is in the parcels). The same
// A4 layout and text helpers as the tax invoice (platform/pdf).
import { SHIPMENT_DOCUMENT_LABELS, type Shipment, type ShipmentDocument } from '@sameday/contract';
import { type Align, createPdf, drawLine, drawParagraph } from '../../../platform/pdf';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = A4.width - MARGIN * 2;
const GREY = '#555555';

const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function partyBlock(doc: PDFKit.PDFDocument, title: string, party: Shipment['recipient'], x: number, y: number) {
  const width = INNER / 2 - 12;
  drawLine(doc, title, x, y, { size: 8, weight: 'bold', color: GREY, width });
  const lines = [
    party.company ? `${party.name}, ${party.company}` : party.name,
    party.line1,
    party.line2,
    [party.city, party.region, party.postcode].filter(Boolean).join(', '),
    party.countryCode,
    party.phone,
  ].filter(Boolean) as string[];
  let bottom = y + 12;
  for (const line of lines) bottom = drawParagraph(doc, line, x, bottom, { size: 9.5, width, lineHeight: 12.5 });
  return bottom;
}

type Column = {
  title: string;
  width: number;
  align: Align;
  cell: (line: NonNullable<Shipment['customs']>['lines'][number]) => string;
};

function columnsOf(document: ShipmentDocument): Column[] {
  const common: Column[] = [
    { title: 'Description', width: 160, align: 'left', cell: (l) => l.description },
    { title: 'HS code', width: 70, align: 'left', cell: (l) => l.hsCode },
    { title: 'Origin', width: 42, align: 'left', cell: (l) => l.countryOfOrigin ?? '' },
    { title: 'Qty', width: 36, align: 'right', cell: (l) => String(l.quantity) },
  ];
  if (document === 'packing_list')
    return [
      ...common,
      { title: 'SKU', width: 90, align: 'left', cell: (l) => l.sku ?? '' },
      {
        title: 'Weight kg',
        width: 101,
        align: 'right',
        cell: (l) => (l.weightKg ? String(l.weightKg * l.quantity) : ''),
      },
    ];
  return [
    ...common,
    { title: 'Unit value', width: 90, align: 'right', cell: (l) => money(l.unitValueMinor) },
    { title: 'Total', width: 101, align: 'right', cell: (l) => money(l.unitValueMinor * l.quantity) },
  ];
}

export async function shipmentDocumentPdf(shipment: Shipment, document: ShipmentDocument): Promise<Buffer> {
  const customs = shipment.customs;
  const title = SHIPMENT_DOCUMENT_LABELS[document].toUpperCase();
  const { doc, done } = await createPdf({
    size: 'A4',
    info: { Title: `${SHIPMENT_DOCUMENT_LABELS[document]} ${shipment.id}` },
  });
  drawLine(doc, 'SAMEDAY', MARGIN, MARGIN, { size: 20, weight: 'bold' });
  drawLine(doc, title, MARGIN, MARGIN, { size: 16, weight: 'bold', width: INNER, align: 'right' });
  const facts: [string, string][] = [
    ['Shipment', shipment.id],
    ['Date', shipment.createdAt.slice(0, 10)],
    ['Carrier', `${shipment.carrierName} · ${shipment.trackingNumber}`],
    ['Reference', shipment.clientOrderId ?? shipment.reference ?? '—'],
  ];
  if (customs) {
    facts.push(
      ['Incoterm', customs.incoterm],
      ['Currency', customs.currency],
      ['Reason for export', customs.reasonForExport.replace(/^./, (c) => c.toUpperCase())],
    );
  }
  let y = MARGIN + 40;
  for (const [name, value] of facts) {
    drawLine(doc, name, MARGIN, y, { size: 9, color: GREY, width: 110 });
    drawLine(doc, value, MARGIN + 110, y, { size: 9, weight: 'bold', width: INNER - 110 });
    y += 14;
  }
  y += 10;
  const sender = shipment.sender ?? shipment.recipient;
  const bottom = Math.max(
    partyBlock(doc, 'SHIPPER / EXPORTER', sender, MARGIN, y),
    partyBlock(doc, 'CONSIGNEE', shipment.recipient, MARGIN + INNER / 2 + 12, y),
  );
  y = bottom + 20;
  if (customs?.contentsDescription) {
    drawLine(doc, `Contents: ${customs.contentsDescription}`, MARGIN, y, { size: 9.5, width: INNER });
    y += 18;
  }
  const columns = columnsOf(document);
  let x = MARGIN;
  for (const column of columns) {
    drawLine(doc, column.title, x, y, {
      size: 8,
      weight: 'bold',
      color: GREY,
      width: column.width - 6,
      align: column.align,
    });
    x += column.width;
  }
  y += 14;
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + INNER, y - 3)
    .lineWidth(0.5)
    .stroke('#999999');
  for (const line of customs?.lines ?? []) {
    x = MARGIN;
    let rowBottom = y + 12;
    for (const column of columns) {
      rowBottom = Math.max(
        rowBottom,
        drawParagraph(doc, column.cell(line), x, y, {
          size: 9,
          width: column.width - 6,
          align: column.align,
          lineHeight: 12,
        }),
      );
      x += column.width;
    }
    y = rowBottom + 4;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + INNER, y)
    .lineWidth(0.5)
    .stroke('#999999');
  y += 10;
  const lines = customs?.lines ?? [];
  const totalWeight = shipment.parcels.reduce((sum, p) => sum + p.weightKg, 0);
  const summary =
    document === 'commercial_invoice'
      ? `Total value: ${customs?.currency ?? 'AED'} ${money(lines.reduce((sum, l) => sum + l.unitValueMinor * l.quantity, 0))}`
      : `Parcels: ${shipment.parcels.length} · Total weight: ${Number(totalWeight.toFixed(2))} kg`;
  drawLine(doc, summary, MARGIN, y, { size: 11, weight: 'bold', width: INNER, align: 'right' });
  y += 40;
  drawParagraph(
    doc,
    'I declare that the information on this document is true and correct and that the contents of this shipment are as stated above.',
    MARGIN,
    y,
    { size: 9, width: INNER, lineHeight: 12 },
  );
  drawLine(doc, `Signature: ${sender.name}`, MARGIN, y + 40, { size: 9.5, width: INNER });
  doc.end();
  return done;
}
