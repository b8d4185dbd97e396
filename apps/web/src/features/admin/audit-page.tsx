import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useAuditLog } from './api/audit-api';
import { AdminFrame } from './components/admin-frame';
import { AuditEntries, auditActionOptions } from './components/audit-entries';

const FILTERS = ['action', 'account_id', 'actor_id', 'target_type', 'target_id', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

const LIMIT = 50;
/** A Dubai day as the start (from) or the end (to) of that day. */
const dayBound = (day: string, edge: 'from' | 'to') =>
  day ? `${day}T${edge === 'from' ? '00:00:00' : '23:59:59'}+04:00` : undefined;

/** /admin/audit-log: every staff action, newest first; filters in the address so a link keeps them. */
export default function AuditPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Filters;
  const log = useAuditLog({
    action: filters.action || undefined,
    account_id: filters.account_id || undefined,
    actor_id: filters.actor_id ? Number(filters.actor_id) : undefined,
    target_type: filters.target_type || undefined,
    target_id: filters.target_id || undefined,
    from: dayBound(filters.from, 'from'),
    to: dayBound(filters.to, 'to'),
    limit: LIMIT,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = FILTERS.some((key) => filters[key]);
  const search = (next: Filters) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (next[key].trim()) query.set(key, next[key].trim());
    setParams(query);
  };
  return (
    <AdminFrame
      title={t`Audit log`}
      description={t`Every staff action: who, when, what, on what, and the change. Nothing here can be edited.`}
    >
      <AuditFilters key={params.toString()} initial={filters} onSearch={search} />
      {log.isPending ? (
        <LoadingRows label={t`Loading the audit log`} />
      ) : log.isError ? (
        <LoadFailed what={t`the audit log`} error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyPanel title={isFiltered ? t`No entry matches` : t`No staff action yet`}>
          {isFiltered ? t`Widen the dates or clear the filters.` : undefined}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <AuditEntries entries={entries} label={t`Audit log`} />
          {log.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                <Trans>Show older entries</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </AdminFrame>
  );
}

function AuditFilters({ initial, onSearch }: { initial: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const text = (key: Filter) => ({
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
    const empty = Object.fromEntries(FILTERS.map((key) => [key, ''])) as Filters;
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
      aria-label={t`Audit log`}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label={t`Action`}
            data={auditActionOptions()}
            value={draft.action || null}
            clearable
            searchable
            onChange={(value) => setDraft((current) => ({ ...current, action: value ?? '' }))}
          />
          <TextInput label={t`Account id`} {...text('account_id')} />
          <TextInput label={t`Staff user id`} inputMode="numeric" {...text('actor_id')} />
          <TextInput label={t`Target type`} placeholder={t`account, invoice, user…`} {...text('target_type')} />
          <TextInput label={t`Target id`} {...text('target_id')} />
          <TextInput label={t`From`} type="date" {...text('from')} />
          <TextInput label={t`To`} type="date" {...text('to')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={clear}>
            <Trans>Clear</Trans>
          </Button>
          <Button type="submit">
            <Trans>Filter</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
