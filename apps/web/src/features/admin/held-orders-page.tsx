import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Text, Textarea } from '@mantine/core';
import { type HeldOrder, type HeldOrderList, SERVICE_KINDS } from '@sameday/contract';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_KIND_LABELS, useEmirateName } from '../../entities/places';
import { formatDateTime } from '../../shared/date-formats';
import { formatMoney, translateContractText } from '../../shared/i18n';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../shared/ui/page';
import { Pager } from '../../shared/ui/pager';
import { showToast } from '../../shared/ui/toast';
import { useHeldOrders, useReleaseHeldOrder } from './api/held-orders-api';
import { AccountCell } from './components/account-name';
import { AdminFrame } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { DataTable } from './components/data-table';
import { CONSOLE_PATHS } from './paths';

const LIMIT = 25;
const NOTE_MAX = 300;

const isServiceKind = (value: string): value is (typeof SERVICE_KINDS)[number] =>
  (SERVICE_KINDS as readonly string[]).includes(value);

/**
 * /admin/held-orders: orders the dispatcher's rules held for review as they were placed
 * (decision 041), the longest waiting first. Operations release each one to Pending, with a
 * note the merchant reads in the order's history; `?account=` keeps to one merchant.
 */
export default function HeldOrdersPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const accountId = params.get('account') ?? undefined;
  const [page, setPage] = useState(1);
  const [releasing, setReleasing] = useState<HeldOrder | null>(null);
  const held = useHeldOrders({ accountId, page, limit: LIMIT });
  return (
    <AdminFrame
      title={t`Held for review`}
      description={t`Orders a dispatcher rule held as they were placed. Nothing is collected until operations release them; the merchant sees the rule’s reason in the order’s history.`}
    >
      {accountId && (
        <Text size="sm">
          <Trans>
            One merchant’s orders only.{' '}
            <Anchor component={Link} to={CONSOLE_PATHS.heldOrders}>
              Show every merchant
            </Anchor>
          </Trans>
        </Text>
      )}
      {held.isPending ? (
        <LoadingRows label={t`Loading held orders`} />
      ) : held.isError ? (
        <LoadFailed what={t`the held orders`} error={held.error} onRetry={() => void held.refetch()} />
      ) : held.data.total === 0 ? (
        <EmptyPanel title={t`No order is waiting for review`}>
          <Trans>When a dispatcher rule holds an order as it is placed, it appears here.</Trans>
        </EmptyPanel>
      ) : (
        <>
          <HeldTable list={held.data} isBusy={held.isFetching} onRelease={setReleasing} />
          <Pager page={page} limit={LIMIT} total={held.data.total} onPage={setPage} />
        </>
      )}
      <ReleaseDialog order={releasing} onClose={() => setReleasing(null)} />
    </AdminFrame>
  );
}

function HeldTable({
  list,
  isBusy,
  onRelease,
}: {
  list: HeldOrderList;
  isBusy: boolean;
  onRelease: (order: HeldOrder) => void;
}) {
  const { t } = useLingui();
  const emirateName = useEmirateName();
  return (
    <DataTable
      label={t`Held orders`}
      rows={list.orders}
      rowKey={(order) => order.id}
      minWidth={820}
      isBusy={isBusy}
      columns={[
        {
          label: t`Order`,
          role: 'title',
          render: (order) => (
            <>
              <Text size="sm" fw={600}>
                {order.id}
              </Text>
              <Text size="xs" c="dimmed">
                {isServiceKind(order.serviceKind) ? t(SERVICE_KIND_LABELS[order.serviceKind]) : order.serviceKind} ·{' '}
                <bdi>{order.area}</bdi>, {emirateName(order.emirate)}
              </Text>
            </>
          ),
        },
        {
          label: t`Account`,
          render: (order) => <AccountCell accountId={order.accountId} name={order.accountName} />,
        },
        {
          label: t`Why it is held`,
          render: (order) => (
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {translateContractText(order.reason)}
            </Text>
          ),
        },
        {
          label: t`Cash on delivery`,
          render: (order) => (order.codAmountFils > 0 ? formatMoney(order.codAmountFils) : t`Prepaid`),
        },
        { label: t`Held since`, render: (order) => formatDateTime(order.heldAt) },
        {
          label: t`Action`,
          role: 'actions',
          render: (order) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={() => onRelease(order)}
              aria-label={t`Release ${order.id}`}
            >
              <Trans context="review hold">Release</Trans>
            </Button>
          ),
        },
      ]}
    />
  );
}

/** Asked once more: the order goes back to Pending, and the note goes into the merchant's history. */
function ReleaseDialog({ order, onClose }: { order: HeldOrder | null; onClose: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const release = useReleaseHeldOrder();
  const close = () => {
    release.reset();
    setNote('');
    onClose();
  };
  const orderId = order?.id ?? '';
  const accountName = order?.accountName ?? '';
  const confirm = () => {
    if (!order || note.length > NOTE_MAX) return;
    release.mutate(
      { id: order.id, body: { note: note.trim() } },
      {
        onSuccess: () => {
          showToast({ message: t`${orderId} released: it is pending again.`, tone: 'success' });
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={order !== null}
      title={t`Release ${orderId} for collection?`}
      confirmLabel={t({ message: 'Release', context: 'review hold' })}
      isPending={release.isPending}
      error={release.error ?? undefined}
      onConfirm={confirm}
      onClose={close}
    >
      <Text size="sm">
        <Trans>
          The order of <bdi>{accountName}</bdi> goes back to Pending: the merchant can then mark it Ready for
          Collection. Its history says Sameday operations released it.
        </Trans>
      </Text>
      <Textarea
        label={t`Note for the merchant (optional)`}
        description={t`Shown in the order’s history, after “Released by Sameday operations”.`}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={note.length > NOTE_MAX ? t`At most ${NOTE_MAX} characters` : undefined}
        autosize
        minRows={2}
        maxRows={5}
      />
    </ConfirmDialog>
  );
}
