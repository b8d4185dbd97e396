import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  ChangePasswordFormSchema,
  checkPasswordRules,
  type ChangePasswordForm as Form,
  PASSWORD_RULES,
} from '@sameday/contract';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, FormAlert, fieldErrorProps } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n';
import { showToast } from '../../shared/ui/toast';
import { useChangePassword } from './api/profile';

const API_FIELDS: Record<string, keyof Form> = {
  current_password: 'currentPassword',
  password: 'password',
  password_confirmation: 'confirmPassword',
};
export const PASSWORD_CHANGED = 'Your password is changed. Your other sessions have been signed out.';

/** The new password's rules, ticked as they are kept (the same rules as at sign-up). */
function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useLingui();
  const kept = checkPasswordRules(password);
  return (
    <List id={id} size="sm" spacing={2} center aria-label={t`Password rules`}>
      {PASSWORD_RULES.map((rule) => (
        <List.Item
          key={rule.key}
          c={kept[rule.key] ? 'teal.8' : 'dimmed'}
          icon={kept[rule.key] ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
        >
          {translateContractText(rule.label)}
          {kept[rule.key] ? t` (done)` : ''}
        </List.Item>
      ))}
    </List>
  );
}

/** Change password while signed in: the current one, then the new one twice. This session stays signed in. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const rulesId = useId();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      await change.mutateAsync({
        current_password: form.currentPassword,
        password: form.password,
        password_confirmation: form.confirmPassword,
      });
      reset();
      // The same sentence as PASSWORD_CHANGED, in the page's language.
      showToast({ message: t`Your password is changed. Your other sessions have been signed out.`, tone: 'success' });
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
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="password-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h4" id="password-title">
            <Trans>Change password</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Your other sessions are signed out; this one stays signed in.</Trans>
          </Text>
        </div>
        <PasswordInput
          label={t`Current password`}
          withAsterisk
          autoComplete="current-password"
          {...fieldErrorProps(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          withAsterisk
          autoComplete="new-password"
          aria-describedby={rulesId}
          // The rules' own message is empty (spec §5): the checklist says which one is missing.
          {...fieldErrorProps(errors.password)}
          {...register('password')}
        />
        <PasswordChecklist password={password} id={rulesId} />
        <PasswordInput
          label={t`Confirm new password`}
          withAsterisk
          autoComplete="new-password"
          {...fieldErrorProps(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
