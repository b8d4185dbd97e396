import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type AccountType,
  ORDERS_PER_MONTH_OPTIONS,
  PHONE_PREFIX,
  PRODUCT_CATEGORIES,
  type SignUpFormSchema,
  type SignUpForm as SignUpFormValues,
} from '@sameday/contract';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, fieldErrorProps } from '../../../shared/forms/form-errors';
import { runtimeConfig } from '../../../shared/runtime-config';
import { AccountTypePicker } from './account-type-picker';
import { PasswordChecklist } from './password-checklist';

type Form = UseFormReturn<SignUpFormValues, unknown, z.output<typeof SignUpFormSchema>>;

const ORDERS_PER_MONTH_LABELS: Record<(typeof ORDERS_PER_MONTH_OPTIONS)[number], MessageDescriptor | string> = {
  'just starting': msg`Just starting`,
  '1-100': '1–100',
  '101-500': '101–500',
  '500+': '500+',
};

/** The categories are the contract's values (sent as written); their names are shown in the page's language. */
const PRODUCT_CATEGORY_LABELS: Record<(typeof PRODUCT_CATEGORIES)[number], MessageDescriptor> = {
  Fashion: msg`Fashion`,
  Cosmetics: msg`Cosmetics`,
  Perfumes: msg`Perfumes`,
  Supplements: msg`Supplements`,
  Furniture: msg`Furniture`,
  Electronics: msg`Electronics`,
  'Fresh Food': msg`Fresh Food`,
  'Long Life Food': msg`Long Life Food`,
  Other: msg`Other`,
};

const choices = (placeholder: string, options: { value: string; label: string }[]) => [
  { value: '', label: placeholder, disabled: true },
  ...options,
];

function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  // A new tab, so reading the terms never loses what was typed here.
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}

/** Spec §2: the terms differ for Business (v2 fees schedule) and Personal (individual fees schedule). */
function TermsLabel({ accountType }: { accountType: AccountType }) {
  const { links } = runtimeConfig();
  const isBusiness = accountType === 'business';
  return isBusiness ? (
    <Trans>
      I agree to the <LegalLink href={links.termsOfService}>Terms of Service</LegalLink>, the{' '}
      <LegalLink href={links.feesScheduleV2}>fees schedule</LegalLink> and the{' '}
      <LegalLink href={links.privacyPolicy}>Privacy Policy</LegalLink>
    </Trans>
  ) : (
    <Trans>
      I agree to the <LegalLink href={links.termsOfService}>Terms of Service</LegalLink>, the{' '}
      <LegalLink href={links.individualFeesSchedule}>individual fees schedule</LegalLink> and the{' '}
      <LegalLink href={links.privacyPolicy}>Privacy Policy</LegalLink>
    </Trans>
  );
}

/**
 * The sign-up fields of spec §5. Every input is registered with its DOM
 * element (Mantine forwards the ref), so react-hook-form can focus the first
 * invalid one on submit.
 */
export function SignUpForm({
  form,
  onSubmit,
  submitRef,
}: {
  form: Form;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useLingui();
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const [accountType, productCategory, password] = useWatch({
    control,
    name: ['accountType', 'productCategory', 'password'],
  });
  const isBusiness = accountType === 'business';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Create account`}>
      <Stack gap="md">
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <AccountTypePicker
              ref={field.ref}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Errors of the Business-only fields mean nothing on a Personal account.
                if (next === 'personal') clearErrors(['accountName', 'ordersPerMonth', 'productCategory', 'vertical']);
              }}
            />
          )}
        />

        <TextInput
          size="md"
          label={t`Full name`}
          autoComplete="name"
          error={errorText(errors.fullName)}
          {...register('fullName')}
        />

        {isBusiness && (
          <TextInput
            size="md"
            label={t`Company name`}
            autoComplete="organization"
            error={errorText(errors.accountName)}
            {...register('accountName')}
          />
        )}

        <TextInput
          size="md"
          label={t`Phone number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          leftSection={
            <Text c="dimmed" fw={500}>
              {PHONE_PREFIX}
            </Text>
          }
          leftSectionWidth={58}
          // A UAE number reads left to right in either language: +971 stays in front of the digits.
          inputContainer={(children) => <div dir="ltr">{children}</div>}
          error={errorText(errors.phone)}
          {...register('phone')}
        />

        <TextInput
          size="md"
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errorText(errors.email)}
          {...register('email')}
        />

        <PasswordInput
          size="md"
          label={t`Password`}
          autoComplete="new-password"
          // The pattern message is empty (spec §5): the field is still marked invalid.
          {...fieldErrorProps(errors.password)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
          description={<PasswordChecklist password={password ?? ''} isInvalid={Boolean(errors.password)} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...register('password')}
        />

        {isBusiness && <BusinessVolumeFields form={form} productCategory={productCategory} />}

        <Checkbox
          label={<TermsLabel accountType={accountType} />}
          error={errorText(errors.signedTerms)}
          {...register('signedTerms')}
        />

        <Button ref={submitRef} type="submit" size="md" fullWidth>
          <Trans>Create account</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** A business's volume and what it sells (spec §5: Business accounts only). */
function BusinessVolumeFields({ form, productCategory }: { form: Form; productCategory: string | undefined }) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <NativeSelect
          size="md"
          label={t`Orders per month`}
          data={choices(
            t`Select volume`,
            ORDERS_PER_MONTH_OPTIONS.map((value) => {
              const label = ORDERS_PER_MONTH_LABELS[value];
              return { value, label: typeof label === 'string' ? label : t(label) };
            }),
          )}
          error={errorText(errors.ordersPerMonth)}
          {...register('ordersPerMonth')}
        />
        <NativeSelect
          size="md"
          label={t`Product category`}
          data={choices(
            t`Select category`,
            PRODUCT_CATEGORIES.map((value) => ({ value, label: t(PRODUCT_CATEGORY_LABELS[value]) })),
          )}
          error={errorText(errors.productCategory)}
          {...register('productCategory')}
        />
      </SimpleGrid>
      {productCategory === 'Other' && (
        <TextInput
          size="md"
          label={t`Other category`}
          placeholder={t`What do you sell?`}
          error={errorText(errors.vertical)}
          {...register('vertical')}
        />
      )}
    </>
  );
}
