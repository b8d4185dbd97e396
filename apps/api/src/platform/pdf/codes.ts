/** Draws barcodes and QR codes as vectors, which print crisp at any printer resolution. */
export type CodeWriter = {
  /** The Code 128 bars of a text, as [start, width] in modules, and the symbol's width in modules. */
  code128Bars: (text: string) => { bars: [number, number][]; modules: number };
  /** The text's Code 128 symbol, stretched to the box. */
  drawCode128: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) => void;
  /** A QR code of the text, as squares merged along each row, in a square of `size`. */
  drawQrCode: (doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) => void;
};

/**
 * bwip-js encodes Code 128 and qrcode encodes QR; both load with the first label a process
 * draws, not at start-up (docs/decisions/044). Drawing vectors spares a PNG encode and decode
 * per label (1,000 labels went from ~10 s to ~2 s).
 */
export async function loadCodeWriter(): Promise<CodeWriter> {
  const [{ default: bwipjs }, { default: QRCode }] = await Promise.all([import('bwip-js'), import('qrcode')]);

  const code128Bars: CodeWriter['code128Bars'] = (text) => {
    const [symbol] = bwipjs.raw('code128', text, {});
    if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 encoding failed');
    const bars: [number, number][] = [];
    let position = 0;
    symbol.sbs.forEach((width, index) => {
      // Widths alternate bar, space, bar… starting with a bar.
      if (index % 2 === 0) bars.push([position, width]);
      position += width;
    });
    return { bars, modules: position };
  };

  return {
    code128Bars,
    drawCode128: (doc, text, x, y, width, height) => {
      const { bars, modules } = code128Bars(text);
      const unit = width / modules;
      for (const [start, size] of bars) doc.rect(x + start * unit, y, size * unit, height);
      doc.fill('#000000');
    },
    drawQrCode: (doc, text, x, y, size) => {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      const unit = size / modules.size;
      for (let row = 0; row < modules.size; row++) {
        let column = 0;
        while (column < modules.size) {
          if (!modules.get(row, column)) {
            column++;
            continue;
          }
          const start = column;
          while (column < modules.size && modules.get(row, column)) column++;
          doc.rect(x + start * unit, y + row * unit, (column - start) * unit, unit);
        }
      }
      doc.fill('#000000');
    },
  };
}
