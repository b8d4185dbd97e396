import { registerFonts } from './fonts';

/**
 * A new PDF with the fonts registered (each embedded once, with only the glyphs it uses), and
 * its bytes once `doc.end()` is called. pdfkit loads with the first document a process makes,
 * not at start-up (docs/decisions/044).
 */
export async function createPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ margin: 0, ...options });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
