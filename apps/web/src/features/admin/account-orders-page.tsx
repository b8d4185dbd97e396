import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import type { AccountOrdersPage as OrdersPage } from '@sameday/contract';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEmirateName } from '../../entities/places';
import { formatDate, formatDateTime } from '../../shared/date-formats';
import { formatMoney } from '../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { useAccountOrders, useAccountOverview } from './api/accounts-api';
import { AdminFrame } from './components/admin-frame';
import { DataTable } from './components/data-table';
import { orderStatusName } from './lib/labels';
import { CONSOLE_PATHS } from './paths';

const LIMIT = 25;

/**
 * /admin/accounts/:id/orders?state=: the orders an account's page counts, of one state (or all),
 * newest first. Each count on the account page opens it.
 */
export default function AccountOrdersPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const state = params.get('state') ?? undefined;
  const [page, setPage] = useState(1);
  const overview = useAccountOverview(id);
  const orders = useAccountOrders(id, { state, page, limit: LIMIT });
  const accountName = overview.data?.account.name ?? t`Account`;
  const title = state ? t`${orderStatusName(state)} orders` : t`All orders`;
  return (
    <AdminFrame
      title={title}
      back={{ to: CONSOLE_PATHS.account(id), label: accountName }}
      description={
        state ? (
          <Group gap="xs" component="span">
            <Text span size="sm">
              {accountName}
            </Text>
            <Anchor component={Link} to={CONSOLE_PATHS.accountOrders(id)} size="sm">
              {t`Show every state`}
            </Anchor>
          </Group>
        ) : (
          accountName
        )
      }
    >
      {orders.isPending ? (
        <LoadingRows label={t`Loading the orders`} />
      ) : orders.isError ? (
        <LoadFailed what={t`the orders`} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <EmptyPanel title={t`No order in this state`} />
      ) : (
        <>
          <OrdersTable list={orders.data} isBusy={orders.isFetching} label={title} />
          <Pager page={page} limit={LIMIT} total={orders.data.total} onPage={setPage} />
        </>
      )}
    </AdminFrame>
  );
}

function OrdersTable({ list, isBusy, label }: { list: OrdersPage; isBusy: boolean; label: string }) {
  const { t } = useLingui();
  const emirateName = useEmirateName();
  return (
    <DataTable
      label={label}
      rows={list.items}
      rowKey={(order) => order.id}
      minWidth={760}
      isBusy={isBusy}
      columns={[
        {
          label: t`Order`,
          role: 'title',
          render: (order) => (
            <Text size="sm" fw={600} dir="ltr" ta="start">
              {order.id}
            </Text>
          ),
        },
        { label: t`State`, render: (order) => orderStatusName(order.status) },
        {
          label: t`Recipient`,
          render: (order) => (
            <>
              <Text size="sm">
                <bdi>{order.recipientName}</bdi>
              </Text>
              {order.emirate && (
                <Text size="xs" c="dimmed">
                  {emirateName(order.emirate)}
                </Text>
              )}
            </>
          ),
        },
        { label: t`Delivery day`, render: (order) => formatDate(order.serviceDate) },
        {
          label: t`Cash on delivery`,
          render: (order) => (order.codAmountFils > 0 ? formatMoney(order.codAmountFils) : '–'),
        },
        { label: t`Price`, render: (order) => formatMoney(order.priceFils) },
        { label: t`Placed on`, render: (order) => formatDateTime(order.createdAt) },
      ]}
    />
  );
}
