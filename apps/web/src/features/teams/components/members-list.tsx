import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TeamMember } from '@sameday/contract';
import { formatDate } from '../../../shared/format-date';
import { roleLabel } from '../lib/roles';
import { Fact } from './fact';
import classes from './team-lists.module.css';

type MembersListProps = {
  members: TeamMember[];
  canManage: boolean;
  onChangeRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
};

/** Neither the owner's membership nor one's own is changed here (the API refuses both). */
export const isManageable = (member: TeamMember) => member.role !== 'owner' && !member.isYou;

export function MembersList({ members, canManage, onChangeRole, onRemove }: MembersListProps) {
  const { t } = useLingui();
  return (
    <ul className={classes.list} aria-label={t`Members`}>
      {members.map((member) => (
        <li key={member.userId} className={canManage ? classes.row : `${classes.row} ${classes.readOnly}`}>
          <Group gap="sm" wrap="nowrap" miw={0} className={classes.main}>
            <Avatar radius="xl" color="brand" aria-hidden>
              {initials(member.fullName)}
            </Avatar>
            <Box miw={0}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} truncate>
                  {member.fullName}
                </Text>
                {member.isYou && (
                  <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                    <Trans>You</Trans>
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" truncate dir="ltr" ta="start">
                {member.email}
              </Text>
            </Box>
          </Group>
          <Fact label={t`Role`} value={roleLabel(member.role)} />
          <Fact label={t`Joined`} value={formatDate(member.joinedAt)} />
          {canManage && (
            <div className={classes.actions}>
              {isManageable(member) && (
                <>
                  <Button size="xs" variant="default" onClick={() => onChangeRole(member)}>
                    <Trans>
                      Change role <VisuallyHidden>of {member.fullName}</VisuallyHidden>
                    </Trans>
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => onRemove(member)}>
                    <Trans>
                      Remove <VisuallyHidden>{member.fullName}</VisuallyHidden>
                    </Trans>
                  </Button>
                </>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase() || '?';
}
