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
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import { runtimeConfig } from '../../../shared/runtime-config';
import { AccountTypePicker } from './account-type-picker';
import { PasswordChecklist } from './password-checklist';

type Form = UseFormReturn<SignUpFormValues, unknown, z.output<typeof SignUpFormSchema>>;

const ORDERS_PER_MONTH_LABELS: Record<(typeof ORDERS_PER_MONTH_OPTIONS)[number], string> = {
  'just starting': 'Just starting',
  '1-100': '1–100',
  '101-500': '101–500',
  '500+': '500+',
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
  return (
    <>
      I agree to the <LegalLink href={links.termsOfService}>Terms of Service</LegalLink>, the{' '}
      {isBusiness ? (
        <LegalLink href={links.feesScheduleV2}>fees schedule</LegalLink>
      ) : (
        <LegalLink href={links.individualFeesSchedule}>individual fees schedule</LegalLink>
      )}{' '}
      and the <LegalLink href={links.privacyPolicy}>Privacy Policy</LegalLink>
    </>
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
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
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
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />

        {isBusiness && (
          <TextInput
            size="md"
            label="Company name"
            autoComplete="organization"
            error={errors.accountName?.message}
            {...register('accountName')}
          />
        )}

        <TextInput
          size="md"
          label="Phone number"
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
          error={errors.phone?.message}
          {...register('phone')}
        />

        <TextInput
          size="md"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />

        <PasswordInput
          size="md"
          label="Password"
          autoComplete="new-password"
          // The pattern message is empty (spec §5): the field is still marked invalid.
          {...fieldErrorProps(errors.password)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          description={<PasswordChecklist password={password ?? ''} isInvalid={Boolean(errors.password)} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...register('password')}
        />

        {isBusiness && <BusinessVolumeFields form={form} productCategory={productCategory} />}

        <Checkbox
          label={<TermsLabel accountType={accountType} />}
          error={errors.signedTerms?.message}
          {...register('signedTerms')}
        />

        <Button ref={submitRef} type="submit" size="md" fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

/** A business's volume and what it sells (spec §5: Business accounts only). */
function BusinessVolumeFields({ form, productCategory }: { form: Form; productCategory: string | undefined }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <NativeSelect
          size="md"
          label="Orders per month"
          data={choices(
            'Select volume',
            ORDERS_PER_MONTH_OPTIONS.map((value) => ({ value, label: ORDERS_PER_MONTH_LABELS[value] })),
          )}
          error={errors.ordersPerMonth?.message}
          {...register('ordersPerMonth')}
        />
        <NativeSelect
          size="md"
          label="Product category"
          data={choices(
            'Select category',
            PRODUCT_CATEGORIES.map((value) => ({ value, label: value })),
          )}
          error={errors.productCategory?.message}
          {...register('productCategory')}
        />
      </SimpleGrid>
      {productCategory === 'Other' && (
        <TextInput
          size="md"
          label="Other category"
          placeholder="What do you sell?"
          error={errors.vertical?.message}
          {...register('vertical')}
        />
      )}
    </>
  );
}
