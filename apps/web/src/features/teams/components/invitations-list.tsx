import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Text, VisuallyHidden } from '@mantine/core';
import type { Invitation } from '@sameday/contract';
import { formatDate } from '../../../shared/format-date';
import { roleLabel } from '../lib/roles';
import { Fact } from './fact';
import classes from './team-lists.module.css';

type InvitationsListProps = {
  invitations: Invitation[];
  revokingId: string | undefined;
  onRevoke: (invitation: Invitation) => void;
};

export function InvitationsList({ invitations, revokingId, onRevoke }: InvitationsListProps) {
  const { t } = useLingui();
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No pending invitations. People you invite appear here until they join.</Trans>
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={t`Pending invitations`}>
      {invitations.map((invitation) => (
        <li key={invitation.id} className={classes.row}>
          <Box miw={0} className={classes.main}>
            <Text fw={600} truncate dir="ltr" ta="start">
              {invitation.email}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <Trans>
                Invited by <bdi>{invitation.invitedBy}</bdi>
              </Trans>
            </Text>
          </Box>
          <Fact label={t`Role`} value={roleLabel(invitation.role)} />
          <Fact label={t`Expires`} value={formatDate(invitation.expiresAt)} />
          <div className={classes.actions}>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={revokingId === invitation.id}
              onClick={() => onRevoke(invitation)}
            >
              <Trans>
                Revoke <VisuallyHidden>the invitation to {invitation.email}</VisuallyHidden>
              </Trans>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
