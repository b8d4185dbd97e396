import { z } from 'zod';
import { MESSAGES } from '../messages';
import { InternationalPhoneSchema, requiredText, TypedPhoneSchema } from './common';
import { NewPasswordSchema } from './password';
import { USER_VERSION_HEADER } from './user-version';

/** The request headers of the user calls: the version is optional (older clients send none). */
export const UserVersionHeadersSchema = z.looseObject({
  [USER_VERSION_HEADER]: z.string().max(20).optional(),
});

/** PATCH {platform}/partner/user: the signed-in user's own name and phone. */
export const ProfileUpdateBodySchema = z.object({
  full_name: requiredText(120),
  phone: InternationalPhoneSchema,
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

/** The answer of PATCH {platform}/partner/user: the profile as stored (the User's fields of the same names). */
export const ProfileSchema = z.object({ email: z.string(), fullname: z.string(), mobile: z.string() });
export type Profile = z.infer<typeof ProfileSchema>;

/** The profile form: the phone typed without +971, as at sign-up. */
export const ProfileFormSchema = z.object({
  fullName: requiredText(120),
  phone: TypedPhoneSchema,
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

/** The change-password form of a signed-in user: the current password, then the new one twice. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword && form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;
