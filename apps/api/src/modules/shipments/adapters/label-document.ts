// A carrier label: 4×6 inch PDF with the tracking number as Code 128, or the same facts as ZPL
// for thermal printers. The provider's fleet prints its own; partner carriers send theirs.
import { createPdf, drawLine, loadCodeWriter } from '../../../platform/pdf';
import type { LabelFacts } from './carrier-adapter';

export async function labelPdf(facts: LabelFacts): Promise<Buffer> {
  const [{ doc, done }, codes] = await Promise.all([
    createPdf({ size: [288, 432], info: { Title: `Label ${facts.trackingNumber}` } }),
    loadCodeWriter(),
  ]);
  const x = 16;
  const width = 256;
  drawLine(doc, facts.carrierName, x, 16, { size: 16, weight: 'bold', width });
  drawLine(doc, facts.serviceName, x, 38, { size: 10, width });
  drawLine(doc, 'FROM', x, 64, { size: 7, weight: 'bold', color: '#555555' });
  drawLine(doc, `${facts.from.name}, ${facts.from.city} ${facts.from.countryCode}`, x, 74, { size: 9, width });
  drawLine(doc, 'TO', x, 98, { size: 7, weight: 'bold', color: '#555555' });
  drawLine(doc, facts.to.name, x, 108, { size: 12, weight: 'bold', width });
  drawLine(doc, facts.to.line1, x, 126, { size: 10, width });
  const place = [facts.to.city, facts.to.region, facts.to.postcode].filter(Boolean).join(', ');
  drawLine(doc, place, x, 140, { size: 10, width });
  drawLine(doc, facts.to.countryCode, x, 156, { size: 22, weight: 'bold', width });
  drawLine(doc, `${facts.parcelCount} parcel(s) · ${Number(facts.weightKg.toFixed(2))} kg`, x, 190, {
    size: 10,
    width,
  });
  if (facts.reference) drawLine(doc, `Ref ${facts.reference}`, x, 206, { size: 9, width });
  codes.drawCode128(doc, facts.trackingNumber, x, 250, width, 80);
  drawLine(doc, facts.trackingNumber, x, 338, { size: 14, weight: 'bold', width, align: 'center' });
  doc.end();
  return done;
}

/** The same facts as a ZPL II label (203 dpi, 4×6 inch). */
export function labelZpl(facts: LabelFacts): Buffer {
  const clean = (value: string) => value.replace(/[\^~]/g, ' ');
  const lines = [
    '^XA',
    `^FO30,30^A0N,40,40^FD${clean(facts.carrierName)}^FS`,
    `^FO30,80^A0N,25,25^FD${clean(facts.serviceName)}^FS`,
    `^FO30,140^A0N,30,30^FD${clean(facts.to.name)}^FS`,
    `^FO30,180^A0N,25,25^FD${clean(facts.to.line1)}^FS`,
    `^FO30,215^A0N,25,25^FD${clean(facts.to.city)} ${clean(facts.to.countryCode)}^FS`,
    `^FO30,300^BCN,150,Y,N,N^FD${clean(facts.trackingNumber)}^FS`,
    '^XZ',
  ];
  return Buffer.from(lines.join('\n'), 'utf8');
}
