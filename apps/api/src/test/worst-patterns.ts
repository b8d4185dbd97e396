// The reference patterns and references that make a pattern matcher work hardest, at the
// contract's limits: a rule's pattern (100 characters) and a reference evaluated (100).

/** The longest pattern a rule's reference condition takes. */
export const PATTERN_MAX = 100;
/** The longest reference the dispatcher is asked to evaluate (an order's own is at most 64). */
export const REFERENCE_MAX = 100;

const capped = (pattern: string) => pattern.slice(0, PATTERN_MAX);

/** Patterns that made the old backtracking matcher (or make a greedy one) work hardest on runs of one letter. */
export const WORST_PATTERNS: readonly string[] = [
  '*a*a*a*a*a*a*a*b',
  capped('*a'.repeat(50)),
  capped(`${'*a'.repeat(49)}*b`),
  capped(`*${'a'.repeat(PATTERN_MAX - 2)}b`),
  `*${'a'.repeat(49)}b`,
  `*${'a'.repeat(50)}`,
  `*${'?'.repeat(49)}b`,
  capped(`${'*?'.repeat(49)}*b`),
  capped(`${'a*'.repeat(49)}ab`),
  capped(`*${'a?'.repeat(49)}b`),
];

/** References of one letter, the worst texts for those patterns. */
export const WORST_REFERENCES: readonly string[] = [
  'a'.repeat(REFERENCE_MAX),
  `${'a'.repeat(REFERENCE_MAX - 1)}b`,
  'a'.repeat(40),
  'Aa'.repeat(REFERENCE_MAX / 2),
];

/** A distinct reference of `length` letters a for each `index`, told apart by case only (the same to a pattern). */
export const caseVariantOfA = (index: number, length = 40): string =>
  Array.from({ length }, (_, at) => ((index >> at) & 1 ? 'A' : 'a')).join('');
