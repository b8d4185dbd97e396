import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { OWNERSHIP_SORTS, Ownership } from '@sameday/contract';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { SortableTh } from '../../shared/ui/sortable-th';
import { showToast } from '../../shared/ui/toast';
import { useDeleteOwnership, useOwnerships } from './api/ownerships-api';
import { AdminFrame } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { DataTable } from './components/data-table';
import { MigrateModal } from './components/migrate-modal';
import { OwnershipModal } from './components/ownership-modal';
import { useStaffAccess } from './lib/use-staff-roles';
import { CONSOLE_PATHS } from './paths';

const LIMIT = 25;
type Sort = (typeof OWNERSHIP_SORTS)[number];
type Filters = { account_id: string; billing_identifier: string };
type SortState = { sort: Sort; desc: boolean };

/** /admin/ownerships: who manages each merchant account and which billing parent it is invoiced under. */
export default function OwnershipsPage() {
  const { t } = useLingui();
  const access = useStaffAccess();
  const canManage = access.can('manageOwnerships');
  const [filters, setFilters] = useState<Filters>({ account_id: '', billing_identifier: '' });
  const [sort, setSort] = useState<SortState>({ sort: 'created_at', desc: true });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ ownership: Ownership | null } | null>(null);
  const [deleting, setDeleting] = useState<Ownership | null>(null);
  const [isMigrating, setMigrating] = useState(false);
  const ownerships = useOwnerships({
    account_id: filters.account_id || undefined,
    billing_identifier: filters.billing_identifier || undefined,
    sort: sort.sort,
    sort_desc: sort.desc,
    page,
    limit: LIMIT,
  });
  const onSort = (next: Sort, desc: boolean) => {
    setSort({ sort: next, desc });
    setPage(1);
  };
  return (
    <AdminFrame
      title={t`Ownerships`}
      description={t`The account manager and billing parent of each merchant account.`}
      actions={
        canManage && (
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setMigrating(true)}
            >
              <Trans>Migrate</Trans>
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ ownership: null })}>
              <Trans>New ownership</Trans>
            </Button>
          </>
        )
      }
    >
      <FiltersForm
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {ownerships.isPending ? (
        <LoadingRows label={t`Loading ownerships`} />
      ) : ownerships.isError ? (
        <LoadFailed what={t`the ownerships`} error={ownerships.error} onRetry={() => void ownerships.refetch()} />
      ) : ownerships.data.total === 0 ? (
        <EmptyPanel
          title={filters.account_id || filters.billing_identifier ? t`No ownership matches` : t`No ownerships yet`}
        >
          {canManage ? t`Give an account its manager with New ownership.` : undefined}
        </EmptyPanel>
      ) : (
        <>
          <OwnershipsTable
            items={ownerships.data.items}
            isBusy={ownerships.isFetching}
            sort={sort}
            onSort={onSort}
            canManage={canManage}
            onEdit={(ownership) => setEditing({ ownership })}
            onDelete={setDeleting}
          />
          <Pager page={page} limit={LIMIT} total={ownerships.data.total} onPage={setPage} />
        </>
      )}
      <OwnershipModal
        ownership={editing?.ownership ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <MigrateModal opened={isMigrating} onClose={() => setMigrating(false)} />
      <DeleteOwnershipDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </AdminFrame>
  );
}

/** The ownerships of a page, sortable by account, billing identifier and last change; Edit and Delete for a manager. */
function OwnershipsTable({
  items,
  isBusy,
  sort,
  onSort,
  canManage,
  onEdit,
  onDelete,
}: {
  items: Ownership[];
  isBusy: boolean;
  sort: SortState;
  onSort: (next: Sort, desc: boolean) => void;
  canManage: boolean;
  onEdit: (ownership: Ownership) => void;
  onDelete: (ownership: Ownership) => void;
}) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Ownerships`}
      rows={items}
      rowKey={(ownership) => ownership.id}
      minWidth={780}
      isBusy={isBusy}
      columns={[
        {
          label: t`Account`,
          role: 'title',
          header: (
            <SortableTh
              key="account"
              label={t`Account`}
              sort="account_id"
              current={sort.sort}
              desc={sort.desc}
              onSort={onSort}
            />
          ),
          render: (ownership) => (
            <>
              <Anchor component={Link} to={CONSOLE_PATHS.account(ownership.accountId)} size="sm" fw={600}>
                {ownership.accountName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {ownership.accountId}
              </Text>
            </>
          ),
        },
        {
          label: t`Manager`,
          render: (ownership) => (
            <>
              <Text size="sm">{ownership.ownerName}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {ownership.ownerEmail}
              </Text>
            </>
          ),
        },
        {
          label: t`Billing identifier`,
          header: (
            <SortableTh
              key="billing"
              label={t`Billing identifier`}
              sort="billing_identifier"
              current={sort.sort}
              desc={sort.desc}
              onSort={onSort}
            />
          ),
          render: (ownership) => ownership.billingIdentifier,
        },
        {
          label: t`Note`,
          render: (ownership) => (
            <Text size="sm" lineClamp={2}>
              {ownership.note || '–'}
            </Text>
          ),
        },
        {
          label: t`Updated`,
          header: (
            <SortableTh
              key="updated"
              label={t`Updated`}
              sort="updated_at"
              current={sort.sort}
              desc={sort.desc}
              onSort={onSort}
            />
          ),
          render: (ownership) => formatDateTime(ownership.updatedAt),
        },
        ...(canManage
          ? [
              {
                label: t`Change`,
                role: 'actions' as const,
                render: (ownership: Ownership) => (
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(ownership)}
                      aria-label={t`Edit the ownership of ${ownership.accountName}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(ownership)}
                      aria-label={t`Delete the ownership of ${ownership.accountName}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

function DeleteOwnershipDialog({ deleting, onClose }: { deleting: Ownership | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteOwnership();
  return (
    <ConfirmDialog
      opened={deleting !== null}
      title={t`Delete the ownership of ${deleting?.accountName ?? ''}?`}
      confirmLabel={t`Delete ownership`}
      tone="danger"
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting.id, {
          onSuccess: () => {
            showToast({ message: t`Ownership deleted`, tone: 'success' });
            onClose();
          },
        })
      }
      onClose={() => {
        remove.reset();
        onClose();
      }}
    >
      <Text size="sm">
        <Trans>The account keeps working; it just has no manager or billing parent until given new ones.</Trans>
      </Text>
    </ConfirmDialog>
  );
}

function FiltersForm({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Filters>({ account_id: '', billing_identifier: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ account_id: draft.account_id.trim(), billing_identifier: draft.billing_identifier.trim() });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t`Ownerships`}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t`Account id`}
          value={draft.account_id}
          onChange={(event) => setDraft({ ...draft, account_id: event.currentTarget.value })}
        />
        <TextInput
          label={t`Billing identifier`}
          value={draft.billing_identifier}
          onChange={(event) => setDraft({ ...draft, billing_identifier: event.currentTarget.value })}
        />
        <Button type="submit" variant="default">
          <Trans>Filter</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
