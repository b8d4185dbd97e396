import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type CreateTeamBody, CreateTeamBodySchema, MESSAGES } from '@sameday/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, errorText, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useCreateTeam } from '../api/create-team';

type CreateTeamModalProps = { opened: boolean; onClose: () => void };

/** 'Create Team' (spec §4 "Teams"): the active account becomes a team and stays active. */
export function CreateTeamModal({ opened, onClose }: CreateTeamModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Create a team`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* Mounted only while open: every opening starts with an empty form. */}
      {opened && <CreateTeamForm onDone={onClose} />}
    </Modal>
  );
}

function CreateTeamForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const createTeam = useCreateTeam();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateTeamBody, unknown, z.output<typeof CreateTeamBodySchema>>({
    resolver: zodResolver(CreateTeamBodySchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await createTeam.mutateAsync(body);
    } catch (error) {
      showToast({ message: MESSAGES.teamFailed, tone: 'error' });
      // Spec §8 names the toast; the field, or a reason such as "already has a team", says what to change.
      setFormError(applyServerErrors(error, setError, { fields: ['name'], fallback: '' }) || undefined);
      return;
    }
    showToast({ message: MESSAGES.teamCreated, tone: 'success' });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            A team shares this account&apos;s orders with your colleagues. You stay its owner, invite members by email
            and give each a role.
          </Trans>
        </Text>
        <TextInput
          label={t`Team name`}
          placeholder={t`e.g. Mansoori Perfumes`}
          autoComplete="organization"
          data-autofocus
          error={errorText(errors.name)}
          {...register('name')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Create team</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
