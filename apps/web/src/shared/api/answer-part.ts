/**
 * A part of a combined answer (the first screen's), or, when that answer failed or lacks the part,
 * the part's own call: a query seeded from the combined answer still fills when it cannot.
 */
export const partOr = <T>(part: Promise<T | null>, ask: () => Promise<T>): Promise<T> =>
  part.then((value) => value ?? ask(), ask);
