import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index';
import { BankDetailsInputSchema } from './finance';
import { invoiceStatus, monthOf, periodLabel, vatOf, weekOf } from './periods';
import { ibanProblem, isIbanChecksumValid } from './validation';

describe('card data', () => {
  it('is asked for by no schema of the contract: no card number, security code or PAN field anywhere', () => {
    const schemas = Object.entries(contract).filter(([, value]) => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    const cardFields: string[] = [];
    for (const [name, schema] of schemas) {
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
      const walk = (node: unknown, at: string) => {
        if (!node || typeof node !== 'object') return;
        const properties = (node as { properties?: Record<string, unknown> }).properties ?? {};
        for (const field of Object.keys(properties))
          if (/card.?(number|no)|^pan$|cvv|cvc|security.?code/i.test(field)) cardFields.push(`${at}.${field}`);
        for (const child of Object.values(node)) walk(child, name);
      };
      walk(json, name);
    }
    expect(cardFields).toEqual([]);
  });

  it('says in one sentence where cards are taken', () => {
    expect(contract.CARD_ENTRY_ELSEWHERE).toMatch(/payment provider's secure page/);
  });
});

describe('IBANs', () => {
  it('accepts a UAE IBAN with valid check digits, in any case and spacing', () => {
    expect(ibanProblem('AE07 0331 2345 6789 0123 456')).toBeNull();
    expect(ibanProblem('ae070331234567890123456')).toBeNull();
    expect(
      BankDetailsInputSchema.parse({ accountHolder: 'A', bankName: 'B', iban: 'ae07 0331 2345 6789 0123 456' }).iban,
    ).toBe('AE070331234567890123456');
  });

  it('refuses any other check digits of the same account (mod 97)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (check) => {
        const iban = `AE${String(check).padStart(2, '0')}0331234567890123456`;
        expect(isIbanChecksumValid(iban)).toBe(check === 7);
      }),
    );
  });

  it('says what is wrong: not UAE, wrong length, bad checksum', () => {
    expect(ibanProblem('GB82 WEST 1234 5698 7654 32')).toBe('Enter a UAE IBAN (it starts with AE)');
    expect(ibanProblem('AE07 0331 2345')).toBe('A UAE IBAN is AE followed by 21 digits');
    expect(ibanProblem('AE08 0331 2345 6789 0123 456')).toBe('This IBAN is not valid: check for a typing mistake');
  });
});

describe('periods and amounts', () => {
  it('takes months and Monday-to-Sunday weeks by the Dubai calendar day', () => {
    expect(monthOf('2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // a Sunday
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(periodLabel('2026-10-26', '2026-11-01')).toBe('26 Oct – 1 Nov 2026');
  });

  it('rounds VAT at 5% half up to the fil', () => {
    expect(vatOf(100_000)).toBe(5_000);
    expect(vatOf(2_510)).toBe(126); // 125.5
    expect(vatOf(2_509)).toBe(125); // 125.45
  });

  it('is overdue only after the due date by the Dubai day', () => {
    const invoice = { paidAt: null, dueDate: '2026-11-16' };
    // 23:59 in Dubai on the due date (19:59 UTC): still unpaid, not overdue.
    expect(invoiceStatus(invoice, new Date('2026-11-16T19:59:00Z'))).toBe('unpaid');
    // 00:01 in Dubai the day after (still the 16th in UTC): overdue.
    expect(invoiceStatus(invoice, new Date('2026-11-16T20:01:00Z'))).toBe('overdue');
    expect(invoiceStatus({ ...invoice, paidAt: '2026-11-20T00:00:00Z' }, new Date('2026-12-30T00:00:00Z'))).toBe(
      'paid',
    );
  });
});
