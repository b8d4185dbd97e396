// Text in every PDF: Latin and Arabic on one line, each script in its font, Arabic joined and
// read right to left, mixed lines in the order of the Unicode bidirectional algorithm
// (docs/decisions/018). pdfkit draws glyphs; this decides which, in which font, and where.
import bidiFactory from 'bidi-js';
import { ARABIC_SCRIPT, shapeArabic } from './arabic-shaping';
import { type FontName, fontOf, isStandardText, type Weight } from './fonts';

const bidi = bidiFactory();

/** Characters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** Where the baseline sits below the top of a line, in ems: a line drawn at y keeps its capitals under y. */
const BASELINE = 0.8;

export type TextStyle = { size: number; weight?: Weight; color?: string };
export type Align = 'left' | 'center' | 'right';
export type LineOptions = TextStyle & {
  /** The box the line is aligned in; a longer line is cut and ends in an ellipsis. */
  width?: number;
  align?: Align;
};
export type ParagraphOptions = TextStyle & { width: number; align?: Align; lineHeight?: number };

/** A stretch of one line drawn in one font, in the order it is drawn (left to right). */
type Run = {
  /** What pdfkit is given: fontkit lays out a string holding Arabic right to left by itself. */
  drawn: string;
  font: FontName;
  /** Where the run starts in the line as typed. */
  start: number;
};

const reverse = (text: string) => Array.from(text).reverse().join('');
const mirror = (text: string) => Array.from(text, (char) => bidi.getMirroredCharacter(char) ?? char).join('');

function toRun(logical: string, level: number, font: FontName, start: number): Run {
  const shaped = font.startsWith('arabic') ? shapeArabic(logical) : logical;
  const visual = level % 2 === 1 ? mirror(reverse(shaped)) : shaped;
  // fontkit reverses a run with right-to-left letters; give it the reverse of what must appear.
  return { drawn: RIGHT_TO_LEFT.test(visual) ? reverse(visual) : visual, font, start };
}

/** The runs of a line in drawing order: levels from the bidi algorithm, runs reordered by its rule L2. */
function latinFontOf(text: string, weight: Weight): FontName {
  return fontOf(isStandardText(text) ? 'standard' : 'latin', weight);
}

function runsOf(text: string, weight: Weight, direction?: 'ltr' | 'rtl'): Run[] {
  if (!RIGHT_TO_LEFT.test(text)) return [{ drawn: text, font: latinFontOf(text, weight), start: 0 }];
  const latin = fontOf('latin', weight);
  const arabic = fontOf('arabic', weight);
  const { levels } = bidi.getEmbeddingLevels(text, direction ?? 'auto');
  const pieces: { text: string; level: number; font: FontName; start: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] as number;
    // Neutral characters between Arabic words stay in the Arabic run, so the run is drawn as one.
    const font = ARABIC_SCRIPT.test(char) || (level % 2 === 1 && !/\p{L}/u.test(char)) ? arabic : latin;
    const last = pieces.at(-1);
    if (last && last.level === level && last.font === font) last.text += char;
    else pieces.push({ text: char, level, font, start: index });
    index += char.length;
  }
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < pieces.length; start++) {
      if ((pieces[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < pieces.length && (pieces[end + 1]?.level ?? 0) >= level) end++;
      pieces.splice(start, end - start + 1, ...pieces.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return pieces.map((piece) =>
    toRun(piece.text, piece.level, piece.font === latin ? latinFontOf(piece.text, weight) : piece.font, piece.start),
  );
}

/**
 * An Arabic run is laid out whole (pdfkit otherwise lays out word by word, which puts
 * right-to-left words in the wrong order) and with the font's substitutions off: the letters
 * are already in their joined forms, and the font's own substitutions would split some into a
 * body and separate dots, glyphs no text can be read back from. Latin keeps pdfkit's cached
 * word layout.
 */
const ARABIC_FEATURES = {
  ccmp: false,
  isol: false,
  init: false,
  medi: false,
  fina: false,
  rlig: false,
  liga: false,
  dlig: false,
  calt: false,
};
const featuresOf = (run: Run) => (run.font.startsWith('arabic') ? ARABIC_FEATURES : undefined);

/**
 * Widths of runs at size 1, per document: a width grows with the size, and labels and
 * invoices measure the same words again and again (titles, names cut to fit, amounts).
 */
const unitWidths = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

function runWidth(doc: PDFKit.PDFDocument, run: Run, size: number): number {
  let widths = unitWidths.get(doc);
  if (!widths) {
    widths = new Map();
    unitWidths.set(doc, widths);
  }
  const key = `${run.font}\u0000${run.drawn}`;
  let unit = widths.get(key);
  if (unit === undefined) {
    unit = doc
      .font(run.font)
      .fontSize(1)
      .widthOfString(run.drawn, { features: featuresOf(run) } as PDFKit.Mixins.TextOptions);
    widths.set(key, unit);
  }
  return unit * size;
}

/** A line split into runs, each measured once. */
type MeasuredLine = { runs: Run[]; widths: number[]; total: number };

function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle, direction?: 'ltr' | 'rtl'): MeasuredLine {
  const runs = runsOf(text, style.weight ?? 'regular', direction);
  const widths = runs.map((run) => runWidth(doc, run, style.size));
  return { runs, widths, total: widths.reduce((sum, value) => sum + value, 0) };
}

/** The width of one line of text, in points. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return measure(doc, text, style).total;
}

/** The line as it fits the width: whole, or its longest start with an ellipsis after it. */
function fitLine(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width?: number, direction?: 'ltr' | 'rtl') {
  const whole = measure(doc, text, style, direction);
  if (width === undefined || whole.total <= width) return whole;
  const chars = Array.from(text);
  const cut = (length: number) => measure(doc, `${chars.slice(0, length).join('').trimEnd()}…`, style, direction);
  // The cut is looked for from where the widths say it falls, a character at a time: a long
  // line is measured two or three times rather than once a halving of its length.
  let fits = Math.min(chars.length - 1, Math.floor((chars.length * width) / whole.total));
  while (fits > 0 && cut(fits).total > width) fits--;
  while (fits + 1 < chars.length && cut(fits + 1).total <= width) fits++;
  return cut(fits);
}

function drawRuns(
  doc: PDFKit.PDFDocument,
  line: MeasuredLine,
  x: number,
  y: number,
  style: TextStyle,
  align: Align,
  width?: number,
) {
  const { runs, widths, total } = line;
  let left = x;
  if (width !== undefined && align === 'right') left = x + width - total;
  if (width !== undefined && align === 'center') left = x + (width - total) / 2;
  const lefts = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, value) => sum + value, 0));
  const baseline = y + style.size * BASELINE;
  doc.fillColor(style.color ?? '#000000');
  // Runs are placed in reading order from left to right but written into the page in the order
  // they were typed, so text extractors that read the page in stream order get the typed text.
  const typedOrder = runs
    .map((run, index) => ({ run, left: lefts[index] as number, width: widths[index] as number }))
    .sort((a, b) => a.run.start - b.run.start);
  for (const { run, left, width: measured } of typedOrder) {
    doc
      .font(run.font)
      .fontSize(style.size)
      .text(run.drawn, left, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: featuresOf(run),
        // Measured already: pdfkit would measure the run again.
        textWidth: measured,
      } as PDFKit.Mixins.TextOptions);
  }
}

/**
 * Draws one line of text with its top at y, Arabic and Latin each in its font and in reading
 * order. Within `width`, it is aligned and, when too long, cut with an ellipsis.
 */
export function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: LineOptions): void {
  const { width, align = 'left', ...style } = options;
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return;
  drawRuns(doc, fitLine(doc, line, style, width), x, y, style, align, width);
}

/** Draws text wrapped at spaces to the width; answers the y under its last line. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: ParagraphOptions,
): number {
  const { width, align = 'left', lineHeight = options.size * 1.35, ...style } = options;
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  // One direction for the whole paragraph, so a line of Latin inside Arabic keeps its place.
  const direction = RIGHT_TO_LEFT.test(text)
    ? bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1
      ? 'rtl'
      : 'ltr'
    : undefined;
  const lines: string[] = [];
  for (const word of words) {
    const current = lines.at(-1);
    if (current !== undefined && textWidth(doc, `${current} ${word}`, style) <= width)
      lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  let top = y;
  for (const line of lines) {
    drawRuns(doc, fitLine(doc, line, style, width, direction), x, top, style, align, width);
    top += lineHeight;
  }
  return top;
}
