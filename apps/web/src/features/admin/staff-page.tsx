import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffUser } from '@sameday/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingBlock, LoadingRows } from '../../shared/ui/page';
import { useStaffList, useUserRoles } from './api/staff-api';
import { AdminFrame } from './components/admin-frame';
import { DataTable } from './components/data-table';
import { InviteEmployeeModal } from './components/invite-employee-modal';
import { RolesEditor } from './components/roles-editor';
import { ToneBadge } from './components/tone-badge';
import { staffRoleName } from './lib/labels';

const roleLabel = (role: string) => staffRoleName(role);

/** /admin/staff: the provider's staff and their roles, invitations, and any user's roles (beta roles too). */
export default function StaffPage() {
  const { t } = useLingui();
  const staff = useStaffList();
  const [isInviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <AdminFrame
      title={t`Staff and roles`}
      description={t`Who works on the provider’s side, and what each may do. Every change is in the audit log.`}
      actions={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          <Trans>Invite employee</Trans>
        </Button>
      }
    >
      {staff.isPending ? (
        <LoadingRows label={t`Loading staff`} />
      ) : staff.isError ? (
        <LoadFailed what={t`the staff`} error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.items.length === 0 ? (
        <EmptyPanel title={t`No staff yet`}>Invite the first employee.</EmptyPanel>
      ) : (
        <StaffTable staff={staff.data.items} onEdit={setEditing} />
      )}
      <UserRolesLookup />
      <InviteEmployeeModal opened={isInviting} onClose={() => setInviting(false)} />
      <RolesModal
        userId={editing}
        name={staff.data?.items.find((user) => user.id === editing)?.fullName}
        onClose={() => setEditing(null)}
      />
    </AdminFrame>
  );
}

function StaffTable({ staff, onEdit }: { staff: StaffUser[]; onEdit: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Staff`}
      rows={staff}
      rowKey={(user) => String(user.id)}
      minWidth={680}
      columns={[
        {
          label: t`Name`,
          role: 'title',
          render: (user) => (
            <>
              <Text size="sm" fw={600} dir="auto">
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email} · id {user.id}
              </Text>
            </>
          ),
        },
        {
          label: t`Roles`,
          render: (user) => (
            <Group gap={4}>
              {user.roles.map((role) => (
                <ToneBadge key={role} color={role === 'admin' ? 'brand' : 'gray'}>
                  {roleLabel(role)}
                </ToneBadge>
              ))}
            </Group>
          ),
        },
        {
          label: t`Email verified`,
          render: (user) =>
            user.emailVerifiedAt
              ? formatDate(user.emailVerifiedAt)
              : user.invitation === 'pending'
                ? t`Invitation pending`
                : user.invitation === 'expired'
                  ? t`Invitation expired`
                  : t`Not verified yet`,
        },
        { label: t`Since`, render: (user) => formatDate(user.createdAt) },
        {
          label: t`Change`,
          role: 'actions',
          render: (user) => (
            <Button
              size="xs"
              variant="default"
              onClick={() => onEdit(user.id)}
              aria-label={t`Roles of ${user.fullName}`}
            >
              <Trans>Roles</Trans>
            </Button>
          ),
        },
      ]}
    />
  );
}

/** A user's roles read fresh from the roles API, editable. */
function RolesModal({ userId, name, onClose }: { userId: number | null; name?: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={name ? t`Roles of ${name}` : t`Roles of user ${userId}`}
      size="lg"
    >
      {userId !== null && <UserRoles userId={userId} name={name ?? `user ${userId}`} />}
    </Modal>
  );
}

function UserRoles({ userId, name }: { userId: number; name: string }) {
  const { t } = useLingui();
  const roles = useUserRoles(userId);
  if (roles.isPending) return <LoadingBlock label={t`Loading the roles`} />;
  if (roles.isError) return <LoadFailed what={t`the roles`} error={roles.error} onRetry={() => void roles.refetch()} />;
  return <RolesEditor userId={userId} name={name} roles={roles.data.roles} />;
}

/** Any user's roles by their id (a merchant's beta roles, say): the id is on the account page's members. */
function UserRolesLookup() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<number | string>('');
  const [userId, setUserId] = useState<number>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUserId(draft === '' ? undefined : Number(draft));
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Any user’s roles`}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Any user’s roles</Trans>
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <NumberInput label={t`User id`} allowDecimal={false} min={1} value={draft} onChange={setDraft} w={180} />
            <Button type="submit" variant="default">
              <Trans>Show roles</Trans>
            </Button>
          </Group>
        </form>
        {userId !== undefined && <UserRoles key={userId} userId={userId} name={`User ${userId}`} />}
      </Stack>
    </Paper>
  );
}
