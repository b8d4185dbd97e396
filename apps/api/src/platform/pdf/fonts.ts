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

/** Registers the four fonts under their names on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file);
}
