import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountMember } from '@sameday/contract';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api';
import { EmptyPanel, LoadFailed, LoadingBlock } from '../../shared/ui/page';
import { useAccountOverview } from './api/accounts-api';
import { useUserRoles } from './api/staff-api';
import { AccountCodesModal } from './components/account-codes-modal';
import {
  CapabilitiesSection,
  InvoicesSection,
  MembersSection,
  OrdersSection,
  ProfileSection,
  Section,
} from './components/account-sections';
import { AdminFrame } from './components/admin-frame';
import { AuditEntries } from './components/audit-entries';
import { BlockDialog } from './components/block-dialog';
import { FulfilmentSwitch } from './components/fulfilment-switch';
import { RolesEditor } from './components/roles-editor';
import { ToneBadge } from './components/tone-badge';
import { useStaffAccess } from './lib/use-staff-roles';
import { CONSOLE_PATHS } from './paths';

const back = () => ({ to: CONSOLE_PATHS.accounts, label: t`Accounts` });

/** /admin/accounts/:id: one merchant account as staff see it, with block and unblock. */
export default function AccountPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const overview = useAccountOverview(id);
  const access = useStaffAccess();
  const [isBlocking, setBlocking] = useState(false);
  const [isEditingCodes, setEditingCodes] = useState(false);
  const [editingRoles, setEditingRoles] = useState<AccountMember | null>(null);
  if (overview.isPending)
    return (
      <AdminFrame title={t`Account`} back={back()}>
        <LoadingBlock label={t`Loading the account`} />
      </AdminFrame>
    );
  if (overview.isError)
    return (
      <AdminFrame title={t`Account`} back={back()}>
        {isApiError(overview.error) && overview.error.code === 'not_found' ? (
          <EmptyPanel title={t`No such account`}>It may have been deleted, or the link is wrong.</EmptyPanel>
        ) : (
          <LoadFailed what={t`the account`} error={overview.error} onRetry={() => void overview.refetch()} />
        )}
      </AdminFrame>
    );
  const { account } = overview.data;
  const isBlocked = account.isOrderSubmissionBlocked;
  return (
    <AdminFrame
      title={account.name}
      back={back()}
      description={
        <Group gap="xs" component="span">
          <Text span size="sm">
            {account.id}
          </Text>
          <ToneBadge color={isBlocked ? 'red' : 'green'}>{isBlocked ? t`Orders blocked` : t`Orders allowed`}</ToneBadge>
        </Group>
      }
      actions={
        access.can('blockAccounts') && (
          <Button
            color={isBlocked ? undefined : 'red'}
            variant={isBlocked ? 'filled' : 'light'}
            leftSection={isBlocked ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
            onClick={() => setBlocking(true)}
          >
            {isBlocked ? t`Unblock account` : t`Block account`}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <ProfileSection
          overview={overview.data}
          actions={
            <Group gap="xs">
              {access.can('admin') || access.roles.includes('operations') ? (
                <Button
                  component={Link}
                  to={`${CONSOLE_PATHS.fulfilment}?account=${encodeURIComponent(account.id)}`}
                  size="xs"
                  variant="default"
                >
                  <Trans>Fulfilment work</Trans>
                </Button>
              ) : null}
              {access.can('editAccounts') && (
                <Button size="xs" variant="default" onClick={() => setEditingCodes(true)}>
                  <Trans>Edit codes</Trans>
                </Button>
              )}
            </Group>
          }
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CapabilitiesSection overview={overview.data}>
            {(access.can('admin') || access.roles.includes('operations')) && (
              <FulfilmentSwitch
                accountId={account.id}
                accountName={account.name}
                isOn={overview.data.capabilities.fulfilment.isAllowed}
              />
            )}
          </CapabilitiesSection>
          <OrdersSection overview={overview.data} />
        </SimpleGrid>
        <MembersSection overview={overview.data} onEditRoles={access.can('admin') ? setEditingRoles : undefined} />
        <InvoicesSection overview={overview.data} canMarkPaid={access.can('markInvoicesPaid')} />
        <Section
          title={t`Audit trail`}
          actions={
            access.can('admin') && (
              <Anchor
                component={Link}
                to={`${CONSOLE_PATHS.audit}?account_id=${encodeURIComponent(account.id)}`}
                size="sm"
              >
                <Trans>Full audit log</Trans>
              </Anchor>
            )
          }
        >
          {overview.data.recentAudit.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No staff action on this account yet.</Trans>
            </Text>
          ) : (
            <AuditEntries entries={overview.data.recentAudit} label={t`Audit trail`} />
          )}
        </Section>
      </Stack>
      <AccountCodesModal account={account} opened={isEditingCodes} onClose={() => setEditingCodes(false)} />
      <Modal
        opened={editingRoles !== null}
        onClose={() => setEditingRoles(null)}
        title={t`Roles of ${editingRoles?.fullName ?? ''}`}
        size="lg"
      >
        {editingRoles && <MemberRoles member={editingRoles} />}
      </Modal>
      <BlockDialog
        accountId={account.id}
        accountName={account.name}
        isBlocked={isBlocked}
        opened={isBlocking}
        onClose={() => setBlocking(false)}
      />
    </AdminFrame>
  );
}

/** A member's user roles read fresh (beta roles for a merchant), editable by an admin. */
function MemberRoles({ member }: { member: AccountMember }) {
  const { t } = useLingui();
  const roles = useUserRoles(member.userId);
  if (roles.isPending) return <LoadingBlock label={t`Loading the roles`} />;
  if (roles.isError) return <LoadFailed what={t`the roles`} error={roles.error} onRetry={() => void roles.refetch()} />;
  return <RolesEditor userId={member.userId} name={member.fullName} roles={roles.data.roles} />;
}
