// The camera's view of parcel labels, for the courier journey: each order's label PDF (as the
// merchant prints it) rendered with pdf.js, the part with its barcode framed as a phone held over
// it sees it, written as a Y4M video Chromium plays as its camera
// (--use-file-for-fake-video-capture). The courier app decodes the real label's Code 128.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;

/** Grey levels of one rendered label, framed on its barcode. */
async function labelFrame(pdf: Uint8Array): Promise<Uint8Array> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  const page = await document.getPage(1);
  const base = page.getViewport({ scale: 1 });
  // The barcode fills most of the camera's width, as when the phone is held over the label.
  const viewport = page.getViewport({ scale: (WIDTH * 0.95) / base.width });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as never, viewport })
    .promise;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = (x: number, y: number) => {
    const at = (y * canvas.width + x) * 4;
    return Math.round(0.299 * (data[at] ?? 255) + 0.587 * (data[at + 1] ?? 255) + 0.114 * (data[at + 2] ?? 255));
  };
  // The barcode's rows: many changes between dark and light, the same ten pixels lower (bars are upright).
  const dark = (x: number, y: number) => grey(x, y) < 128;
  let best = 0;
  let bestRow = 0;
  for (let y = 0; y + 10 < canvas.height; y += 2) {
    let changes = 0;
    for (let x = 1; x < canvas.width; x += 1)
      if (dark(x, y) !== dark(x - 1, y) && dark(x, y) === dark(x, y + 10) && dark(x - 1, y) === dark(x - 1, y + 10))
        changes += 1;
    if (changes > best) {
      best = changes;
      bestRow = y;
    }
  }
  const top = Math.max(0, Math.min(canvas.height - HEIGHT, bestRow - HEIGHT / 2));
  const left = Math.floor((canvas.width - WIDTH) / 2);
  const frame = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const sx = x + left;
      const sy = y + top;
      if (sx >= 0 && sx < canvas.width && sy < canvas.height)
        frame[y * WIDTH + x] = 16 + Math.round((grey(sx, sy) * 219) / 255);
    }
  return frame;
}

/** A Y4M video showing each label in turn for `seconds`, looped by Chromium. */
export async function writeLabelVideo(pdfs: Uint8Array[], file: string, seconds = 2): Promise<void> {
  const lumas = await Promise.all(pdfs.map(labelFrame));
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const parts: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (const luma of lumas)
    for (let frame = 0; frame < FPS * seconds; frame += 1) parts.push(Buffer.from('FRAME\n'), luma, chroma);
  writeFileSync(file, Buffer.concat(parts));
}
