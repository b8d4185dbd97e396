import { describe, expect, it } from 'vitest';
import { coalescingScheduler } from './query-host';

describe("the query library's notifications", () => {
  it('scheduled in one moment are told in one task, in order; a later one gets a task of its own', () => {
    const tasks: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => tasks.push(run));
    const told: string[] = [];
    schedule(() => told.push('account'));
    schedule(() => told.push('permissions'));
    schedule(() => told.push('orders'));
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(told).toEqual(['account', 'permissions', 'orders']);
    schedule(() => told.push('counts'));
    expect(tasks).toHaveLength(2);
    tasks[1]?.();
    expect(told.at(-1)).toBe('counts');
  });

  it('scheduled while a task tells its own are told in the next task', () => {
    const tasks: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => tasks.push(run));
    const told: string[] = [];
    schedule(() => {
      told.push('first');
      schedule(() => told.push('follow-up'));
    });
    tasks[0]?.();
    expect(told).toEqual(['first']);
    expect(tasks).toHaveLength(2);
    tasks[1]?.();
    expect(told).toEqual(['first', 'follow-up']);
  });
});
