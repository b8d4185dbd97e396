import { deflateSync } from 'node:zlib';
import { registerFonts } from './fonts';

/**
 * A new PDF with the fonts registered (each embedded once, with only the glyphs it uses), and
 * its bytes once `doc.end()` is called. pdfkit loads with the first document a process makes,
 * not at start-up (docs/decisions/044); each page's operators become bytes in one go when the
 * page ends (docs/decisions/047).
 */
export async function createPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ margin: 0, ...options });
  registerFonts(doc);
  doc.on('pageAdded', () => writeInOneGo((doc as unknown as { page: { content: ContentStream } }).page.content));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The parts of pdfkit's stream object (`PDFReference`) that a page's operators go through. */
type ContentStream = {
  compress: boolean;
  buffer: Uint8Array[];
  data: { Filter?: string };
  write: (chunk: unknown) => void;
  finalize: () => void;
};

const asText = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * pdfkit turns each operator line into a byte array of its own as it is written (a loop over its
 * characters), keeps them in a list, and joins them when the page ends. Here a page keeps its lines
 * as text and turns them into bytes once, when it ends, deflated with zlib's defaults as pdfkit
 * deflates them, and then lets them go: 1,000 labels drew about 10% faster (docs/decisions/047).
 * pdfkit then writes the page (and encrypts it first, for a document with a password) as before.
 */
function writeInOneGo(content: ContentStream): void {
  if (!content.compress) return;
  // What addPage wrote before announcing the page (its flip of the y axis).
  const lines = content.buffer.map(asText);
  content.buffer = [];
  content.compress = false;
  content.write = (chunk) => {
    lines.push(chunk instanceof Uint8Array ? asText(chunk) : `${chunk}\n`);
  };
  const finalize = content.finalize.bind(content);
  content.finalize = () => {
    if (lines.length > 0) {
      content.buffer = [deflateSync(Buffer.from(lines.join(''), 'latin1'))];
      content.data.Filter = 'FlateDecode';
      // The page's stream object lives as long as the document: its lines need not.
      lines.length = 0;
    }
    finalize();
  };
}
