import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import type { AccountRole, TeamMember } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useUpdateMemberRole } from '../api/update-member-role';
import { assignableRoleOptions, roleLabel } from '../lib/roles';

type ChangeRoleModalProps = { member: TeamMember | undefined; onClose: () => void };

/** Gives a member another role; each role says what it allows. */
export function ChangeRoleModal({ member, onClose }: ChangeRoleModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!member}
      onClose={onClose}
      title={member ? t`Change the role of ${member.fullName}` : ''}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {member && <ChangeRoleForm key={member.userId} member={member} onDone={onClose} />}
    </Modal>
  );
}

function ChangeRoleForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useLingui();
  const updateRole = useUpdateMemberRole();
  const [role, setRole] = useState<string>(member.role);
  const isUnchanged = role === member.role;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isUnchanged) return onDone();
    updateRole.mutate(
      { userId: member.userId, role: role as AccountRole },
      {
        onSuccess: () => {
          showToast({ message: t`${member.fullName} is now ${roleLabel(role)}.`, tone: 'success' });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        <Radio.Group label={t`Role`} value={role} onChange={setRole}>
          <Stack gap="sm" mt="xs">
            {assignableRoleOptions().map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
                data-autofocus={option.value === member.role || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {updateRole.isError && (
          <FormAlert>{serverMessage(updateRole.error, t`Could not change the role. Please try again.`)}</FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={updateRole.isPending}>
            <Trans>Save role</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
