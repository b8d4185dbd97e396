// Reads generated PDFs back in tests: their text as an extractor sees it (pdf.js, the engine of
// Firefox's viewer) and their pages as PNG images for a person to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's own metrics-compatible fonts for the PDF standard fonts (Helvetica), which PDFs don't embed. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function open(pdf: Buffer) {
  return getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

export type TextItem = { text: string; x: number; y: number; isLineEnd: boolean };

/**
 * The text pieces of each page with their position (points from the page's bottom left), in
 * Unicode's compatibility form (NFKC), as search and copy in a viewer give them: Arabic
 * letters in their joined forms read as the letters typed.
 */
export async function pdfTextItems(pdf: Buffer): Promise<TextItem[][]> {
  const document = await open(pdf);
  const pages: TextItem[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [{ text: item.str.normalize('NFKC'), x: item.transform[4], y: item.transform[5], isLineEnd: item.hasEOL }]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

/** The text of each page, one string a page, lines ended by line breaks. */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  return (await pdfTextItems(pdf)).map((items) =>
    items.map((item) => `${item.text}${item.isLineEnd ? '\n' : ''}`).join(''),
  );
}

/** The folder under the OS's temporary folder where the tests leave rendered pages. */
export const RENDER_DIR = path.join(tmpdir(), 'sameday-pdf-renders');

/** The first pages of a PDF drawn on canvases, white behind, at `scale` pixels a point. */
export async function pdfCanvases(pdf: Buffer, { pages = 1, scale = 2 } = {}) {
  const document = await open(pdf);
  const canvases = [];
  for (let number = 1; number <= Math.min(pages, document.numPages); number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js draws on @napi-rs/canvas in Node; its types name the browser's canvas.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    canvases.push(canvas);
  }
  await document.destroy();
  return canvases;
}

/** Renders the first pages of a PDF to PNG files named `{name}-{page}.png`; answers their paths. */
export async function renderPdf(pdf: Buffer, name: string, options: { pages?: number; scale?: number } = {}) {
  mkdirSync(RENDER_DIR, { recursive: true });
  return (await pdfCanvases(pdf, options)).map((canvas, index) => {
    const file = path.join(RENDER_DIR, `${name}-${index + 1}.png`);
    writeFileSync(file, canvas.toBuffer('image/png'));
    return file;
  });
}
