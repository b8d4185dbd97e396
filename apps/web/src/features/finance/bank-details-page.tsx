import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BankDetails, type BankDetailsInput, BankDetailsInputSchema, formatIban } from '@sameday/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert, fieldErrorProps } from '../../shared/forms/form-errors';
import { LoadingRows } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useBankDetails, useSaveBankDetails } from './api/finance-api';
import { FinanceLayout } from './components/finance-layout';
import { FinanceLoadFailed } from './components/finance-load-failed';
import { dubaiDay } from './lib/dubai-day';

const FIELDS = ['accountHolder', 'bankName', 'iban', 'swiftCode'] as const;
const EMPTY: BankDetailsInput = { accountHolder: '', bankName: '', iban: '', swiftCode: '' };

/** /finance/bank-details: the bank account COD is paid out to. */
export default function BankDetailsPage() {
  const { t } = useLingui();
  const details = useBankDetails();
  return (
    <FinanceLayout title={t`Finance`} description={t`Where we pay out the cash collected on your COD orders.`}>
      {details.isPending ? (
        <LoadingRows label={t`Loading bank details`} rows={3} />
      ) : details.isError ? (
        <FinanceLoadFailed what={t`your bank details`} error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <BankDetailsForm details={details.data} />
      )}
    </FinanceLayout>
  );
}

/** The account holder, bank, IBAN and SWIFT code; saved details come back formatted as the form shows them. */
function BankDetailsForm({ details }: { details: BankDetails | null }) {
  const { t } = useLingui();
  const save = useSaveBankDetails();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<BankDetailsInput, unknown, z.output<typeof BankDetailsInputSchema>>({
    resolver: zodResolver(BankDetailsInputSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (details)
      reset({
        accountHolder: details.accountHolder,
        bankName: details.bankName,
        iban: formatIban(details.iban),
        swiftCode: details.swiftCode,
      });
  }, [details, reset]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(input);
      showToast({ message: t`Bank details saved.`, tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, { fields: FIELDS, fallback: t`Something went wrong. Try again.` }),
      );
    }
  });
  const errorProps = (name: (typeof FIELDS)[number]) => fieldErrorProps(errors[name]);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      maw={560}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Bank details`}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Bank account</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {details
            ? t`Last changed ${dubaiDay(details.updatedAt)}.`
            : t`No bank account yet: add one so we can pay out your cash on delivery.`}
        </Text>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput label={t`Account holder`} required {...register('accountHolder')} {...errorProps('accountHolder')} />
        <TextInput label={t`Bank name`} required {...register('bankName')} {...errorProps('bankName')} />
        <TextInput
          label="IBAN"
          dir="ltr"
          description={t`A UAE IBAN: AE followed by 21 digits`}
          placeholder="AE07 0331 2345 6789 0123 456"
          autoComplete="off"
          required
          {...register('iban')}
          {...errorProps('iban')}
        />
        <TextInput
          label={t`SWIFT/BIC code (optional)`}
          dir="ltr"
          autoComplete="off"
          {...register('swiftCode')}
          {...errorProps('swiftCode')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={Boolean(details) && !isDirty}>
            <Trans>Save bank details</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
