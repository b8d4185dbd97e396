import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import type { AdminAccount } from '@sameday/contract';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { useAccountsSearch } from './api/accounts-api';
import { AccountCell } from './components/account-name';
import { AdminFrame } from './components/admin-frame';
import { DataTable } from './components/data-table';
import { CONSOLE_PATHS } from './paths';

const LIMIT = 25;

/**
 * /admin/dispatcher-rules: find the merchant whose operations rule set to keep (decision 035);
 * each merchant opens the dispatcher's editor at /admin/dispatcher-rules/{merchantId}.
 */
export default function DispatcherPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [draft, setDraft] = useState(email);
  const accounts = useAccountsSearch({
    email_match: email || undefined,
    sort: 'updated_at',
    sort_desc: true,
    page: 1,
    limit: LIMIT,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { email: draft.trim() } : {});
  };
  return (
    <AdminFrame
      title={t`Dispatcher rules`}
      description={t`Operations rules are tried before a merchant’s own shipping rules. Find the merchant, then open their rules.`}
    >
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label={t`Merchants`}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t`Owner’s email contains`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Paper>
      {accounts.isPending ? (
        <LoadingRows label={t`Loading merchants`} />
      ) : accounts.isError ? (
        <LoadFailed what={t`the merchants`} error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyPanel title={email ? t`No merchant matches` : t`No merchants yet`}>
          {email ? t`Check the spelling of the email.` : undefined}
        </EmptyPanel>
      ) : (
        <MerchantsTable accounts={accounts.data.items} isBusy={accounts.isFetching} />
      )}
    </AdminFrame>
  );
}

function MerchantsTable({ accounts, isBusy }: { accounts: AdminAccount[]; isBusy: boolean }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Merchants`}
      rows={accounts}
      rowKey={(account) => account.id}
      minWidth={560}
      isBusy={isBusy}
      columns={[
        {
          label: t`Merchant`,
          role: 'title',
          render: (account) => (
            <AccountCell
              accountId={account.id}
              name={account.name}
              to={CONSOLE_PATHS.dispatcherRules(account.id)}
              weight={600}
            />
          ),
        },
        { label: t`Owner`, render: (account) => account.ownerEmail ?? '—' },
      ]}
    />
  );
}
