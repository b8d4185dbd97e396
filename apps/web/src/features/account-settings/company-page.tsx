import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type CompanyAccount, type CompanyInput, CompanyInputSchema } from '@sameday/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { usePermissions } from '../../entities/permissions';
import { formatDateTime } from '../../shared/date-formats';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useCompanyAccount, useUpdateCompany } from './api/account-settings';

const FIELDS = [
  'name',
  'legalName',
  'tradeLicenseNumber',
  'taxRegistrationNumber',
  'billingAddress',
  'website',
  'contactEmail',
  'contactPhone',
] as const;

export const companyToForm = (account: CompanyAccount): CompanyInput => ({
  name: account.name,
  legalName: account.company.legalName,
  tradeLicenseNumber: account.company.tradeLicenseNumber,
  taxRegistrationNumber: account.company.taxRegistrationNumber,
  billingAddress: account.company.billingAddress,
  website: account.company.website,
  contactEmail: account.company.contactEmail,
  contactPhone: account.company.contactPhone,
});

/** /account/company: the account's display name and company details (invoices carry them). */
export default function CompanyPage() {
  const { t } = useLingui();
  const account = useCompanyAccount();
  const permissions = usePermissions();
  let body: React.ReactNode;
  if (account.isPending || permissions.isPending) body = <LoadingBlock label={t`Loading company details`} />;
  else if (account.error || !account.data)
    body = <LoadFailed what={t`the company details`} error={account.error} onRetry={() => void account.refetch()} />;
  else
    body = (
      <CompanyForm
        key={account.data.company.updatedAt ?? 'new'}
        account={account.data}
        canEdit={permissions.can('settings:write')}
      />
    );
  return (
    <AccountPage
      title={t`Company details`}
      description={t`Your account's name in the dashboard, and the company details your invoices carry.`}
    >
      {body}
    </AccountPage>
  );
}

function CompanyForm({ account, canEdit }: { account: CompanyAccount; canEdit: boolean }) {
  const { t } = useLingui();
  const update = useUpdateCompany();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanyInput, unknown, z.output<typeof CompanyInputSchema>>({
    resolver: zodResolver(CompanyInputSchema),
    defaultValues: companyToForm(account),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(body);
      reset(companyToForm(saved));
      showToast({ message: t`Company details saved.`, tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Company details`}>
      <Stack gap="md">
        {!canEdit && <ReadOnlyNote />}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="md">
              <TextInput
                label={t`Account name`}
                description={t`How the account is named in the dashboard and in team invitations`}
                withAsterisk
                error={errors.name?.message}
                {...register('name')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t`Legal name`}
                  placeholder={t`e.g. Souk Sweets Trading LLC`}
                  error={errors.legalName?.message}
                  {...register('legalName')}
                />
                <TextInput
                  label={t`Trade licence number`}
                  placeholder={t`e.g. DED-1234567`}
                  dir="ltr"
                  error={errors.tradeLicenseNumber?.message}
                  {...register('tradeLicenseNumber')}
                />
                <TextInput
                  label={t`Tax registration number (TRN)`}
                  description={t`15 digits, as on your VAT certificate`}
                  dir="ltr"
                  inputMode="numeric"
                  placeholder="100234567800003"
                  error={errors.taxRegistrationNumber?.message}
                  {...register('taxRegistrationNumber')}
                />
                <TextInput
                  label={t`Website`}
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  error={errors.website?.message}
                  {...register('website')}
                />
                <TextInput
                  label={t`Contact email`}
                  type="email"
                  dir="ltr"
                  placeholder="accounts@company.ae"
                  error={errors.contactEmail?.message}
                  {...register('contactEmail')}
                />
                <TextInput
                  label={t`Contact phone`}
                  type="tel"
                  dir="ltr"
                  placeholder="+971501234567"
                  error={errors.contactPhone?.message}
                  {...register('contactPhone')}
                />
              </SimpleGrid>
              <Textarea
                label={t`Billing address`}
                autosize
                minRows={2}
                error={errors.billingAddress?.message}
                {...register('billingAddress')}
              />
            </Stack>
          </fieldset>
        </Paper>
        {formError && <FormAlert>{formError}</FormAlert>}
        {canEdit && (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {account.company.updatedAt
                ? t`Last saved ${formatDateTime(account.company.updatedAt)}`
                : t`Not saved yet`}
            </Text>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              <Trans>Save company details</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
