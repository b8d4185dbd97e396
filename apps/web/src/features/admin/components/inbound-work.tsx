import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import type { InboundShipment } from '@sameday/contract';
import { useState } from 'react';
import { fulfilmentLocationName } from '../../../entities/fulfilment-order';
import { formatDate, formatDateTime } from '../../../shared/date-formats';
import { EmptyPanel, LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useStaffInbound } from '../api/fulfilment-ops-api';
import { AccountCell, accountNamesById } from './account-name';
import { DataTable } from './data-table';
import { ReceiveModal } from './receive-modal';
import { ToneBadge } from './tone-badge';

const LIMIT = 20;

/** Inbound shipments to receive (or received, with their differences), of every account or the one chosen. */
export function InboundWork({ accountId }: { accountId?: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'announced' | 'received'>('announced');
  const [page, setPage] = useState(1);
  const [receiving, setReceiving] = useState<InboundShipment | null>(null);
  const inbound = useStaffInbound({ state, accountId, page, limit: LIMIT });
  const names = accountNamesById(inbound.data?.accounts);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Shipments`}
        value={state}
        onChange={(value) => {
          setState(value as 'announced' | 'received');
          setPage(1);
        }}
        data={[
          { value: 'announced', label: t`To receive` },
          { value: 'received', label: t`Received` },
        ]}
        w="fit-content"
      />
      {inbound.isPending ? (
        <LoadingRows label={t`Loading inbound shipments`} />
      ) : inbound.isError ? (
        <LoadFailed what={t`inbound shipments`} error={inbound.error} onRetry={() => void inbound.refetch()} />
      ) : inbound.data.total === 0 ? (
        <EmptyPanel title={state === 'announced' ? t`Nothing to receive` : t`No shipment received yet`}>
          {state === 'announced' ? t`Shipments merchants announce appear here.` : undefined}
        </EmptyPanel>
      ) : (
        <>
          <DataTable
            label={t`Inbound shipments`}
            rows={inbound.data.shipments}
            rowKey={(shipment) => shipment.id}
            minWidth={720}
            columns={[
              {
                label: t`Shipment`,
                role: 'title',
                render: (shipment) => (
                  <Text size="sm" fw={600}>
                    {shipment.reference ?? shipment.id}
                  </Text>
                ),
              },
              {
                label: t`Account`,
                render: (shipment) => (
                  <AccountCell accountId={shipment.accountId} name={names.get(shipment.accountId)} />
                ),
              },
              { label: t`Warehouse`, render: (shipment) => fulfilmentLocationName(shipment.location) },
              {
                label: t`Lines`,
                render: (shipment) => (
                  <Text size="sm" lineClamp={2}>
                    {shipment.lines.map((line) => `${line.expectedQuantity} × ${line.sku}`).join(', ')}
                  </Text>
                ),
              },
              {
                label: state === 'announced' ? t`Expected` : t`Received`,
                render: (shipment) =>
                  state === 'announced'
                    ? formatDate(shipment.expectedDate)
                    : shipment.receivedAt && formatDateTime(shipment.receivedAt),
              },
              state === 'announced'
                ? {
                    label: t`Action`,
                    role: 'actions',
                    render: (shipment) => (
                      <Button
                        size="xs"
                        onClick={() => setReceiving(shipment)}
                        aria-label={t`Receive ${shipment.reference ?? shipment.id}`}
                      >
                        <Trans>Receive</Trans>
                      </Button>
                    ),
                  }
                : { label: t`Differences`, render: differences },
            ]}
          />
          <Pager page={page} limit={LIMIT} total={inbound.data.total} onPage={setPage} />
        </>
      )}
      <ReceiveModal
        shipment={receiving}
        accountName={receiving ? names.get(receiving.accountId) : undefined}
        onClose={() => setReceiving(null)}
      />
    </Stack>
  );
}

/** What differed from the announcement, once received. */
function differences(shipment: InboundShipment) {
  if (!shipment.hasDifferences)
    return (
      <Text size="sm" c="dimmed">
        <Trans>None</Trans>
      </Text>
    );
  return (
    <ToneBadge color="orange">
      {shipment.lines
        .filter((line) => line.difference)
        .map((line) => `${line.sku} ${(line.difference ?? 0) > 0 ? '+' : ''}${line.difference}`)
        .join(', ')}
    </ToneBadge>
  );
}
