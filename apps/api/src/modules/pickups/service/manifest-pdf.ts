import { catalogText } from '../../../platform/catalogs';
import { type Align, createPdf, drawLine } from '../../../platform/pdf';
import type { ManifestDocument } from './manifests';
import { totalsOf } from './manifests';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INNER = PAGE.width - 2 * MARGIN;
const ROW = 18;

const aed = (fils: number) => (fils / 100).toFixed(2);

const dubaiTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const COLUMNS: { title: string; width: number; align?: Align }[] = [
  { title: 'Order', width: 110 },
  { title: 'Reference', width: 85 },
  { title: 'Recipient', width: 150 },
  { title: 'Area', width: 70 },
  { title: 'Parcels', width: 40, align: 'right' },
  { title: 'Cash (AED)', width: INNER - 110 - 85 - 150 - 70 - 40, align: 'right' },
];

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, weight: 'regular' | 'bold' = 'regular') {
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    // Arabic names are drawn joined and right to left by drawLine (decision 018).
    drawLine(doc, cells[index] ?? '', x, y, { size: 9, weight, width: column.width - 6, align: column.align });
    x += column.width;
  });
}

function header(doc: PDFKit.PDFDocument, manifest: ManifestDocument): number {
  drawLine(doc, catalogText('en', 'document.pickupManifest'), MARGIN, MARGIN, { size: 18, weight: 'bold' });
  drawLine(doc, catalogText('ar', 'document.pickupManifest'), MARGIN, MARGIN, {
    size: 18,
    weight: 'bold',
    width: INNER,
    align: 'right',
  });
  let y = MARGIN + 34;
  for (const [label, value] of [
    ['Pickup address', manifest.locationName],
    ['', manifest.address],
    ['Day', manifest.date],
  ] as const) {
    drawLine(doc, label, MARGIN, y, { size: 10, weight: 'bold' });
    drawLine(doc, value, MARGIN + 100, y, { size: 10, width: INNER - 100 });
    y += 15;
  }
  return y + 10;
}

function signOff(doc: PDFKit.PDFDocument, manifest: ManifestDocument, signature: Buffer | undefined, top: number) {
  let y = top + 20;
  if (y > PAGE.height - 160) {
    doc.addPage();
    y = MARGIN;
  }
  if (!manifest.signOff) {
    drawLine(doc, 'Courier:', MARGIN, y, { size: 10, weight: 'bold' });
    drawLine(doc, 'Handed over by (name and signature):', MARGIN + INNER / 2, y, { size: 10, weight: 'bold' });
    doc
      .moveTo(MARGIN, y + 60)
      .lineTo(MARGIN + INNER / 2 - 20, y + 60)
      .stroke();
    doc
      .moveTo(MARGIN + INNER / 2, y + 60)
      .lineTo(MARGIN + INNER, y + 60)
      .stroke();
    return;
  }
  const { courierFirstName, signerName, signedAt } = manifest.signOff;
  drawLine(doc, `Signed off ${dubaiTime(signedAt)} (Dubai time)`, MARGIN, y, { size: 11, weight: 'bold' });
  y += 18;
  drawLine(doc, `Courier: ${courierFirstName} (confirmed in the courier app)`, MARGIN, y, { size: 10 });
  y += 15;
  drawLine(doc, `Handed over by: ${signerName}`, MARGIN, y, { size: 10 });
  y += 15;
  if (signature) doc.image(signature, MARGIN, y, { fit: [220, 90] });
}

/**
 * A pickup address's manifest of a day as a printable A4 PDF (decision 072): its orders, parcels
 * and cash to collect, the totals, and the sign-off (the merchant's drawn signature) once signed.
 */
export async function renderManifestPdf(manifest: ManifestDocument, signature?: Buffer): Promise<Buffer> {
  const { doc, done } = await createPdf({
    size: 'A4',
    info: { Title: `Pickup manifest ${manifest.locationName} ${manifest.date}` },
  });
  let y = header(doc, manifest);
  row(
    doc,
    COLUMNS.map((column) => column.title),
    y,
    'bold',
  );
  y += ROW;
  for (const line of manifest.lines) {
    if (y > PAGE.height - MARGIN - ROW) {
      doc.addPage();
      y = MARGIN;
    }
    row(doc, [line.orderId, line.reference, line.recipientName, line.area, String(line.parcels), aed(line.codFils)], y);
    y += ROW;
  }
  const totals = totalsOf(manifest.lines);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + INNER, y)
    .stroke();
  row(doc, [`${totals.orders} orders`, '', '', 'Total', String(totals.parcels), aed(totals.codFils)], y + 4, 'bold');
  signOff(doc, manifest, signature, y + ROW);
  doc.end();
  return done;
}
