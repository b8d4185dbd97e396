import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  nationalPhoneDigits,
  PHONE_PREFIX,
  ProfileFormSchema,
  type ProfileForm as ProfileFormValues,
  toInternationalPhone,
  type User,
} from '@sameday/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccount } from '../../entities/account';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useUpdateProfile } from './api/profile';
import { ChangePasswordForm } from './change-password-form';

const API_FIELDS: Record<string, keyof ProfileFormValues> = { full_name: 'fullName', phone: 'phone' };

/** The signed-in user's own profile (name, phone) and password, under /account. */
export function ProfileSection() {
  const { t } = useLingui();
  const account = useAccount();
  return (
    <Stack gap="md" mt="xl" component="section" aria-labelledby="profile-title">
      <Title order={2} fz="h3" id="profile-title">
        <Trans>Your profile</Trans>
      </Title>
      {account.isPending && <LoadingBlock label={t`Loading your profile`} />}
      {account.isError && (
        <LoadFailed what={t`your profile`} error={account.error} onRetry={() => void account.refetch()} />
      )}
      {account.data && <ProfileDetailsForm user={account.data.user} />}
      <ChangePasswordForm />
    </Stack>
  );
}

function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { fullName: user.fullname, phone: nationalPhoneDigits(user.mobile) },
  });

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync({ full_name: form.fullName, phone: toInternationalPhone(form.phone) });
      reset({ fullName: saved.fullname, phone: nationalPhoneDigits(saved.mobile) });
      showToast({ message: t`Your profile is saved.`, tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: Object.values(API_FIELDS),
          fieldOf: (field) => API_FIELDS[field] ?? field,
        }),
      );
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" noValidate onSubmit={onSubmit} aria-label={t`Profile`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Full name`}
            withAsterisk
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextInput
            label={t`Phone`}
            withAsterisk
            type="tel"
            autoComplete="tel-national"
            dir="ltr"
            leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
            leftSectionWidth={52}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Email`}
          value={user.email}
          readOnly
          dir="ltr"
          description={t`Your sign-in email cannot be changed here.`}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
