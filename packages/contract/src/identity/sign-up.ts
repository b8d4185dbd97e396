import { z } from 'zod';
import {
  DEFAULT_ORDERS_PER_MONTH,
  DEFAULT_PRODUCT_CATEGORY,
  ORDERS_PER_MONTH_OPTIONS,
  PERSONAL_VERTICAL,
  PRODUCT_CATEGORIES,
} from '../constants';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { EmailSchema, InternationalPhoneSchema, requiredText, TypedPhoneSchema } from './common';
import { NewPasswordSchema } from './password';
import { toInternationalPhone } from './rules';

export const AccountTypeSchema = z.enum(['business', 'personal']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

const requiredChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .refine((value) => (options as readonly string[]).includes(value), MESSAGES.required);

/** The sign-up form as the user fills it (camelCase, phone without +971). */
export const SignUpFormSchema = z
  .object({
    accountType: AccountTypeSchema,
    fullName: requiredText(120),
    accountName: z.string().trim().max(120).optional(),
    phone: TypedPhoneSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    ordersPerMonth: z.string().optional(),
    productCategory: z.string().optional(),
    vertical: z.string().trim().max(120).optional(),
    signedTerms: z.boolean().refine((value) => value, MESSAGES.required),
    utmContent: z.string().optional(),
    utmMedium: z.string().optional(),
    utmTerm: z.string().optional(),
    utmCampaign: z.string().optional(),
    utmSource: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.accountType !== 'business') return;
    if (!form.accountName) ctx.addIssue({ code: 'custom', path: ['accountName'], message: MESSAGES.required });
    if (!form.ordersPerMonth || !(ORDERS_PER_MONTH_OPTIONS as readonly string[]).includes(form.ordersPerMonth))
      ctx.addIssue({ code: 'custom', path: ['ordersPerMonth'], message: MESSAGES.required });
    if (!form.productCategory || !(PRODUCT_CATEGORIES as readonly string[]).includes(form.productCategory))
      ctx.addIssue({ code: 'custom', path: ['productCategory'], message: MESSAGES.required });
    if (form.productCategory === 'Other' && !form.vertical)
      ctx.addIssue({ code: 'custom', path: ['vertical'], message: MESSAGES.required });
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** The registration body of POST {platform}/partner/register (snake_case, spec §3). */
export const RegisterBodySchema = z
  .object({
    full_name: requiredText(120),
    account_name: z.string().trim().max(120).optional(),
    phone: InternationalPhoneSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    orders_per_month: requiredChoice(ORDERS_PER_MONTH_OPTIONS).optional(),
    vertical: z.string().trim().max(120).optional(),
    other_vertical: z.string().trim().max(120).optional(),
    signed_terms: z.literal(true, { error: MESSAGES.required }),
  })
  .superRefine((body, ctx) => {
    const isPersonal = body.vertical === PERSONAL_VERTICAL;
    if (!isPersonal && body.vertical && !(PRODUCT_CATEGORIES as readonly string[]).includes(body.vertical)) {
      ctx.addIssue({ code: 'custom', path: ['vertical'], message: FIELD_MESSAGES.unknownProductCategory });
    }
    if (body.vertical === 'Other' && !body.other_vertical) {
      ctx.addIssue({ code: 'custom', path: ['other_vertical'], message: MESSAGES.required });
    }
  })
  .transform((body) => ({
    ...body,
    account_name: body.account_name || body.full_name,
    orders_per_month: body.orders_per_month ?? DEFAULT_ORDERS_PER_MONTH,
    vertical: body.vertical || DEFAULT_PRODUCT_CATEGORY,
  }));
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterQuerySchema = z.object({
  utm_campaign: z.string().max(200).optional(),
  utm_content: z.string().max(200).optional(),
  utm_medium: z.string().max(200).optional(),
  utm_source: z.string().max(200).optional(),
  utm_term: z.string().max(200).optional(),
});
export type RegisterQuery = z.infer<typeof RegisterQuerySchema>;

export const RegisterResponseSchema = z.object({
  status: z.literal('OK'),
  id: z.number(),
  email: z.string(),
});

/** Which form field each registration body field belongs to, for server field errors. */
export const REGISTER_FIELD_TO_FORM: Record<string, keyof SignUpForm> = {
  full_name: 'fullName',
  account_name: 'accountName',
  phone: 'phone',
  email: 'email',
  password: 'password',
  orders_per_month: 'ordersPerMonth',
  vertical: 'productCategory',
  other_vertical: 'vertical',
  signed_terms: 'signedTerms',
};

/** Builds the register call from the form, applying the spec's Personal rules and defaults. */
export function toRegisterRequest(form: z.output<typeof SignUpFormSchema>): {
  body: RegisterBody;
  query: RegisterQuery;
} {
  const isPersonal = form.accountType === 'personal';
  const category = form.productCategory || DEFAULT_PRODUCT_CATEGORY;
  const body: RegisterBody = {
    full_name: form.fullName,
    account_name: isPersonal ? form.fullName : form.accountName || form.fullName,
    phone: toInternationalPhone(form.phone),
    email: form.email,
    password: form.password,
    orders_per_month: isPersonal ? DEFAULT_ORDERS_PER_MONTH : form.ordersPerMonth || DEFAULT_ORDERS_PER_MONTH,
    vertical: isPersonal ? PERSONAL_VERTICAL : category,
    signed_terms: true,
  };
  if (!isPersonal && category === 'Other') body.other_vertical = form.vertical;
  const query: RegisterQuery = {};
  if (form.utmCampaign) query.utm_campaign = form.utmCampaign;
  if (form.utmContent) query.utm_content = form.utmContent;
  if (form.utmMedium) query.utm_medium = form.utmMedium;
  if (form.utmSource) query.utm_source = form.utmSource;
  if (form.utmTerm) query.utm_term = form.utmTerm;
  return { body, query };
}
