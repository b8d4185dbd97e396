// A small seeded generator (mulberry32): the same seed gives the same numbers on every machine,
// which is what makes a plan reproducible for the same input, seed and iteration count.
export class Rng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [from, to] (both included). */
  int(from: number, to: number): number {
    return from + Math.floor(this.next() * (to - from + 1));
  }
}
