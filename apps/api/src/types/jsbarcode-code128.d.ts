// JsBarcode's Code 128 encoder on its own, without the package's canvas and SVG renderers.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(text: string, options: object);
    valid(): boolean;
    /** The symbol's modules, one character each: "1" a bar, "0" a space. */
    encode(): { text: string; data: string };
  }
}
