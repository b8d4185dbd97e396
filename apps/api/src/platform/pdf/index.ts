// PDFs: one document factory and one text helper for labels, invoices and COD statements.
export { shapeArabic } from './arabic-shaping';
export { createPdf } from './document';
export type { Weight } from './fonts';
export { type Align, drawLine, drawParagraph, type LineOptions, type TextStyle, textWidth } from './text';
