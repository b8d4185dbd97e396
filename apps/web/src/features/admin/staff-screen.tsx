import { Button, Group, Modal, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLE_LABELS, type StaffRole, type StaffUser } from '@sameday/contract';
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

const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

/** /admin/staff: the provider's staff and their roles, invitations, and any user's roles (beta roles too). */
export default function StaffScreen() {
  const staff = useStaffList();
  const [isInviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <AdminFrame
      title="Staff and roles"
      description="Who works on the provider’s side, and what each may do. Every change is in the audit log."
      actions={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          Invite employee
        </Button>
      }
    >
      {staff.isPending ? (
        <LoadingRows label="Loading staff" />
      ) : staff.isError ? (
        <LoadFailed what="the staff" error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.items.length === 0 ? (
        <EmptyPanel title="No staff yet">Invite the first employee.</EmptyPanel>
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
  return (
    <DataTable
      label="Staff"
      rows={staff}
      rowKey={(user) => String(user.id)}
      minWidth={680}
      columns={[
        {
          label: 'Name',
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
          label: 'Roles',
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
          label: 'Email verified',
          render: (user) => (user.emailVerifiedAt ? formatDate(user.emailVerifiedAt) : 'Invitation pending'),
        },
        { label: 'Since', render: (user) => formatDate(user.createdAt) },
        {
          label: 'Change',
          role: 'actions',
          render: (user) => (
            <Button
              size="xs"
              variant="default"
              onClick={() => onEdit(user.id)}
              aria-label={`Roles of ${user.fullName}`}
            >
              Roles
            </Button>
          ),
        },
      ]}
    />
  );
}

/** A user's roles read fresh from the roles API, editable. */
function RolesModal({ userId, name, onClose }: { userId: number | null; name?: string; onClose: () => void }) {
  return (
    <Modal opened={userId !== null} onClose={onClose} title={`Roles of ${name ?? `user ${userId}`}`} size="lg">
      {userId !== null && <UserRoles userId={userId} name={name ?? `user ${userId}`} />}
    </Modal>
  );
}

function UserRoles({ userId, name }: { userId: number; name: string }) {
  const roles = useUserRoles(userId);
  if (roles.isPending) return <LoadingBlock label="Loading the roles" />;
  if (roles.isError) return <LoadFailed what="the roles" error={roles.error} onRetry={() => void roles.refetch()} />;
  return <RolesEditor userId={userId} name={name} roles={roles.data.roles} />;
}

/** Any user's roles by their id (a merchant's beta roles, say): the id is on the account page's members. */
function UserRolesLookup() {
  const [draft, setDraft] = useState<number | string>('');
  const [userId, setUserId] = useState<number>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUserId(draft === '' ? undefined : Number(draft));
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Any user’s roles">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Any user’s roles
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <NumberInput label="User id" allowDecimal={false} min={1} value={draft} onChange={setDraft} w={180} />
            <Button type="submit" variant="default">
              Show roles
            </Button>
          </Group>
        </form>
        {userId !== undefined && <UserRoles key={userId} userId={userId} name={`User ${userId}`} />}
      </Stack>
    </Paper>
  );
}
