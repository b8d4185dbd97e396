import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRemoveMember } from '../api/remove-member';
import { CLOSE_BUTTON } from './modal-close';

type RemoveMemberModalProps = { member: TeamMember | undefined; teamName: string; onClose: () => void };

/** Removing someone is confirmed first: they lose the team's orders at once. */
export function RemoveMemberModal({ member, teamName, onClose }: RemoveMemberModalProps) {
  return (
    <Modal
      opened={!!member}
      onClose={onClose}
      title={member ? `Remove ${member.fullName}?` : ''}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      {member && <RemoveMemberConfirm key={member.userId} member={member} teamName={teamName} onDone={onClose} />}
    </Modal>
  );
}

function RemoveMemberConfirm({
  member,
  teamName,
  onDone,
}: {
  member: TeamMember;
  teamName: string;
  onDone: () => void;
}) {
  const removeMember = useRemoveMember();
  const remove = () =>
    removeMember.mutate(member.userId, {
      onSuccess: () => {
        showToast({ message: `${member.fullName} was removed from the team.`, tone: 'success' });
        onDone();
      },
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        {member.fullName} ({member.email}) will no longer see the orders and data of {teamName}. You can invite them
        again later.
      </Text>
      {removeMember.isError && (
        <FormAlert>{serverMessage(removeMember.error, 'Could not remove the member. Please try again.')}</FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={remove} loading={removeMember.isPending}>
          Remove member
        </Button>
      </Group>
    </Stack>
  );
}
