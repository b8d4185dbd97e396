import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { parseSolomon } from '../solomon';
import { fixture } from '../test/support';
import { verifyPlan } from '../verify';
import { generateWave } from '../waves';
import { Instance } from './instance';
import { improve } from './local-search';
import { buildPlan } from './plan';
import { recreate } from './search';
import { State } from './state';

/** A poor start: every job inserted in a random order at its cheapest place. */
function randomStart(inst: Instance, seed: number): State {
  const rng = new Rng(seed);
  const order = Array.from({ length: inst.jobCount }, (_, j) => j);
  for (let i = order.length - 1; i > 0; i--) {
    const k = Math.floor(rng.next() * (i + 1));
    [order[i], order[k]] = [order[k] as number, order[i] as number];
  }
  const state = new State(inst);
  recreate(state, order, 0.2, rng);
  return state;
}

describe('local search', () => {
  it.each([1, 2, 3])(
    'only lowers the cost and keeps every route feasible (wave with pairs and singles, seed %i)',
    (seed) => {
      const wave = generateWave({ orders: 60, couriers: 6, merchants: 5, seed });
      wave.jobs.forEach((job, i) => {
        if (i % 2 === 0) delete job.pickup;
      });
      const inst = new Instance(wave);
      const state = randomStart(inst, seed);
      const before = state.total();
      improve(state);
      expect(state.total()).toBeLessThanOrEqual(before);
      expect(state.routes.every((r) => r.feasible)).toBe(true);
      expect(verifyPlan(wave, buildPlan(state, seed, 0, 0)).violations).toEqual([]);
    },
  );

  it('improves a random start on Solomon RC101 (tight windows) without breaking it', () => {
    const { problem } = parseSolomon(fixture('RC101.txt'));
    const inst = new Instance(problem);
    const state = randomStart(inst, 5);
    const before = state.total();
    improve(state);
    expect(state.total()).toBeLessThan(before);
    expect(verifyPlan(problem, buildPlan(state, 5, 0, 0)).violations).toEqual([]);
  });
});
