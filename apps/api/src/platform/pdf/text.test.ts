import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-reader';
import { createPdf, drawLine, drawParagraph, shapeArabic, textWidth } from '.';

const ARABIC_LETTERS = 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگی';

async function pdfWith(draw: (doc: PDFKit.PDFDocument) => void): Promise<string> {
  const { doc, done } = await createPdf({ size: [300, 400] });
  draw(doc);
  doc.end();
  return (await pdfText(await done)).join('\n');
}

describe('Arabic shaping', () => {
  it('joins each letter in the form its neighbours call for, and lam-alef as one ligature', () => {
    // خالد: initial khah, final alef, initial lam, final dal.
    expect(shapeArabic('خالد')).toBe('\uFEA7\uFE8E\uFEDF\uFEAA');
    // لا alone is the isolated ligature; after a joining letter, the final one.
    expect(shapeArabic('لا')).toBe('\uFEFB');
    expect(shapeArabic('سلام')).toBe('\uFEB3\uFEFC\uFEE1');
    expect(shapeArabic('Jumeirah 1')).toBe('Jumeirah 1');
  });

  it('keeps the text: its compatibility form is the text as typed, for any Arabic words', () => {
    const word = fc.array(fc.constantFrom(...ARABIC_LETTERS), { minLength: 1, maxLength: 8 }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const text = words.join(' ');
        expect(shapeArabic(text).normalize('NFKC')).toBe(text);
      }),
    );
  });
});

describe('text in a PDF', () => {
  it('reads every Arabic letter back as typed, in Arabic-only and mixed lines', async () => {
    const words = ['خالد الشامسي', 'ذ.م.م دبي زايد', 'إله آمنة أحمد مؤمن ئ', 'پژوهش چای گل کیک'];
    const text = await pdfWith((doc) => {
      words.forEach((line, index) => {
        drawLine(doc, line, 10, 10 + index * 16, { size: 10 });
      });
      drawLine(doc, 'Villa 12 فيلا', 10, 80, { size: 10, weight: 'bold' });
    });
    for (const line of words) expect(text).toContain(line);
    expect(text).toContain('فيلا');
    expect(text).toContain('Villa 12');
  });

  it('cuts a line too long for its width with an ellipsis', async () => {
    const long = 'Warehouse 5, Al Quoz Industrial Area 3, next to the big blue gate';
    const text = await pdfWith((doc) => {
      expect(textWidth(doc, long, { size: 10 })).toBeGreaterThan(120);
      drawLine(doc, long, 10, 10, { size: 10, width: 120 });
    });
    // The ellipsis reads back as three dots in its compatibility form.
    expect(text).toMatch(/^Warehouse 5, Al.*\.\.\.$/);
    expect(text).not.toContain('gate');
  });

  it('wraps a paragraph at spaces, Arabic too, and answers the y under it', async () => {
    let bottom = 0;
    const text = await pdfWith((doc) => {
      bottom = drawParagraph(doc, 'شركة الشامسي للتجارة العامة ذ.م.م، مكتب 1204، برج أسبن، دبي', 10, 10, {
        size: 10,
        width: 120,
        lineHeight: 13,
      });
    });
    expect(text.split('\n')).toHaveLength(3);
    expect(bottom).toBe(10 + 3 * 13);
    expect(text).toContain('شركة الشامسي');
    expect(text).toContain('أسبن، دبي');
  });
});
