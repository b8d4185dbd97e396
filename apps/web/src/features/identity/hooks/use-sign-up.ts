import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  REGISTER_FIELD_TO_FORM,
  SIGN_UP_PROGRESS,
  SIGN_UP_PROGRESS_DELAY_MS,
  type SignUpForm,
  SignUpFormSchema,
  toRegisterRequest,
} from '@sameday/contract';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api';
import { showToast } from '../../../shared/ui/toast';
import { registerPartner, signIn } from '../api/identity-calls';
import { useCompleteSignIn } from './use-complete-sign-in';

type SignUpValues = z.output<typeof SignUpFormSchema>;
type FieldName = keyof SignUpForm;

/** The form's fields top to bottom: a server error focuses the first one that failed. */
const FIELD_ORDER: FieldName[] = [
  'fullName',
  'accountName',
  'phone',
  'email',
  'password',
  'ordersPerMonth',
  'productCategory',
  'vertical',
  'signedTerms',
];
const BUSINESS_ONLY = new Set<FieldName>(['accountName', 'ordersPerMonth', 'productCategory', 'vertical']);

/** Spec §4 names 80 then 100: a short beat lets the bar show the 80 step before it fills. */
const STEP_PAUSE_MS = 400;
/** The "request received" sentence stays readable for a moment before the home page opens. */
const RECEIVED_HOLD_MS = 1500;
/**
 * useCompleteSignIn resolves without navigating when it cannot save the token
 * (it toasts 'Error saving token'); past this grace the screen offers the
 * login page instead of a spinner that never ends.
 */
const NAVIGATION_GRACE_MS = 5000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec §5: the hidden UTM values come from utm_source … utm_content of the URL. */
function initialValues(search: URLSearchParams): SignUpForm {
  const utm = (name: string) => search.get(name) ?? '';
  return {
    accountType: 'business',
    fullName: '',
    accountName: '',
    phone: '',
    email: '',
    password: '',
    ordersPerMonth: '',
    productCategory: '',
    vertical: '',
    signedTerms: false,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
    utmTerm: utm('utm_term'),
    utmContent: utm('utm_content'),
  };
}

/**
 * Spec §8: without a status (the server was not reached) the error's own text;
 * otherwise 'Failed to create account…', except when the sign-up rate limit
 * answered: "contact support" would be wrong advice there, waiting is right.
 */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.signUpFailed;
  if (error.httpStatus === 0) return error.message;
  if (error.code === 'resource_exhausted') return MESSAGES.tooManyRequests;
  return MESSAGES.signUpFailed;
}

/**
 * The sign-up flow: the form (validated on blur, first invalid field focused),
 * the progress steps of spec §4, the register call, the automatic sign-in, and
 * the failures of spec §8. Nothing typed is lost: the form stays mounted,
 * only hidden, while the progress screen shows.
 */
export function useSignUp() {
  const [searchParams] = useSearchParams();
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'onBlur',
    shouldFocusError: true,
    defaultValues: initialValues(searchParams),
  });
  const [progress, setProgress] = useState<number>(SIGN_UP_PROGRESS.idle);
  const [hasSignInFailed, setHasSignInFailed] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const completeSignIn = useCompleteSignIn();

  const backToForm = (error: unknown, accountType: SignUpValues['accountType']) => {
    flushSync(() => setProgress(SIGN_UP_PROGRESS.idle));
    if (isApiError(error) && error.httpStatus > 0 && error.fields.length > 0) {
      const messages = new Map<FieldName, string>();
      for (const { field, message } of error.fields) {
        const name = REGISTER_FIELD_TO_FORM[field];
        if (!name || (accountType === 'personal' && BUSINESS_ONLY.has(name)) || messages.has(name)) continue;
        messages.set(name, message || MESSAGES.required);
      }
      const first = FIELD_ORDER.find((name) => messages.has(name));
      if (first) {
        for (const [name, message] of messages) form.setError(name, { type: 'server', message });
        form.setFocus(first);
        return;
      }
    }
    submitRef.current?.focus();
    showToast({ message: failureMessage(error), tone: 'error' });
  };

  const submit = form.handleSubmit(async (values) => {
    const { body, query } = toRegisterRequest(values);
    setHasSignInFailed(false);
    setProgress(SIGN_UP_PROGRESS.start);
    try {
      await wait(SIGN_UP_PROGRESS_DELAY_MS);
      setProgress(SIGN_UP_PROGRESS.waiting);
      await registerPartner(body, query);
    } catch (error) {
      backToForm(error, values.accountType);
      return;
    }
    setProgress(SIGN_UP_PROGRESS.created);
    await wait(STEP_PAUSE_MS);
    setProgress(SIGN_UP_PROGRESS.done);
    try {
      const [token] = await Promise.all([
        signIn({ email: body.email, password: body.password }),
        wait(RECEIVED_HOLD_MS),
      ]);
      if (await completeSignIn(token)) await wait(NAVIGATION_GRACE_MS);
      setHasSignInFailed(true);
    } catch {
      // The account exists; the progress screen offers the login page instead.
      setHasSignInFailed(true);
    }
  });

  return { form, progress, hasSignInFailed, submit, submitRef };
}
