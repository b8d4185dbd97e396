import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_SORTS, type AccountsQuery, type AdminAccount } from '@sameday/contract';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { useAccountsSearch } from './api/accounts-api';
import { AccountCell } from './components/account-name';
import { AdminFrame } from './components/admin-frame';
import { DataTable } from './components/data-table';
import { ToneBadge } from './components/tone-badge';

const LIMIT = 25;
const FILTERS = ['q', 'email_match', 'customer_code', 'external_id', 'warehouse_code', 'updated_after'] as const;
type Filter = (typeof FILTERS)[number];
type Sort = (typeof ACCOUNT_SORTS)[number];

const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  created_at: msg`Created`,
  updated_at: msg`Last updated`,
  name: msg`Name`,
  customer_code: msg`Customer code`,
};

/** A Dubai day (YYYY-MM-DD) as the start of that day, in the ISO form the API reads. */
const dubaiDayStart = (day: string) => `${day}T00:00:00+04:00`;

/** The search as the URL keeps it: shareable, and Back returns to the same results. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const sort = (ACCOUNT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as Sort)
    : 'created_at';
  const state = {
    filters: Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>,
    sort,
    isDesc: params.get('sort_desc') !== 'false',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (next: Partial<{ filters: Record<Filter, string>; sort: Sort; isDesc: boolean; page: number }>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    for (const key of FILTERS) if (merged.filters[key].trim()) search.set(key, merged.filters[key].trim());
    if (merged.sort !== 'created_at') search.set('sort', merged.sort);
    if (!merged.isDesc) search.set('sort_desc', 'false');
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { ...state, update };
}

/** /admin/accounts: find merchant accounts by the spec's filters, newest first. */
export default function AccountsPage() {
  const { t } = useLingui();
  const search = useSearchState();
  const { filters, sort, isDesc, page } = search;
  const query: AccountsQuery = {
    q: filters.q || undefined,
    email_match: filters.email_match || undefined,
    customer_code: filters.customer_code || undefined,
    external_id: filters.external_id || undefined,
    warehouse_code: filters.warehouse_code || undefined,
    updated_after: filters.updated_after ? dubaiDayStart(filters.updated_after) : undefined,
    sort,
    sort_desc: isDesc,
    page,
    limit: LIMIT,
  };
  const accounts = useAccountsSearch(query);
  const isFiltered = FILTERS.some((key) => filters[key]);
  return (
    <AdminFrame
      title={t`Accounts`}
      description={t`Find a merchant account by its company name, an order number or tracking code, its owner’s email, codes or warehouse.`}
    >
      <SearchForm
        key={JSON.stringify(filters)}
        initial={filters}
        onSearch={(next) => search.update({ filters: next, page: 1 })}
      />
      <Group gap="xs" align="flex-end">
        <Select
          label={t`Sort by`}
          data={ACCOUNT_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          value={sort}
          allowDeselect={false}
          onChange={(value) => value && search.update({ sort: value as Sort, page: 1 })}
          w={180}
        />
        <Select
          label={t`Order`}
          data={[
            { value: 'desc', label: sort === 'name' || sort === 'customer_code' ? t`Z to A` : t`Newest first` },
            { value: 'asc', label: sort === 'name' || sort === 'customer_code' ? t`A to Z` : t`Oldest first` },
          ]}
          value={isDesc ? 'desc' : 'asc'}
          allowDeselect={false}
          onChange={(value) => search.update({ isDesc: value === 'desc', page: 1 })}
          w={160}
        />
      </Group>
      {accounts.isPending ? (
        <LoadingRows label={t`Loading accounts`} />
      ) : accounts.isError ? (
        <LoadFailed what={t`the accounts`} error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.total === 0 ? (
        <EmptyPanel title={isFiltered ? t`No account matches` : t`No accounts yet`}>
          {isFiltered ? t`Check the spelling, or clear the filters.` : undefined}
        </EmptyPanel>
      ) : (
        <>
          <AccountsTable accounts={accounts.data.items} isBusy={accounts.isFetching} />
          <Pager
            page={page}
            limit={LIMIT}
            total={accounts.data.total}
            onPage={(next) => search.update({ page: next })}
          />
        </>
      )}
    </AdminFrame>
  );
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: Record<Filter, string>;
  onSearch: (filters: Record<Filter, string>) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const field = (key: Filter) => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Record<Filter, string>;
    setDraft(empty);
    onSearch(empty);
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
      aria-label={t`Accounts`}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Company name, order number or tracking code`}
          description={t`A tracking link works too.`}
          type="search"
          {...field('q')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`Email contains`} type="search" {...field('email_match')} />
          <TextInput label={t`Customer code`} {...field('customer_code')} />
          <TextInput label={t`External id`} {...field('external_id')} />
          <TextInput label={t`Warehouse code`} {...field('warehouse_code')} />
          <TextInput label={t`Updated after`} type="date" {...field('updated_after')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={clear}>
            <Trans>Clear</Trans>
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AccountsTable({ accounts, isBusy }: { accounts: AdminAccount[]; isBusy: boolean }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Accounts`}
      rows={accounts}
      rowKey={(account) => account.id}
      minWidth={820}
      isBusy={isBusy}
      columns={[
        {
          label: t`Account`,
          role: 'title',
          render: (account) => <AccountCell accountId={account.id} name={account.name} weight={600} />,
        },
        {
          label: t`Owner`,
          render: (account) => <span style={{ overflowWrap: 'anywhere' }}>{account.ownerEmail ?? '–'}</span>,
        },
        { label: t`Customer code`, render: (account) => account.customerCode ?? '–' },
        { label: t`External id`, render: (account) => account.externalId ?? '–' },
        { label: t`Warehouse`, render: (account) => account.warehouseCode ?? '–' },
        {
          label: t`Orders`,
          render: (account) => (
            <ToneBadge color={account.isOrderSubmissionBlocked ? 'red' : 'green'}>
              {account.isOrderSubmissionBlocked ? t`Blocked` : t`Allowed`}
            </ToneBadge>
          ),
        },
        { label: t`Updated`, render: (account) => formatDateTime(account.updatedAt) },
      ]}
    />
  );
}
