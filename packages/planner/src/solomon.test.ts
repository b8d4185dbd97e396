import { describe, expect, it } from 'vitest';
import { parseSolomon, printSolomon } from './solomon';
import { solve } from './solve';
import { fixture } from './test/support';
import { verifyPlan } from './verify';

describe('Solomon instances', () => {
  it("reads RC208: the fleet, the depot and every customer's line", () => {
    const inst = parseSolomon(fixture('RC208.txt'));
    expect(inst.name).toBe('RC208');
    expect(inst.vehicles).toBe(25);
    expect(inst.capacity).toBe(1000);
    expect(inst.customers).toHaveLength(101);
    expect(inst.customers[0]).toEqual({ id: 0, x: 40, y: 50, demand: 0, ready: 0, due: 960, service: 0 });
    expect(inst.customers[1]).toEqual({ id: 1, x: 25, y: 85, demand: 20, ready: 388, due: 911, service: 10 });
    expect(inst.customers[100]).toEqual({ id: 100, x: 31, y: 67, demand: 3, ready: 356, due: 930, service: 10 });
    const { problem } = inst;
    expect(problem.jobs).toHaveLength(100);
    expect(problem.vehicles).toHaveLength(25);
    expect(problem.vehicles[0]).toMatchObject({ shiftStart: 0, shiftEnd: 960, capacity: { parcels: 1000 } });
    expect(problem.jobs[0]).toMatchObject({ id: '1', demand: { parcels: 20 }, delivery: { serviceTime: 10 } });
    // Distances keep full precision: depot → customer 1 is √(15² + 35²), not 38 or 38.1.
    expect(problem.travel.distance[0 * 101 + 1]).toBe(Math.sqrt(15 ** 2 + 35 ** 2));
    expect(problem.travel.time[0 * 101 + 1]).toBe(problem.travel.distance[1]);
  });

  it('refuses text that is not a Solomon instance', () => {
    expect(() => parseSolomon('hello\nworld')).toThrow(/VEHICLE NUMBER CAPACITY/);
  });

  it('prints a plan as Route #k lines of customer numbers and its cost', () => {
    const inst = parseSolomon(fixture('C101.txt'));
    const plan = solve(inst.problem, { iterations: 200, seed: 3 });
    const text = printSolomon(plan);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(plan.routes.length + 1);
    lines.slice(0, -1).forEach((line, k) => {
      expect(line).toMatch(new RegExp(`^Route #${k + 1}: \\d+( \\d+)*$`));
    });
    expect(lines.at(-1)).toBe(`Cost ${Math.round(plan.totals.distance * 10) / 10}`);
    const served = lines
      .slice(0, -1)
      .flatMap((line) => line.split(': ')[1]?.split(' ') ?? [])
      .map(Number)
      .sort((a, b) => a - b);
    expect(served).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(verifyPlan(inst.problem, plan).feasible).toBe(true);
  });
});
