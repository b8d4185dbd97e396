// Arabic letters in their joined forms, as Unicode presentation forms (docs/decisions/018).
//
// Each joined form then has its own code point, so a PDF's text can be read back exactly:
// fonts that draw dots as separate marks share one glyph among several letters (ب ت ث ن ي
// in the middle of a word), and a PDF maps a glyph to one text only.

/** Right-joining letters (they join the letter before them only): isolated and final forms. */
const RIGHT_JOINING: Record<number, [number, number]> = {
  1570: [0xfe81, 0xfe82], // آ
  1571: [0xfe83, 0xfe84], // أ
  1572: [0xfe85, 0xfe86], // ؤ
  1573: [0xfe87, 0xfe88], // إ
  1575: [0xfe8d, 0xfe8e], // ا
  1577: [0xfe93, 0xfe94], // ة
  1583: [0xfea9, 0xfeaa], // د
  1584: [0xfeab, 0xfeac], // ذ
  1585: [0xfead, 0xfeae], // ر
  1586: [0xfeaf, 0xfeb0], // ز
  1608: [0xfeed, 0xfeee], // و
  1688: [0xfb8a, 0xfb8b], // ژ
};

/** Dual-joining letters: isolated, final, initial and medial forms. */
const DUAL_JOINING: Record<number, [number, number, number, number]> = {
  1574: [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c], // ئ
  1576: [0xfe8f, 0xfe90, 0xfe91, 0xfe92], // ب
  1578: [0xfe95, 0xfe96, 0xfe97, 0xfe98], // ت
  1579: [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c], // ث
  1580: [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0], // ج
  1581: [0xfea1, 0xfea2, 0xfea3, 0xfea4], // ح
  1582: [0xfea5, 0xfea6, 0xfea7, 0xfea8], // خ
  1587: [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4], // س
  1588: [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8], // ش
  1589: [0xfeb9, 0xfeba, 0xfebb, 0xfebc], // ص
  1590: [0xfebd, 0xfebe, 0xfebf, 0xfec0], // ض
  1591: [0xfec1, 0xfec2, 0xfec3, 0xfec4], // ط
  1592: [0xfec5, 0xfec6, 0xfec7, 0xfec8], // ظ
  1593: [0xfec9, 0xfeca, 0xfecb, 0xfecc], // ع
  1594: [0xfecd, 0xfece, 0xfecf, 0xfed0], // غ
  1601: [0xfed1, 0xfed2, 0xfed3, 0xfed4], // ف
  1602: [0xfed5, 0xfed6, 0xfed7, 0xfed8], // ق
  1603: [0xfed9, 0xfeda, 0xfedb, 0xfedc], // ك
  1604: [0xfedd, 0xfede, 0xfedf, 0xfee0], // ل
  1605: [0xfee1, 0xfee2, 0xfee3, 0xfee4], // م
  1606: [0xfee5, 0xfee6, 0xfee7, 0xfee8], // ن
  1607: [0xfee9, 0xfeea, 0xfeeb, 0xfeec], // ه
  1609: [0xfeef, 0xfef0, 0xfbe8, 0xfbe9], // ى
  1610: [0xfef1, 0xfef2, 0xfef3, 0xfef4], // ي
  1662: [0xfb56, 0xfb57, 0xfb58, 0xfb59], // پ
  1670: [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d], // چ
  1705: [0xfb8e, 0xfb8f, 0xfb90, 0xfb91], // ک
  1711: [0xfb92, 0xfb93, 0xfb94, 0xfb95], // گ
  1740: [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff], // ی
};

/** Lam followed by one of these alefs is one ligature: isolated and final forms. */
const LAM = 0x0644;
const LAM_ALEF: Record<number, [number, number]> = {
  1570: [0xfef5, 0xfef6],
  1571: [0xfef7, 0xfef8],
  1573: [0xfef9, 0xfefa],
  1575: [0xfefb, 0xfefc],
};

const TATWEEL = 0x0640;

/** Harakat and other marks: they sit on a letter and leave its joining alone. */
const isTransparent = (code: number) =>
  (code >= 0x0610 && code <= 0x061a) ||
  (code >= 0x064b && code <= 0x065f) ||
  code === 0x0670 ||
  (code >= 0x06d6 && code <= 0x06dc) ||
  (code >= 0x06df && code <= 0x06e4) ||
  code === 0x06e7 ||
  code === 0x06e8 ||
  (code >= 0x06ea && code <= 0x06ed);

const joinsForward = (code: number | undefined) => code !== undefined && (code in DUAL_JOINING || code === TATWEEL);
const joinsBackward = (code: number | undefined) =>
  code !== undefined && (code in DUAL_JOINING || code in RIGHT_JOINING || code === TATWEEL);

/** Arabic letters, the Arabic supplements and both presentation-form blocks. */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text with each Arabic letter in the form its neighbours call for (isolated, initial,
 * medial or final) and lam-alef as one ligature. A form the font lacks (`hasGlyph`) keeps the
 * plain letter. Other characters pass through unchanged; the text stays in logical order.
 */
export function shapeArabic(text: string, hasGlyph: (code: number) => boolean = () => true): string {
  const codes = Array.from(text, (char) => char.codePointAt(0) as number);
  // The neighbour of each letter that joining looks at: marks in between are skipped.
  const neighbour = (from: number, step: 1 | -1) => {
    for (let index = from + step; index >= 0 && index < codes.length; index += step) {
      const code = codes[index] as number;
      if (!isTransparent(code)) return code;
    }
    return undefined;
  };
  const pick = (form: number, plain: number) => (hasGlyph(form) ? form : plain);
  let shaped = '';
  for (let index = 0; index < codes.length; index++) {
    const code = codes[index] as number;
    const joinsPrevious = joinsForward(neighbour(index, -1)) && joinsBackward(code);
    const ligature = code === LAM ? LAM_ALEF[codes[index + 1] as number] : undefined;
    if (ligature) {
      const form = ligature[joinsPrevious ? 1 : 0];
      if (hasGlyph(form)) {
        shaped += String.fromCodePoint(form);
        index++;
        continue;
      }
    }
    const dual = DUAL_JOINING[code];
    const right = RIGHT_JOINING[code];
    if (dual) {
      const joinsNext = joinsBackward(neighbour(index, 1));
      const form = joinsPrevious ? (joinsNext ? dual[3] : dual[1]) : joinsNext ? dual[2] : dual[0];
      shaped += String.fromCodePoint(pick(form, code));
    } else if (right) {
      shaped += String.fromCodePoint(pick(right[joinsPrevious ? 1 : 0], code));
    } else {
      shaped += String.fromCodePoint(code);
    }
  }
  return shaped;
}
