// The fonts of every PDF, in regular and bold: Helvetica (one of the PDF standard fonts, nothing
// embedded) for text it can show, Noto Sans for other Latin, Greek and Cyrillic, Noto Sans Arabic
// for Arabic. The Noto fonts are under the SIL Open Font License 1.1, which allows embedding;
// pdfkit embeds them once per document, with only the glyphs it uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES | 'Helvetica' | 'Helvetica-Bold';
export type Weight = 'regular' | 'bold';
export type Script = 'standard' | 'latin' | 'arabic';

export function fontOf(script: Script, weight: Weight): FontName {
  if (script === 'standard') return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  return weight === 'bold' ? `${script}-bold` : script;
}

/**
 * Text Helvetica can show: the Windows-1252 characters pdfkit's standard fonts encode. Most of
 * what a label prints is this; laying it out needs no shaping, which keeps 1,000 labels fast.
 */
export const isStandardText = (text: string) =>
  /^[\x20-\x7E\u00A0-\u00FF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]*$/.test(
    text,
  );

let files: Record<FontName, Buffer> | undefined;

/** The font files, read once per process. */
function fontFiles(): Record<FontName, Buffer> {
  files ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(resolve(file))]),
  ) as Record<FontName, Buffer>;
  return files;
}

/**
 * Registers the four font files under their names on a new document; each of its six fonts
 * (with Helvetica and Helvetica-Bold) remembers its layouts, and Helvetica is left current.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file);
  for (const name of [...Object.keys(FONT_FILES), 'Helvetica-Bold', 'Helvetica'] as FontName[]) {
    rememberLayouts(doc.font(name));
  }
}

/** The two answers of a pdfkit font that lay a string out, with the font's features (Arabic's are off). */
type LaidOutFont = {
  /** Its glyphs' codes and each glyph's advance. */
  encode: (text: string, features?: object) => unknown;
  /** Its width at a size. */
  widthOfString: (text: string, size: number, features?: object) => number;
};

/**
 * pdfkit lays a string out each time it is measured or drawn (and measures each line again
 * once drawn): Helvetica kerned pair by pair through a table of string keys, Arabic shaped by
 * fontkit with no cache at all. A label sheet draws the same titles, pickups, dates and names
 * on every page, so each document's fonts remember their layouts, by features and text. pdfkit
 * only reads the answers; what a first layout records (the glyphs a font embeds) stays recorded.
 */
function rememberLayouts(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font: LaidOutFont })._font;
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const layouts = new Map<object | undefined, Map<string, unknown>>();
  const widths = new Map<object | undefined, Map<string, number>>();
  const remembered = <T>(memo: Map<object | undefined, Map<string, T>>, features: object | undefined) => {
    let byText = memo.get(features);
    if (!byText) {
      byText = new Map();
      memo.set(features, byText);
    }
    return byText;
  };
  font.encode = (text, features) => {
    const byText = remembered(layouts, features);
    let layout = byText.get(text);
    if (layout === undefined) {
      layout = encode(text, features);
      byText.set(text, layout);
    }
    return layout;
  };
  font.widthOfString = (text, size, features) => {
    const byText = remembered(widths, features);
    let width = byText.get(text);
    if (width === undefined) {
      width = widthOfString(text, 1000, features);
      byText.set(text, width);
    }
    return (width * size) / 1000;
  };
}
