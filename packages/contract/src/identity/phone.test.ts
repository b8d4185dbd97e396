import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { InternationalPhoneSchema, nationalPhoneDigits, TypedPhoneSchema, toInternationalPhone } from './index';

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((chars) => chars.join(''));

/** A UAE national number as stored after +971: 8 or 9 digits, not starting with 0. */
const nationalNumber = fc
  .tuple(fc.constantFrom(...'123456789'), digits(7, 8))
  .map(([first, rest]) => `${first}${rest}`);

/** Spaces and dashes sprinkled anywhere in `value`, as people type them. */
const withSeparators = (value: string) =>
  fc
    .array(fc.constantFrom('', '', '', ' ', '-', '  '), { minLength: value.length, maxLength: value.length })
    .map((separators) => [...value].map((char, i) => `${char}${separators[i]}`).join(''));

/** The ways a user may type the national number `n`. */
const typedForms = (n: string) =>
  fc.constantFrom(n, `0${n}`, `+971${n}`, `00971${n}`, `+9710${n}`).chain(withSeparators);

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('phone normalisation', () => {
  it('turns every way of typing a number into +971 followed by its national digits', () => {
    fc.assert(
      fc.property(
        nationalNumber.chain((n) => fc.tuple(fc.constant(n), typedForms(n))),
        ([n, typed]) => {
          expect(nationalPhoneDigits(typed)).toBe(n);
          expect(toInternationalPhone(typed)).toBe(`+971${n}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is idempotent: normalising a normalised number changes nothing', () => {
    fc.assert(
      fc.property(nationalNumber.chain(typedForms), (typed) => {
        const once = toInternationalPhone(typed);
        expect(toInternationalPhone(once)).toBe(once);
      }),
    );
  });

  it('makes numbers the API accepts out of any 8- or 9-digit national number, however typed', () => {
    fc.assert(
      fc.property(nationalNumber.chain(typedForms), (typed) => {
        const result = InternationalPhoneSchema.safeParse(toInternationalPhone(typed));
        expect(result.success).toBe(true);
      }),
    );
  });

  it('drops one leading 0 only', () => {
    expect(toInternationalPhone('0501234567')).toBe('+971501234567');
    expect(toInternationalPhone('050 123 4567')).toBe('+971501234567');
    expect(toInternationalPhone('050-123-4567')).toBe('+971501234567');
    expect(toInternationalPhone('00501234567')).toBe('+9710501234567');
  });
});

describe('TypedPhoneSchema (the form field, without +971)', () => {
  it("refuses fewer than 8 characters with 'Phone number is too short'", () => {
    fc.assert(
      fc.property(digits(1, 7), (typed) => {
        expect(messagesOf(TypedPhoneSchema.safeParse(typed))).toEqual([MESSAGES.phoneTooShort]);
      }),
    );
  });

  it('accepts every way of typing an 8- or 9-digit national number, with spaces and dashes', () => {
    fc.assert(
      // The field has +971 in front of it: people type the national number, maybe with its 0.
      fc.property(
        nationalNumber.chain((n) => fc.constantFrom(n, `0${n}`).chain(withSeparators)),
        (typed) => {
          expect(TypedPhoneSchema.safeParse(typed).success).toBe(true);
        },
      ),
    );
  });

  it("counts digits, not characters: '050 1234' is too short, ten national digits too long", () => {
    expect(messagesOf(TypedPhoneSchema.safeParse('050 1234'))).toEqual([MESSAGES.phoneTooShort]);
    expect(messagesOf(TypedPhoneSchema.safeParse('5012345678'))).toEqual(['Phone number is too long']);
  });

  it("requires the phone with 'This field is required'", () => {
    expect(messagesOf(TypedPhoneSchema.safeParse(''))?.[0]).toBe(MESSAGES.required);
    expect(messagesOf(TypedPhoneSchema.safeParse('   '))?.[0]).toBe(MESSAGES.required);
    expect(messagesOf(TypedPhoneSchema.safeParse(undefined))).toEqual([MESSAGES.required]);
  });

  it('refuses letters and other signs', () => {
    expect(messagesOf(TypedPhoneSchema.safeParse('50123456a'))).toEqual(['Phone number may contain digits only']);
    expect(messagesOf(TypedPhoneSchema.safeParse('(050) 1234567'))).toEqual(['Phone number may contain digits only']);
  });
});

describe('InternationalPhoneSchema (the API field)', () => {
  it("refuses fewer than 8 digits after +971 with 'Phone number is too short'", () => {
    fc.assert(
      fc.property(digits(0, 7), (national) => {
        const result = InternationalPhoneSchema.safeParse(`+971${national}`);
        expect(result.success).toBe(false);
        expect(messagesOf(result)).toContain(MESSAGES.phoneTooShort);
      }),
    );
  });

  it('accepts 8 or 9 digits after +971 and stores them without separators', () => {
    fc.assert(
      fc.property(
        digits(8, 9).chain((n) => fc.tuple(fc.constant(n), withSeparators(n))),
        ([n, spaced]) => {
          expect(InternationalPhoneSchema.parse(`+971 ${spaced}`)).toBe(`+971${n}`);
        },
      ),
    );
  });

  it('refuses 10 digits or more after +971', () => {
    fc.assert(
      fc.property(digits(10, 14), (national) => {
        expect(messagesOf(InternationalPhoneSchema.safeParse(`+971${national}`))).toEqual([
          'Phone number is not a valid UAE number',
        ]);
      }),
    );
  });

  it('refuses a number without the +971 prefix', () => {
    expect(messagesOf(InternationalPhoneSchema.safeParse('0501234567'))).toContain('Phone number must start with +971');
    expect(messagesOf(InternationalPhoneSchema.safeParse('+441234567890'))).toContain(
      'Phone number must start with +971',
    );
  });
});
