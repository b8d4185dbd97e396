// The reference patterns of the dispatcher's rules (docs/decisions/035): `*` any text (none
// included), `?` one character, every other character itself, case ignored. A pattern is matched
// by walking it against the text with one place to go back to (the last `*`), so a match takes at
// most (pattern length + 1) × (text length + 1) steps whatever the pattern: a merchant's text
// never becomes a regular expression, whose backtracking grows exponentially with each `*`.
//
// The meaning is the one the rules had when patterns were regular expressions (`^…$`, flags `is`):
// characters are UTF-16 code units, `?` takes one of them, and case is folded as such a regular
// expression folds it (each code unit to its upper case when that is one code unit, never from
// outside ASCII into it: `ß` and `ſ` stay themselves).

const STAR = -1;
const ANY = -2;

/** Upper case of each code unit as it was first asked for, plus one (0: not yet known). */
const folded = new Uint32Array(0x10000);

/** The code unit a case-insensitive regular expression (no `u` flag) compares in place of `unit`. */
export function foldCase(unit: number): number {
  if (unit < 128) return unit >= 97 && unit <= 122 ? unit - 32 : unit;
  const known = folded[unit] as number;
  if (known !== 0) return known - 1;
  const upper = String.fromCharCode(unit).toUpperCase();
  const code = upper.length === 1 && upper.charCodeAt(0) >= 128 ? upper.charCodeAt(0) : unit;
  folded[unit] = code + 1;
  return code;
}

/** The steps a caller still allows (one order's rules share one budget): matching spends them. */
export type WildcardBudget = { steps: number };

/** A compiled pattern. */
export type WildcardMatcher = {
  /** Whether the whole text matches. */
  test(text: string): boolean;
  /**
   * The same within the budget: `undefined` when the match would take more steps than are left
   * (then none are left). Folding the text's case costs one step a character, plus one.
   */
  within(text: string, budget: WildcardBudget): boolean | undefined;
};

/** The pattern's tokens: `*` (runs of them are one), `?`, or a case-folded code unit. */
function tokensOf(pattern: string): Int32Array {
  const tokens: number[] = [];
  for (let index = 0; index < pattern.length; index += 1) {
    const unit = pattern.charCodeAt(index);
    if (unit === 42 /* * */) {
      if (tokens.at(-1) !== STAR) tokens.push(STAR);
    } else tokens.push(unit === 63 /* ? */ ? ANY : foldCase(unit));
  }
  return Int32Array.from(tokens);
}

/**
 * Compiles a pattern. Matching goes forward through the text; on a mismatch after a `*`, the `*`
 * takes one more character and the pattern resumes after it. The leftmost place of each part
 * between stars is the right one, so no earlier `*` is ever revisited: each character of the text
 * is where the last `*` resumes at most once, and each resumption walks at most the pattern.
 */
export function compileWildcard(pattern: string): WildcardMatcher {
  const tokens = tokensOf(pattern);
  const length = tokens.length;
  /** Positive: matched, in that many steps; negative: did not match, in minus that many; 0: over the limit. */
  const run = (text: string, limit: number): number => {
    let steps = text.length + 1;
    if (steps > limit) return 0;
    const units = new Uint16Array(text.length);
    for (let index = 0; index < text.length; index += 1) units[index] = foldCase(text.charCodeAt(index));
    let p = 0;
    let t = 0;
    let star = -1;
    let resumeAt = 0;
    while (t < units.length) {
      steps += 1;
      if (steps > limit) return 0;
      const token = p < length ? (tokens[p] as number) : undefined;
      if (token === STAR) {
        star = p;
        resumeAt = t;
        p += 1;
      } else if (token !== undefined && (token === ANY || token === units[t])) {
        p += 1;
        t += 1;
      } else if (star >= 0) {
        p = star + 1;
        resumeAt += 1;
        t = resumeAt;
      } else {
        return -steps;
      }
    }
    while (p < length && tokens[p] === STAR) p += 1;
    return p === length ? steps : -steps;
  };
  return {
    test: (text) => run(text, Number.POSITIVE_INFINITY) > 0,
    within: (text, budget) => {
      const outcome = run(text, budget.steps);
      budget.steps = outcome === 0 ? 0 : budget.steps - Math.abs(outcome);
      return outcome === 0 ? undefined : outcome > 0;
    },
  };
}

/** The most steps matching a pattern of `patternLength` against a text of `textLength` takes. */
export const wildcardSteps = (patternLength: number, textLength: number): number =>
  (patternLength + 1) * (textLength + 1) + textLength + 1;
