import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { FULFILMENT_LOCATION_LABELS, type InboundShipment } from '@sameday/contract';
import { useState } from 'react';
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
  const [state, setState] = useState<'announced' | 'received'>('announced');
  const [page, setPage] = useState(1);
  const [receiving, setReceiving] = useState<InboundShipment | null>(null);
  const inbound = useStaffInbound({ state, accountId, page, limit: LIMIT });
  const names = accountNamesById(inbound.data?.accounts);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Shipments"
        value={state}
        onChange={(value) => {
          setState(value as 'announced' | 'received');
          setPage(1);
        }}
        data={[
          { value: 'announced', label: 'To receive' },
          { value: 'received', label: 'Received' },
        ]}
        w="fit-content"
      />
      {inbound.isPending ? (
        <LoadingRows label="Loading inbound shipments" />
      ) : inbound.isError ? (
        <LoadFailed what="inbound shipments" error={inbound.error} onRetry={() => void inbound.refetch()} />
      ) : inbound.data.total === 0 ? (
        <EmptyPanel title={state === 'announced' ? 'Nothing to receive' : 'No shipment received yet'}>
          {state === 'announced' ? 'Shipments merchants announce appear here.' : undefined}
        </EmptyPanel>
      ) : (
        <>
          <DataTable
            label="Inbound shipments"
            rows={inbound.data.shipments}
            rowKey={(shipment) => shipment.id}
            minWidth={720}
            columns={[
              {
                label: 'Shipment',
                role: 'title',
                render: (shipment) => (
                  <Text size="sm" fw={600}>
                    {shipment.reference ?? shipment.id}
                  </Text>
                ),
              },
              {
                label: 'Account',
                render: (shipment) => (
                  <AccountCell accountId={shipment.accountId} name={names.get(shipment.accountId)} />
                ),
              },
              { label: 'Warehouse', render: (shipment) => FULFILMENT_LOCATION_LABELS[shipment.location] },
              {
                label: 'Lines',
                render: (shipment) => (
                  <Text size="sm" lineClamp={2}>
                    {shipment.lines.map((line) => `${line.expectedQuantity} × ${line.sku}`).join(', ')}
                  </Text>
                ),
              },
              {
                label: state === 'announced' ? 'Expected' : 'Received',
                render: (shipment) =>
                  state === 'announced'
                    ? formatDate(shipment.expectedDate)
                    : shipment.receivedAt && formatDateTime(shipment.receivedAt),
              },
              state === 'announced'
                ? {
                    label: 'Action',
                    role: 'actions',
                    render: (shipment) => (
                      <Button
                        size="xs"
                        onClick={() => setReceiving(shipment)}
                        aria-label={`Receive ${shipment.reference ?? shipment.id}`}
                      >
                        Receive
                      </Button>
                    ),
                  }
                : { label: 'Differences', render: differences },
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
        None
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
