// PDFs: one document factory, one code writer and one text helper for labels, invoices and COD statements.
export { shapeArabic } from './arabic-shaping';
export { type CodeWriter, loadCodeWriter } from './codes';
export { createPdf } from './document';
export type { Weight } from './fonts';
export { type Align, drawLine, drawParagraph, type LineOptions, type TextStyle, textWidth } from './text';
