import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type InviteMemberBody, InviteMemberBodySchema } from '@sameday/contract';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, errorText, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useInviteMember } from '../api/invite-member';
import { assignableRoleOptions, roleDescription } from '../lib/roles';

/** "Invite member": the API mails a single-use link, valid for 7 days. */
export function InviteMemberForm() {
  const { t } = useLingui();
  const inviteMember = useInviteMember();
  const roleOptions = assignableRoleOptions();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InviteMemberBody, unknown, z.output<typeof InviteMemberBodySchema>>({
    resolver: zodResolver(InviteMemberBodySchema),
    defaultValues: { email: '' },
  });
  const role = useWatch({ control, name: 'role' });
  const chosen = roleOptions.find((option) => option.value === role);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await inviteMember.mutateAsync(body);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['email', 'role'],
          fallback: t`Could not send the invitation. Please try again.`,
        }),
      );
      return;
    }
    showToast({ message: t`Invitation sent to ${body.email}.`, tone: 'success' });
    reset({ email: '' });
    setFocus('email');
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="colleague@company.ae"
            error={errorText(errors.email)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <Select
                label={t`Role`}
                placeholder={t`Choose a role`}
                data={roleOptions.map(({ value, label }) => ({ value, label }))}
                renderOption={({ option }) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {option.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {roleDescription(option.value)}
                    </Text>
                  </div>
                )}
                allowDeselect={false}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errorText(fieldState.error)}
              />
            )}
          />
        </SimpleGrid>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }} aria-live="polite">
            {chosen ? `${chosen.label}: ${chosen.description}` : t`Choose a role to see what it allows.`}
          </Text>
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} aria-hidden />}>
            <Trans>Send invitation</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
