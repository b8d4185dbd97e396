import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, NESTING_MAX_DEPTH, TEXT_MAX_CHARACTERS, TEXT_MESSAGES, textProblem } from './text';

const UNSAFE = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001F', '\u007F', '\uD800', '\uDFFF'];

describe('textProblem', () => {
  it('takes Arabic, emoji, tabs, new lines and bidi marks as they are', () => {
    for (const text of ['خالد الشامسي', 'Box 📦 x2', 'line one\nline two\r\n\tindented', '\u202Eevil', "=1+1'--"]) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses NUL, the other controls, DEL and lone surrogates wherever they sit', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...UNSAFE), fc.string(), (before, bad, after) => {
        expect(textProblem(`${before}${bad}${after}`)).toBe(TEXT_MESSAGES.unsafe);
      }),
    );
  });

  it('keeps a surrogate pair, which is one character', () => {
    const withoutControls = fc
      .string({ unit: 'grapheme' })
      .map((text) => text.replace(/(?![\t\n\r])(?=\p{ASCII})\p{Cc}/gu, ''));
    fc.assert(
      fc.property(withoutControls, (text) => {
        expect(textProblem(text)).toBeNull();
      }),
    );
    expect(textProblem('𝄞 😀')).toBeNull();
  });

  it('refuses a text longer than the platform-wide limit', () => {
    expect(textProblem('a'.repeat(TEXT_MAX_CHARACTERS))).toBeNull();
    expect(textProblem('a'.repeat(TEXT_MAX_CHARACTERS + 1))).toBe(TEXT_MESSAGES.tooLong);
  });
});

describe('findUnsafeText', () => {
  it('names each bad field by its path, keys included, and nothing else', () => {
    const errors = findUnsafeText({
      recipient: { name: 'x\uD800y', area: 'Al Barsha' },
      items: [{ name: 'ok' }, { name: 'a\u0000b' }],
      count: 3,
      'bad\u0000key': 'fine',
    });
    expect(errors).toEqual([
      { field: 'recipient.name', message: TEXT_MESSAGES.unsafe },
      { field: 'items.1.name', message: TEXT_MESSAGES.unsafe },
      { field: '_', message: TEXT_MESSAGES.unsafe },
    ]);
    expect(findUnsafeText({ a: ['b', { c: 'd' }], e: null, f: true })).toEqual([]);
  });

  it('walks 100,000 levels without recursion and names where the nesting went past the limit', () => {
    const deepArray = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findUnsafeText(deepArray)).toEqual([
      { field: Array(NESTING_MAX_DEPTH).fill('0').join('.'), message: TEXT_MESSAGES.tooDeep },
    ]);
    const deepObject = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    expect(findUnsafeText({ note: 'a\u0000', deep: deepObject })).toEqual([
      { field: ['deep', ...Array(NESTING_MAX_DEPTH - 1).fill('a')].join('.'), message: TEXT_MESSAGES.tooDeep },
    ]);
  });

  it('takes nesting up to the limit, counted from where the walk starts', () => {
    const nested = (levels: number): unknown => (levels === 0 ? 'x\u0000' : [nested(levels - 1)]);
    // NESTING_MAX_DEPTH arrays around a text: every level allowed, the bad text still named.
    expect(findUnsafeText(nested(NESTING_MAX_DEPTH))).toEqual([
      { field: Array(NESTING_MAX_DEPTH).fill('0').join('.'), message: TEXT_MESSAGES.unsafe },
    ]);
    expect(findUnsafeText(nested(NESTING_MAX_DEPTH + 1))[0]?.message).toBe(TEXT_MESSAGES.tooDeep);
    expect(findUnsafeText(nested(NESTING_MAX_DEPTH), ['body'])[0]?.message).toBe(TEXT_MESSAGES.unsafe);
  });
});
