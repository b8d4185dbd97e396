/** Draws barcodes and QR codes as vectors, which print crisp at any printer resolution. */
export type CodeWriter = {
  /** The Code 128 bars of a text, as [start, width] in modules, and the symbol's width in modules. */
  code128Bars: (text: string) => { bars: [number, number][]; modules: number };
  /** The text's Code 128 symbol, stretched to the box. */
  drawCode128: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) => void;
  /** A QR code of the text, its dark modules merged into rectangles, in a square of `size`. */
  drawQrCode: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) => void;
};

/**
 * JsBarcode's Code 128 encoder (which switches between code sets A, B and C for the shortest
 * symbol) and qrcode encode; both load with the first label a process draws, not at start-up
 * (docs/decisions/044). Drawing vectors spares a PNG encode and decode per label (1,000 labels
 * went from ~10 s to ~2 s).
 */
export async function loadCodeWriter(): Promise<CodeWriter> {
  const [{ CODE128 }, { default: QRCode }] = await Promise.all([
    import('jsbarcode/bin/barcodes/CODE128/index.js'),
    import('qrcode'),
  ]);

  const code128Bars: CodeWriter['code128Bars'] = (text) => {
    // One character a module, "1" for a bar: start, data, check and stop symbols, no quiet zones.
    const symbol = new CODE128(text, {});
    if (!symbol.valid()) throw new Error('Code 128 encoding failed');
    const { data } = symbol.encode();
    const bars: [number, number][] = [];
    for (let module = 0; module < data.length; module++) {
      if (data[module] !== '1') continue;
      const start = module;
      while (data[module + 1] === '1') module++;
      bars.push([start, module - start + 1]);
    }
    return { bars, modules: data.length };
  };

  return {
    code128Bars,
    drawCode128: (doc, text, x, y, width, height) => {
      const { bars, modules } = code128Bars(text);
      // Bars in modules, scaled to the box by one transform: one short operator a bar.
      const rects = bars.map(([start, size]) => `${start} 0 ${size} 1 re`).join('\n');
      doc.addContent(`q 0 g ${fixed(width / modules)} 0 0 ${fixed(height)} ${fixed(x)} ${fixed(y)} cm\n${rects}\nf Q`);
    },
    drawQrCode: (doc, text, x, y, size) => {
      const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
        maskPattern: MASK,
      });
      // Dark runs along each row; a run that repeats the row above's lengthens its rectangle.
      const rects: string[] = [];
      let above = new Map<number, { end: number; top: number }>();
      const close = (runs: Map<number, { end: number; top: number }>, row: number) => {
        for (const [start, { end, top }] of runs) rects.push(`${start} ${top} ${end - start} ${row - top} re`);
      };
      for (let row = 0; row < modules.size; row++) {
        const here = new Map<number, { end: number; top: number }>();
        let column = 0;
        while (column < modules.size) {
          if (!modules.get(row, column)) {
            column++;
            continue;
          }
          const start = column;
          while (column < modules.size && modules.get(row, column)) column++;
          const open = above.get(start);
          if (open?.end === column) above.delete(start);
          here.set(start, { end: column, top: open?.end === column ? open.top : row });
        }
        close(above, row);
        above = here;
      }
      close(above, modules.size);
      const unit = fixed(size / modules.size);
      doc.addContent(`q 0 g ${unit} 0 0 ${unit} ${fixed(x)} ${fixed(y)} cm\n${rects.join('\n')}\nf Q`);
    },
  };
}

/**
 * Every QR code is masked with one pattern. Scoring all eight for each code, as qrcode does
 * unasked, took four fifths of a code's time (0.2 s of 1,000 labels); any mask is a valid
 * symbol, and the labels' test reads back codes of many random links (docs/decisions/046).
 */
const MASK = 0;

/** A coordinate as the content stream writes it: at most four decimals. */
const fixed = (value: number) => String(Math.round(value * 10_000) / 10_000);
