// The reference patterns of the dispatcher's rules: the meaning they had as regular expressions,
// in a bounded number of steps (docs/decisions/035, "Patterns and their budget").
import { ConditionInputSchema, OrderFactsSchema, OrderInputSchema } from '@sameday/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_MAX, REFERENCE_MAX, WORST_PATTERNS, WORST_REFERENCES } from '../../test/worst-patterns';
import { compileWildcard, foldCase, wildcardSteps } from './service/wildcard';

/**
 * The patterns' meaning as it was written before: each `*` a `.*`, each `?` a `.`, the rest
 * escaped, anchored, case-insensitive and dotAll. Exponential in the stars: small inputs only.
 */
function asRegularExpression(pattern: string): RegExp {
  const source = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'is');
}

/** A plain table of which pattern prefix matches which text prefix: O(pattern × text), no shortcuts. */
function byTable(pattern: string, text: string): boolean {
  const rows = pattern.length;
  const cols = text.length;
  let previous = new Array<boolean>(cols + 1).fill(false);
  previous[0] = true;
  for (let i = 1; i <= rows; i += 1) {
    const current = new Array<boolean>(cols + 1).fill(false);
    const unit = pattern.charCodeAt(i - 1);
    if (unit === 42) current[0] = previous[0] as boolean;
    for (let j = 1; j <= cols; j += 1) {
      if (unit === 42) current[j] = (previous[j] as boolean) || (current[j - 1] as boolean);
      else if (unit === 63 || foldCase(unit) === foldCase(text.charCodeAt(j - 1)))
        current[j] = previous[j - 1] as boolean;
    }
    previous = current;
  }
  return previous[cols] as boolean;
}

/** Letters whose case folding is unusual, a line break, regular-expression syntax and a surrogate pair. */
const UNITS = ['a', 'A', 'b', 'B', 's', 'S', 'ß', 'ſ', 'k', 'K', '\u212A', 'i', 'I', 'İ', 'ı', 'é', 'É', 'σ', 'Σ', 'ς'];
const SYNTAX = ['.', '(', ')', '|', '[', ']', '\\', '^', '$', '+', '{', '}', '-', '\n', '😀'];
const textArb = (maxLength: number) =>
  fc.array(fc.constantFrom(...UNITS, ...SYNTAX), { maxLength }).map((parts) => parts.join(''));
const patternArb = (maxLength: number) =>
  fc.array(fc.constantFrom(...UNITS, ...SYNTAX, '*', '*', '*', '?', '?'), { maxLength }).map((parts) => parts.join(''));
/** Texts and patterns over two letters, where stars and question marks have the most to do. */
const narrowText = fc.array(fc.constantFrom('a', 'A', 'b'), { maxLength: 14 }).map((parts) => parts.join(''));
const narrowPattern = fc
  .array(fc.constantFrom('a', 'b', 'B', '*', '?'), { minLength: 1, maxLength: 10 })
  .map((parts) => parts.join(''));

describe('a reference pattern', () => {
  it('reads `*` as any text, `?` as one character and everything else as itself, case ignored', () => {
    const matches = (pattern: string, text: string) => compileWildcard(pattern).test(text);
    expect(matches('shop-10??', 'SHOP-1001')).toBe(true);
    expect(matches('shop-1.01', 'SHOP-1001')).toBe(false);
    expect(matches('shop-1.01', 'shop-1.01')).toBe(true);
    expect(matches('*', '')).toBe(true);
    expect(matches('?', '')).toBe(false);
    expect(matches('B2B-*', 'b2b-')).toBe(true);
    expect(matches('*-77', 'B2B-77')).toBe(true);
    expect(matches('*-77', 'B2B-770')).toBe(false);
    expect(matches('a*b*c', 'AxxBxxC')).toBe(true);
    expect(matches('a*b*c', 'AxxCxxB')).toBe(false);
    expect(matches('(a|b)+[x]{2}^$\\d', '(A|B)+[X]{2}^$\\D')).toBe(true);
    expect(matches('(a|b)', 'a')).toBe(false);
    // A line break is a character like any other (the old `s` flag).
    expect(matches('a?b', 'a\nb')).toBe(true);
    expect(matches('a*b', 'a\n\nb')).toBe(true);
    // Characters are UTF-16 code units: an emoji is two of them.
    expect(matches('x??', 'x😀')).toBe(true);
    expect(matches('x?', 'x😀')).toBe(false);
    // Folded as a regular expression without `u` folds: never from outside ASCII into it.
    expect(matches('strasse', 'STRAßE')).toBe(false);
    expect(matches('s', 'ſ')).toBe(false);
    expect(matches('k', '\u212A')).toBe(false); // the Kelvin sign
    expect(matches('é', 'É')).toBe(true);
    expect(matches('σ', 'ς')).toBe(true); // both Σ in upper case
    expect(matches('Σ', 'σ')).toBe(true);
  });

  it('means what the regular expression meant, for any pattern and text', () => {
    fc.assert(
      fc.property(patternArb(10), textArb(14), (pattern, text) => {
        expect(compileWildcard(pattern).test(text)).toBe(asRegularExpression(pattern).test(text));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(narrowPattern, narrowText, (pattern, text) => {
        expect(compileWildcard(pattern).test(text)).toBe(asRegularExpression(pattern).test(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with a plain table of prefixes at every length the contract allows', () => {
    const longText = fc
      .array(fc.constantFrom('a', 'A', 'b', 'ß', '😀'), { maxLength: 100 })
      .map((parts) => parts.join('').slice(0, 100));
    const longPattern = fc
      .array(fc.constantFrom('a', 'b', 'B', '*', '*', '?'), { minLength: 1, maxLength: 100 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(longPattern, longText, (pattern, text) => {
        expect(compileWildcard(pattern).test(text)).toBe(byTable(pattern, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('never takes more steps than its bound, and within a budget answers the same or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(patternArb(40), narrowPattern), fc.oneof(textArb(60), narrowText), (pattern, text) => {
        const matcher = compileWildcard(pattern);
        const budget = { steps: 1_000_000 };
        const matched = matcher.within(text, budget);
        const spent = 1_000_000 - budget.steps;
        expect(matched).toBe(matcher.test(text));
        expect(spent).toBeGreaterThan(text.length);
        expect(spent).toBeLessThanOrEqual(wildcardSteps(pattern.length, text.length));
        // With exactly what it takes, the same answer and nothing left; one step less, no answer.
        const exact = { steps: spent };
        expect(matcher.within(text, exact)).toBe(matched);
        expect(exact.steps).toBe(0);
        const short = { steps: spent - 1 };
        expect(matcher.within(text, short)).toBeUndefined();
        expect(short.steps).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the worst patterns at the contract’s limits', () => {
  it('are within the limits the contract sets, and those limits hold', () => {
    const condition = (value: string) => ({ field: 'reference', operator: 'matches', value });
    for (const pattern of WORST_PATTERNS) expect(ConditionInputSchema.safeParse(condition(pattern)).success).toBe(true);
    expect(ConditionInputSchema.safeParse(condition('*'.repeat(PATTERN_MAX + 1))).success).toBe(false);
    const reference = OrderFactsSchema.shape.reference;
    expect(reference.safeParse('a'.repeat(REFERENCE_MAX)).success).toBe(true);
    expect(reference.safeParse('a'.repeat(REFERENCE_MAX + 1)).success).toBe(false);
    // An order's own reference is shorter still.
    expect(OrderInputSchema.shape.partnerOrderId.safeParse('a'.repeat(REFERENCE_MAX)).success).toBe(false);
  });

  it('each evaluate in well under a millisecond against the longest references (median of 200 runs)', () => {
    for (const pattern of WORST_PATTERNS) {
      const matcher = compileWildcard(pattern);
      for (const text of WORST_REFERENCES) {
        // Within its bound of steps whatever happens.
        const budget = { steps: 1_000_000 };
        matcher.within(text, budget);
        expect(1_000_000 - budget.steps).toBeLessThanOrEqual(wildcardSteps(pattern.length, text.length));
        const times: number[] = [];
        for (let run = 0; run < 200; run += 1) {
          const started = performance.now();
          matcher.test(text);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        expect(times[100], `${pattern} against ${text.length} characters`).toBeLessThan(1);
      }
    }
  });
});
