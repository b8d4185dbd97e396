/** Draws barcodes and QR codes as vectors, which print crisp at any printer resolution. */
export type CodeWriter = {
  /** The Code 128 bars of a text, as [start, width] in modules, and the symbol's width in modules. */
  code128Bars: (text: string) => { bars: [number, number][]; modules: number };
  /** The text's Code 128 symbol, stretched to the box. */
  drawCode128: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) => void;
  /**
   * The QR code of a text as rectangles of dark modules, [column, row, width, height] (runs
   * along each row, merged down while the rows below repeat them), and its width in modules.
   */
  qrRectangles: (text: string) => { rects: [number, number, number, number][]; modules: number };
  /** A QR code of the text in a square of `size`. */
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

  const qrRectangles: CodeWriter['qrRectangles'] = (text) => {
    const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
      maskPattern: MASK,
    });
    const { size, data } = modules;
    const rects: [number, number, number, number][] = [];
    // The open runs of the row above, by column: [start, end, top row] one after another.
    let above: number[] = [];
    const close = (at: number, row: number) => {
      const [start = 0, end = 0, top = 0] = [above[at], above[at + 1], above[at + 2]];
      rects.push([start, top, end - start, row - top]);
    };
    for (let row = 0; row <= size; row++) {
      const here: number[] = [];
      let at = 0;
      for (let column = 0; row < size && column < size; column++) {
        if (!data[row * size + column]) continue;
        const start = column;
        while (column + 1 < size && data[row * size + column + 1]) column++;
        const end = column + 1;
        for (; at < above.length && (above[at] as number) < start; at += 3) close(at, row);
        let top = row;
        if (above[at] === start) {
          if (above[at + 1] === end) top = above[at + 2] as number;
          else close(at, row);
          at += 3;
        }
        here.push(start, end, top);
      }
      for (; at < above.length; at += 3) close(at, row);
      above = here;
    }
    return { rects, modules: size };
  };

  return {
    code128Bars,
    drawCode128: (doc, text, x, y, width, height) => {
      const { bars, modules } = code128Bars(text);
      // Bars in modules, scaled to the box by one transform: one short operator a bar.
      const rects = bars.map(([start, size]) => `${start} 0 ${size} 1 re`).join('\n');
      doc.addContent(`q 0 g ${fixed(width / modules)} 0 0 ${fixed(height)} ${fixed(x)} ${fixed(y)} cm\n${rects}\nf Q`);
    },
    qrRectangles,
    drawQrCode: (doc, text, x, y, size) => {
      const { rects, modules } = qrRectangles(text);
      const operators = rects.map(([column, row, width, height]) => `${column} ${row} ${width} ${height} re`);
      const unit = fixed(size / modules);
      doc.addContent(`q 0 g ${unit} 0 0 ${unit} ${fixed(x)} ${fixed(y)} cm\n${operators.join('\n')}\nf Q`);
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
