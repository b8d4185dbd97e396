import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDERS_PER_MONTH_OPTIONS, PRODUCT_CATEGORIES } from '../constants';
import { MESSAGES } from '../messages';
import {
  REGISTER_FIELD_TO_FORM,
  RegisterBodySchema,
  type SignUpForm,
  SignUpFormSchema,
  toRegisterRequest,
} from './index';

const business: SignUpForm = {
  accountType: 'business',
  fullName: 'Aisha Al Mansoori',
  accountName: 'Mansoori Perfumes',
  phone: '50 123 4567',
  email: 'Aisha@Example.ae',
  password: 'Str0ng!Passw0rd',
  ordersPerMonth: '1-100',
  productCategory: 'Perfumes',
  signedTerms: true,
};

const personal: SignUpForm = {
  accountType: 'personal',
  fullName: 'Omar Haddad',
  phone: '0501234567',
  email: 'omar@example.ae',
  password: 'Str0ng!Passw0rd',
  signedTerms: true,
};

/** The field errors of a form, as {field: message} (first message per field). */
function errorsOf(form: Partial<SignUpForm> & Record<string, unknown>): Record<string, string> {
  const result = SignUpFormSchema.safeParse(form);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('sign-up form rules', () => {
  it('accepts a complete business form and a complete personal form', () => {
    expect(errorsOf(business)).toEqual({});
    expect(errorsOf(personal)).toEqual({});
  });

  it("requires full name, phone, email and password with 'This field is required'", () => {
    for (const field of ['fullName', 'phone', 'email', 'password'] as const) {
      expect(errorsOf({ ...business, [field]: '' })[field]).toBe(MESSAGES.required);
      expect(errorsOf({ ...personal, [field]: undefined })[field]).toBe(MESSAGES.required);
    }
    expect(errorsOf({ ...business, fullName: '   ' }).fullName).toBe(MESSAGES.required);
  });

  it('requires company name, orders per month and product category for a Business account only', () => {
    const bare = { ...business, accountName: undefined, ordersPerMonth: undefined, productCategory: undefined };
    expect(errorsOf(bare)).toEqual({
      accountName: MESSAGES.required,
      ordersPerMonth: MESSAGES.required,
      productCategory: MESSAGES.required,
    });
    expect(errorsOf({ ...bare, accountType: 'personal' })).toEqual({});
  });

  it('requires the vertical only when the product category is Other', () => {
    expect(errorsOf({ ...business, productCategory: 'Other' })).toEqual({ vertical: MESSAGES.required });
    expect(errorsOf({ ...business, productCategory: 'Other', vertical: 'Toys' })).toEqual({});
    expect(errorsOf({ ...business, productCategory: 'Fashion' })).toEqual({});
  });

  it('takes only the listed orders-per-month options and product categories', () => {
    for (const ordersPerMonth of ORDERS_PER_MONTH_OPTIONS)
      expect(errorsOf({ ...business, ordersPerMonth })).toEqual({});
    for (const productCategory of PRODUCT_CATEGORIES) {
      expect(errorsOf({ ...business, productCategory, vertical: 'x' })).toEqual({});
    }
    expect(errorsOf({ ...business, ordersPerMonth: '1000+' }).ordersPerMonth).toBe(MESSAGES.required);
    expect(errorsOf({ ...business, productCategory: 'Toys' }).productCategory).toBe(MESSAGES.required);
  });

  it("refuses a phone shorter than 8 characters with 'Phone number is too short'", () => {
    expect(errorsOf({ ...business, phone: '5012345' }).phone).toBe(MESSAGES.phoneTooShort);
    expect(errorsOf({ ...business, phone: '50123456' })).toEqual({});
  });

  it("refuses an email that does not match the standard pattern with 'Please enter a valid email address.'", () => {
    for (const email of ['aisha', 'aisha@example', 'aisha@example.a', 'ai sha@example.ae', 'aisha@@example.ae']) {
      expect(errorsOf({ ...business, email }).email).toBe(MESSAGES.invalidEmail);
    }
  });

  it('refuses a weak password with the empty pattern message (the checklist says which rule is missing)', () => {
    expect(errorsOf({ ...business, password: 'password' }).password).toBe('');
  });

  it('requires the terms to be signed', () => {
    expect(errorsOf({ ...business, signedTerms: false }).signedTerms).toBe(MESSAGES.required);
  });

  it('reports every broken field at once, so the first can be focused', () => {
    expect(
      Object.keys(errorsOf({ ...business, fullName: '', phone: '1', email: 'x', accountName: '' })).sort(),
    ).toEqual(['accountName', 'email', 'fullName', 'phone']);
  });
});

describe('toRegisterRequest', () => {
  it('builds a Business body in snake_case with the phone prefixed by +971', () => {
    const { body, query } = toRegisterRequest(SignUpFormSchema.parse(business));
    expect(body).toEqual({
      full_name: 'Aisha Al Mansoori',
      account_name: 'Mansoori Perfumes',
      phone: '+971501234567',
      email: 'aisha@example.ae',
      password: 'Str0ng!Passw0rd',
      orders_per_month: '1-100',
      vertical: 'Perfumes',
      signed_terms: true,
    });
    expect(query).toEqual({});
  });

  it("makes a Personal body: account name copied from the full name, vertical 'Consumer/Personal', 'just starting'", () => {
    const form = SignUpFormSchema.parse({
      ...personal,
      accountName: 'Ignored Co',
      ordersPerMonth: '500+',
      productCategory: 'Other',
      vertical: 'Ignored',
    });
    const { body } = toRegisterRequest(form);
    expect(body).toEqual({
      full_name: 'Omar Haddad',
      account_name: 'Omar Haddad',
      phone: '+971501234567',
      email: 'omar@example.ae',
      password: 'Str0ng!Passw0rd',
      orders_per_month: 'just starting',
      vertical: 'Consumer/Personal',
      signed_terms: true,
    });
  });

  it('sends the typed vertical as other_vertical when the Business category is Other', () => {
    const { body } = toRegisterRequest(
      SignUpFormSchema.parse({ ...business, productCategory: 'Other', vertical: 'Toys' }),
    );
    expect(body).toMatchObject({ vertical: 'Other', other_vertical: 'Toys' });
    const { body: fashion } = toRegisterRequest(SignUpFormSchema.parse({ ...business, vertical: 'Toys' }));
    expect(fashion).not.toHaveProperty('other_vertical');
  });

  it("applies the defaults when fields are missing: account name = full name, 'just starting', 'Other'", () => {
    const form = { ...SignUpFormSchema.parse(business), accountName: undefined, ordersPerMonth: undefined };
    const { body } = toRegisterRequest({ ...form, productCategory: undefined });
    expect(body).toMatchObject({
      account_name: 'Aisha Al Mansoori',
      orders_per_month: 'just starting',
      vertical: 'Other',
    });
  });

  it('passes the UTM values of the URL as the query, leaving out empty ones', () => {
    const { query } = toRegisterRequest(
      SignUpFormSchema.parse({
        ...business,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'ramadan',
        utmTerm: 'courier',
        utmContent: '',
      }),
    );
    expect(query).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'ramadan', utm_term: 'courier' });
  });

  it('maps every body field back to a form field, for server field errors', () => {
    const { body } = toRegisterRequest(
      SignUpFormSchema.parse({ ...business, productCategory: 'Other', vertical: 'x' }),
    );
    for (const field of Object.keys(body)) expect(REGISTER_FIELD_TO_FORM[field]).toBeDefined();
    expect(REGISTER_FIELD_TO_FORM.other_vertical).toBe('vertical');
    expect(REGISTER_FIELD_TO_FORM.vertical).toBe('productCategory');
  });

  it('builds a body the API accepts from any valid form (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z][a-z]{1,11}$/);
    const national = fc
      .tuple(fc.constantFrom(...'123456789'), fc.stringMatching(/^[0-9]{7,8}$/))
      .map(([first, rest]) => `${first}${rest}`);
    const typedPhone = national.chain((n) => fc.constantFrom(n, `0${n}`, `${n.slice(0, 2)} ${n.slice(2)}`));
    const password = fc
      .tuple(fc.stringMatching(/^[A-Z]{1,4}$/), fc.stringMatching(/^[a-z]{1,4}$/), fc.stringMatching(/^[0-9]{1,4}$/))
      .map(([u, l, d]) => `${u}${l}${d}!@#$%`);
    const form = fc.record({
      accountType: fc.constantFrom('business' as const, 'personal' as const),
      fullName: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      accountName: word,
      phone: typedPhone,
      email: fc.tuple(word, word).map(([user, domain]) => `${user}@${domain}.ae`),
      password,
      ordersPerMonth: fc.constantFrom(...ORDERS_PER_MONTH_OPTIONS),
      productCategory: fc.constantFrom(...PRODUCT_CATEGORIES),
      vertical: word,
      signedTerms: fc.constant(true),
      utmSource: fc.option(word, { nil: undefined }),
    });

    fc.assert(
      fc.property(form, (input) => {
        const parsedForm = SignUpFormSchema.parse(input);
        const { body, query } = toRegisterRequest(parsedForm);
        const parsed = RegisterBodySchema.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data?.phone).toMatch(/^\+971[1-9][0-9]{7,8}$/);
        expect(parsed.data?.email).toBe(input.email.toLowerCase());
        if (input.accountType === 'personal') {
          expect(parsed.data).toMatchObject({
            account_name: parsedForm.fullName,
            vertical: 'Consumer/Personal',
            orders_per_month: 'just starting',
          });
        } else {
          expect(parsed.data).toMatchObject({
            account_name: input.accountName,
            vertical: input.productCategory,
            orders_per_month: input.ordersPerMonth,
          });
        }
        expect(query.utm_source).toBe(input.utmSource);
      }),
      { numRuns: 300 },
    );
  });
});

describe('RegisterBodySchema defaults', () => {
  const minimal = {
    full_name: 'Aisha Al Mansoori',
    phone: '+971501234567',
    email: 'aisha@example.ae',
    password: 'Str0ng!Passw0rd',
    signed_terms: true,
  };

  it("fills account_name from full_name, orders_per_month 'just starting' and vertical 'Other'", () => {
    expect(RegisterBodySchema.parse(minimal)).toMatchObject({
      account_name: 'Aisha Al Mansoori',
      orders_per_month: 'just starting',
      vertical: 'Other',
    });
  });

  it("accepts the 'Consumer/Personal' vertical and refuses a vertical that is not a category", () => {
    expect(RegisterBodySchema.safeParse({ ...minimal, vertical: 'Consumer/Personal' }).success).toBe(true);
    const refused = RegisterBodySchema.safeParse({ ...minimal, vertical: 'Weapons' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vertical', 'Unknown product category'],
    ]);
  });

  it('requires other_vertical when the vertical is Other', () => {
    const refused = RegisterBodySchema.safeParse({ ...minimal, vertical: 'Other' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['other_vertical', MESSAGES.required],
    ]);
  });

  it('requires signed_terms to be true', () => {
    for (const signed_terms of [false, undefined, 'true']) {
      const refused = RegisterBodySchema.safeParse({ ...minimal, signed_terms });
      expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['signed_terms', MESSAGES.required],
      ]);
    }
  });
});
