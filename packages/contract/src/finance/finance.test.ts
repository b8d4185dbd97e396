import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankDetailsInputSchema, PaymentMethodInputSchema } from './finance';
import { invoiceStatus, monthOf, periodLabel, vatOf, weekOf } from './periods';
import { cardBrand, ibanProblem, isIbanChecksumValid, isLuhnValid } from './validation';

describe('card numbers', () => {
  it('accepts Luhn-valid numbers and refuses every single-digit change of them', () => {
    for (const number of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(isLuhnValid(number)).toBe(true);
      for (let i = 0; i < number.length; i += 1) {
        const changed = `${number.slice(0, i)}${(Number(number[i]) + 1) % 10}${number.slice(i + 1)}`;
        expect(isLuhnValid(changed), changed).toBe(false);
      }
    }
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9999999999999995')).toBe('card');
  });

  it('keeps the digits of a number typed with spaces, and refuses an expired card on the year', () => {
    const parsed = PaymentMethodInputSchema.safeParse({
      holderName: 'A',
      cardNumber: '4111 1111 1111 1111',
      expMonth: '12',
      expYear: String(new Date().getUTCFullYear() + 1),
    });
    expect(parsed.success && parsed.data.cardNumber).toBe('4111111111111111');
    const expired = PaymentMethodInputSchema.safeParse({
      holderName: 'A',
      cardNumber: '4111111111111111',
      expMonth: 1,
      expYear: 2020,
    });
    expect(expired.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['expYear', 'This card has expired'],
    ]);
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
