import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-reader';
import { createPdf } from './document';
import { drawLine } from './text';

/** Each content stream of a PDF written by pdfkit, inflated, in the order written. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/<<([\s\S]*?)>>\nstream\n/g)) {
    if (!/\/Filter \/FlateDecode/.test(match[1] ?? '') || /\/Length1|\/Subtype/.test(match[1] ?? '')) continue;
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + length)).toString('latin1'));
  }
  return streams;
}

describe('PDF pages', () => {
  it('writes every page deflated, each with its own operators, in page order', async () => {
    const { doc, done } = await createPdf({ size: [288, 432], autoFirstPage: false });
    for (let page = 1; page <= 60; page++) {
      doc.addPage({ size: [288, 432], margin: 0 });
      drawLine(doc, `Page ${page} of 60`, 10, 10, { size: 12, width: 200 });
      doc.addContent(`% page ${page} marker`);
    }
    doc.end();
    const pdf = await done;
    const pages = await pdfText(pdf);
    expect(pages).toHaveLength(60);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of 60`);
    });
    const streams = contentStreams(pdf);
    expect(streams).toHaveLength(60);
    streams.forEach((operators, index) => {
      // addPage's flip of the y axis comes first on each page, then what was drawn on it.
      expect(operators.startsWith('1 0 0 -1 0 432 cm\n')).toBe(true);
      expect(operators).toContain(`% page ${index + 1} marker\n`);
      expect(operators).not.toContain(`% page ${index + 2} marker`);
    });
  });

  it('keeps what is drawn on a page until the document ends when pages are kept open', async () => {
    const { doc, done } = await createPdf({ size: 'A4', autoFirstPage: false, bufferPages: true });
    doc.addPage();
    drawLine(doc, 'First line', 40, 40, { size: 12, width: 400 });
    doc.addPage();
    drawLine(doc, 'Second page', 40, 40, { size: 12, width: 400 });
    doc.switchToPage(0);
    drawLine(doc, 'Added later', 40, 80, { size: 12, width: 400 });
    doc.end();
    const [first, second] = await pdfText(await done);
    expect(first).toContain('First line');
    expect(first).toContain('Added later');
    expect(second).toContain('Second page');
    expect(second).not.toContain('Added later');
  });
});
