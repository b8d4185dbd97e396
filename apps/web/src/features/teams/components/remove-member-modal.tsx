import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRemoveMember } from '../api/remove-member';

type RemoveMemberModalProps = { member: TeamMember | undefined; teamName: string; onClose: () => void };

/** Removing someone is confirmed first: they lose the team's orders at once. */
export function RemoveMemberModal({ member, teamName, onClose }: RemoveMemberModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!member}
      onClose={onClose}
      title={member ? t`Remove ${member.fullName}?` : ''}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
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
  const { t } = useLingui();
  const removeMember = useRemoveMember();
  const remove = () =>
    removeMember.mutate(member.userId, {
      onSuccess: () => {
        showToast({ message: t`${member.fullName} was removed from the team.`, tone: 'success' });
        onDone();
      },
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          <bdi>{member.fullName}</bdi> (<bdi>{member.email}</bdi>) will no longer see the orders and data of{' '}
          <bdi>{teamName}</bdi>. You can invite them again later.
        </Trans>
      </Text>
      {removeMember.isError && (
        <FormAlert>{serverMessage(removeMember.error, t`Could not remove the member. Please try again.`)}</FormAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={remove} loading={removeMember.isPending}>
          <Trans>Remove member</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
