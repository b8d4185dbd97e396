import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Invitation, type TeamMember, WEB_ROUTES } from '@sameday/contract';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { usePermissions } from '../../entities/permissions';
import { serverMessage } from '../../shared/server-error';
import { BackLink, LoadFailed, useDocumentTitle } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useTeam } from './api/get-team';
import { useRevokeInvitation } from './api/revoke-invitation';
import { ChangeRoleModal } from './components/change-role-modal';
import { InvitationsList } from './components/invitations-list';
import { InviteMemberForm } from './components/invite-member-form';
import { MembersList } from './components/members-list';
import { NoTeam } from './components/no-team';
import { RemoveMemberModal } from './components/remove-member-modal';
import { roleLabel } from './lib/roles';

/** /settings/team: the active account's team; those with `team:manage` invite, change roles and remove. */
export default function TeamPage() {
  const { t } = useLingui();
  const team = useTeam();
  const permissions = usePermissions();

  useDocumentTitle(t`Team`);

  let content: ReactNode;
  if (team.isPending || permissions.isPending) {
    content = <TeamSkeleton />;
  } else if (team.isError || permissions.error) {
    content = (
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Team</Trans>
        </Title>
        <LoadFailed
          what={t`the team`}
          error={team.error ?? permissions.error}
          onRetry={() => {
            if (team.isError) void team.refetch();
            if (permissions.error) void permissions.refetch();
          }}
        />
      </Stack>
    );
  } else {
    const canManage = permissions.can('team:manage');
    content = team.data.orgId ? (
      <TeamDetails
        name={team.data.name}
        members={team.data.members}
        invitations={team.data.invitations}
        canManage={canManage}
        yourRole={permissions.role ?? ''}
      />
    ) : (
      <NoTeam canCreate={canManage} />
    );
  }

  return (
    <Box maw={960}>
      <Stack gap="xs">
        <BackLink to={WEB_ROUTES.settings} label={t`Settings`} />
        {content}
      </Stack>
    </Box>
  );
}

type TeamDetailsProps = {
  name: string;
  members: TeamMember[];
  invitations: Invitation[];
  canManage: boolean;
  yourRole: string;
};

function TeamDetails({ name, members, invitations, canManage, yourRole }: TeamDetailsProps) {
  const { t } = useLingui();
  const [changingRoleOf, setChangingRoleOf] = useState<TeamMember>();
  const [removing, setRemoving] = useState<TeamMember>();
  const revoke = useRevokeInvitation();

  const revokeInvitation = (invitation: Invitation) =>
    revoke.mutate(invitation, {
      onSuccess: () => showToast({ message: t`The invitation to ${invitation.email} was revoked.`, tone: 'success' }),
      onError: (error) =>
        showToast({
          message: serverMessage(error, t`Could not revoke the invitation. Please try again.`),
          tone: 'error',
        }),
    });

  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          <Trans>Team</Trans>
        </Text>
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Text c="dimmed" size="sm">
          {plural(members.length, { one: '# member', other: '# members' })} · <Trans>Your role:</Trans>{' '}
          {roleLabel(yourRole)}
        </Text>
      </div>

      {!canManage && (
        <Alert variant="light" color="gray" icon={<IconEye aria-hidden />}>
          <Trans>
            You can see who is in the team. The owner and admins invite members, change roles and remove members.
          </Trans>
        </Alert>
      )}

      {canManage && (
        <Section title={t`Invite member`} hint={t`We email them a link that works once, for 7 days.`}>
          <InviteMemberForm />
        </Section>
      )}

      <Section title={t`Members`}>
        <MembersList members={members} canManage={canManage} onChangeRole={setChangingRoleOf} onRemove={setRemoving} />
      </Section>

      {canManage && (
        <Section title={t`Pending invitations`}>
          <InvitationsList
            invitations={invitations}
            revokingId={revoke.isPending ? revoke.variables?.id : undefined}
            onRevoke={revokeInvitation}
          />
        </Section>
      )}

      <ChangeRoleModal member={changingRoleOf} onClose={() => setChangingRoleOf(undefined)} />
      <RemoveMemberModal member={removing} teamName={name} onClose={() => setRemoving(undefined)} />
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb={hint ? 2 : 'md'} id={headingId}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

function TeamSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" role="status" aria-label={t`Loading the team`}>
      <Stack gap={8} aria-hidden>
        <Skeleton h={14} w={60} />
        <Skeleton h={28} w="50%" />
        <Skeleton h={14} w={180} />
      </Stack>
      <Paper withBorder radius="lg" p="lg" aria-hidden>
        <Stack gap="md">
          <Skeleton h={20} w={120} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
