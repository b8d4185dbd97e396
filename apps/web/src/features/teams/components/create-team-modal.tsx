import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type CreateTeamBody, CreateTeamBodySchema, MESSAGES } from '@sameday/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useCreateTeam } from '../api/create-team';
import { CLOSE_BUTTON } from './modal-close';

type CreateTeamModalProps = { opened: boolean; onClose: () => void };

/** 'Create Team' (spec §4 "Teams"): the active account becomes a team and stays active. */
export function CreateTeamModal({ opened, onClose }: CreateTeamModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create a team" centered closeButtonProps={CLOSE_BUTTON}>
      {/* Mounted only while open: every opening starts with an empty form. */}
      {opened && <CreateTeamForm onDone={onClose} />}
    </Modal>
  );
}

function CreateTeamForm({ onDone }: { onDone: () => void }) {
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
          A team shares this account&apos;s orders with your colleagues. You stay its owner, invite members by email and
          give each a role.
        </Text>
        <TextInput
          label="Team name"
          placeholder="e.g. Mansoori Perfumes"
          autoComplete="organization"
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create team
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
