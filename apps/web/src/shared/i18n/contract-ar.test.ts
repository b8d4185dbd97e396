import * as contract from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ARABIC } from './contract-ar';

/** Every fixed sentence of the contract's *_MESSAGES tables: functions (with values) are written per screen. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}

describe('the Arabic of the contract sentences', () => {
  const tables = Object.entries(contract).filter(([name]) => name === 'MESSAGES' || name.endsWith('_MESSAGES'));

  it('has every fixed sentence, in Arabic', () => {
    expect(tables.length).toBeGreaterThan(5);
    const missing = tables.flatMap(([name, table]) =>
      sentences(table)
        .filter((english) => !/[\u0600-\u06FF]/.test(CONTRACT_ARABIC[english] ?? ''))
        .map((english) => `${name}: ${english}`),
    );
    expect(missing).toEqual([]);
  });
});
